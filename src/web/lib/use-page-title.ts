import { useEffect } from 'react';

/** Sets document.title to "<title> | Parity" (axe and screen readers announce it; one per page). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title =
      title === '' ? 'Parity: exchange rates and cost of living, compared' : `${title} | Parity`;
  }, [title]);
}
