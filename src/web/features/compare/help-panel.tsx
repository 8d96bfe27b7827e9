/** The toggleable 'How to Use This Tool' panel (docs/product.md §2, §4 "The help panel ... toggle open and closed"). */
import { HelpCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TABS } from './tabs-config.ts';

export function HelpPanel() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="print:hidden">
      <Button
        type="button"
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <HelpCircle aria-hidden="true" />
        How to Use This Tool
      </Button>
      {open && (
        <section
          id={id}
          aria-label="How to Use This Tool"
          className="mt-2 rounded-lg border border-border bg-card p-4 text-sm"
        >
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              Choose the currency and city you have money in (From) and where you want to compare
              (To). Choosing a currency sets its default city.
            </li>
            <li>Type an amount. Empty means 0; negative numbers and letters are ignored.</li>
            <li>
              Use Swap to turn the comparison around, and "I am a..." to highlight what matters to
              you.
            </li>
            <li>
              Open the tabs below; each figure's Source shows where it comes from, its year and its
              range.
            </li>
            <li>
              Share the page address to share this exact comparison; Export saves it as PDF, CSV or
              JSON.
            </li>
          </ol>
          <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {TABS.map((t) => (
              <div key={t.id} className="contents">
                <dt className="font-medium">{t.label}</dt>
                <dd className="text-muted-foreground">{t.help}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
