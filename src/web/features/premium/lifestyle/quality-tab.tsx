/**
 * Quality of Life (issue 14): each country's scores from open indicators, each explained by its
 * inputs (value, year, weight); the ring is drawn as score × 10 percent (docs/product.md §2).
 */
import type { LifestyleData, LifestyleSide } from '#domain/api/lifestyle.ts';

/** A ring filled to score × 10 percent; the score is also in its label and beside it. */
export function ScoreRing({ score, label }: { score: number | null; label: string }) {
  const pct = score === null ? 0 : Math.max(0, Math.min(100, score * 10));
  return (
    <svg
      viewBox="0 0 36 36"
      className="size-16 shrink-0"
      role="img"
      aria-label={`${label}: ${score === null ? 'not scored' : `${score.toFixed(1)} out of 10`}`}
    >
      {/* r = 100 / 2π, so the circumference is 100 and the dash is the percentage. */}
      <circle cx="18" cy="18" r="15.915" fill="none" strokeWidth="3.5" className="stroke-muted" />
      <circle
        cx="18"
        cy="18"
        r="15.915"
        fill="none"
        strokeWidth="3.5"
        strokeDasharray={`${pct} ${100 - pct}`}
        strokeDashoffset="25"
        className="stroke-primary"
        data-testid="score-ring"
        data-percent={pct.toFixed(1)}
      />
      <text
        x="18"
        y="20.5"
        textAnchor="middle"
        className="fill-foreground text-[9px] font-semibold"
      >
        {score === null ? '–' : score.toFixed(1)}
      </text>
    </svg>
  );
}

const STATUS = { used: '', missing: 'no figure', too_old: 'too old to score' } as const;

function fmt(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: value >= 100 ? 0 : 2 });
}

function Country({ side }: { side: LifestyleSide }) {
  const q = side.quality;
  return (
    <section
      aria-label={`Quality of life in ${side.country}`}
      className="space-y-3 rounded-lg border border-border p-4"
    >
      <div className="flex items-center gap-3">
        <ScoreRing score={q.overall} label={`Overall, ${side.country}`} />
        <div>
          <h4 className="font-semibold">{side.country}</h4>
          <p className="text-sm text-muted-foreground">
            Overall {q.overall === null ? 'not scored' : `${q.overall.toFixed(1)} / 10`}
          </p>
        </div>
      </div>
      <ul className="space-y-3">
        {q.categories.map((c) => (
          <li key={c.key} className="flex gap-3">
            <ScoreRing score={c.score} label={`${c.label}, ${side.country}`} />
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                {c.label}: {c.score === null ? 'not scored' : `${c.score.toFixed(1)} / 10`}{' '}
                <span className="font-normal text-muted-foreground">
                  (weight {(c.effectiveWeight * 100).toFixed(0)}% of overall
                  {Math.abs(c.effectiveWeight - c.weight) > 1e-9 &&
                    `, method ${(c.weight * 100).toFixed(0)}%`}
                  )
                </span>
              </p>
              <ul className="text-xs text-muted-foreground">
                {c.inputs.map((i) => (
                  <li key={i.code}>
                    {i.label}:{' '}
                    {i.value === null ? 'no figure' : `${fmt(i.value)} ${i.unit} (${i.year})`}
                    {i.status === 'used'
                      ? ` → ${i.score!.toFixed(1)}, weight ${(i.effectiveWeight * 100).toFixed(0)}%`
                      : ` — ${STATUS[i.status]}, left out`}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Not scored (no open indicator for every country): {q.notScored.join(', ')}.
      </p>
    </section>
  );
}

export function QualityTab({ data }: { data: LifestyleData }) {
  return (
    <div className="space-y-4" data-testid="lifestyle-quality">
      <div className="grid gap-4 lg:grid-cols-2">
        <Country side={data.from} />
        <Country side={data.to} />
      </div>
      <p className="text-xs text-muted-foreground">
        Sources:{' '}
        {data.sources.quality
          .map((s) => `${s.label} (${s.code}), ${s.publisher}, ${s.release}, ${s.licence}`)
          .join('; ')}
        . A missing input is left out and the others re-weighted.
      </p>
    </div>
  );
}
