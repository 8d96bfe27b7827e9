/**
 * chart.js registration, in the lazily loaded chart chunk only (docs/design.md: chart.js +
 * react-chartjs-2 lazy). Colours come from the theme's CSS variables so both themes stay readable.
 */
import {
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

export function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value !== '' ? value : fallback;
}

export function themeColors() {
  return {
    primary: themeColor('--primary', '#0f766e'),
    text: themeColor('--foreground', '#18181b'),
    muted: themeColor('--muted-foreground', '#52525b'),
    border: themeColor('--border', '#e4e4e7'),
    second: themeColor('--chart-2', '#b45309'),
  };
}
