import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone: a labelled, focusable region, so keyboard users can
 * scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  );
}
