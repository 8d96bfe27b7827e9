/**
 * Print (browser print with the print stylesheet) and the Export menu (PDF, CSV, JSON) of docs/product.md §2.
 * Before printing every panel is marked seen so the paper copy carries every tab.
 */
import { Download, Printer } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { downloadBlob } from './download.ts';
import {
  exportFileName,
  toCsv,
  toJson,
  type ExportDocument,
  type ExportFormat,
} from './export-data.ts';

export function ExportMenu({
  build,
  onBeforePrint,
}: {
  build: () => ExportDocument | null;
  onBeforePrint: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  // A disclosure, not a Radix menu: three buttons need no roving focus, and it keeps the menu and
  // popper code out of the page's JavaScript. Escape and an outside click close it.
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  const run = async (format: ExportFormat) => {
    setOpen(false);
    setError(null);
    const doc = build();
    if (!doc) {
      setError('Nothing to export yet: the comparison is still loading.');
      return;
    }
    try {
      const blob =
        format === 'pdf'
          ? await (await import('./pdf.ts')).toPdf(doc)
          : new Blob([format === 'csv' ? toCsv(doc) : toJson(doc)], {
              type: format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json',
            });
      downloadBlob(blob, exportFileName(format));
    } catch (e) {
      setError(`Export failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          onBeforePrint();
          // Let the newly shown panels render before the print dialog snapshots the page.
          setTimeout(() => window.print(), 300);
        }}
      >
        <Printer aria-hidden="true" />
        Print
      </Button>
      <div ref={root} className="relative">
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <Download aria-hidden="true" />
          Export
        </Button>
        {open && (
          <ul
            id={menuId}
            aria-label="Export formats"
            className="absolute right-0 z-20 mt-1 w-36 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {(['pdf', 'csv', 'json'] as const).map((f) => (
              <li key={f}>
                <button
                  type="button"
                  className="w-full rounded px-3 py-2 text-left text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => void run(f)}
                >
                  {f.toUpperCase()}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error !== null && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
