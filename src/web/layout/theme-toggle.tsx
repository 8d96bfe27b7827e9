import { Moon, Sun } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { useTheme } from '../lib/theme.ts';

/** Dark/light switch (docs/product.md §2 Header). The name stays "Toggle theme"; aria-pressed tells the state. */
export function ThemeToggle() {
  const [theme, , toggle] = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      aria-pressed={dark}
      onClick={toggle}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
