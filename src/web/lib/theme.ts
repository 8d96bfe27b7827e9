/**
 * Light/dark theme (docs/product.md §4: "Theme toggles light/dark, persisted locally, applies a dark style on the
 * document"). Stored under localStorage key `theme`; applied as the `dark` class on <html>.
 * public/theme-init.js applies the same rule before first paint.
 *
 * API: getTheme(), setTheme(theme), useTheme() -> [theme, setTheme, toggleTheme].
 */
import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';
const CHANGE_EVENT = 'parity:theme';

function systemPrefersDark(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

export function getTheme(): Theme {
  let saved: string | null;
  try {
    saved = window.localStorage.getItem(THEME_KEY);
  } catch {
    saved = null;
  }
  if (saved === 'dark' || saved === 'light') return saved;
  return systemPrefersDark() ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  applyTheme(theme);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) {
      applyTheme(getTheme());
      onChange();
    }
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): [Theme, (theme: Theme) => void, () => void] {
  const theme = useSyncExternalStore(subscribe, getTheme, getTheme);
  const toggle = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  return [theme, setTheme, toggle];
}
