/**
 * Lifestyle areas as paired bars (from-city and to-city totals in the from currency). The numbers
 * are also in the table beside it, so the chart is decorative for screen readers.
 */
import { Bar } from 'react-chartjs-2';
import type { LifestyleArea } from '#domain/compare/lifestyle.ts';
import { themeColors } from './chart-setup.ts';

export function CategoryChart(props: {
  areas: readonly LifestyleArea[];
  fromCity: string;
  toCity: string;
  currency: string;
}) {
  const c = themeColors();
  const areas = props.areas.filter((a) => a.area !== 'Housing' && a.area !== 'Childcare');
  return (
    <figure className="chart rounded-lg border border-border p-4">
      <figcaption className="mb-2 text-sm font-medium">
        Monthly-scale areas compared, in {props.currency} (housing and childcare are in the table:
        their scale would hide the rest)
      </figcaption>
      <div className="h-64" aria-hidden="true">
        <Bar
          data={{
            labels: areas.map((a) => a.area),
            datasets: [
              {
                label: props.fromCity,
                data: areas.map((a) => a.total.fromTotal ?? 0),
                backgroundColor: c.primary,
              },
              {
                label: props.toCity,
                data: areas.map((a) => a.total.toTotalInFrom ?? 0),
                backgroundColor: c.second,
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            plugins: { legend: { labels: { color: c.text } } },
            scales: {
              x: { ticks: { color: c.muted }, grid: { color: c.border } },
              y: { ticks: { color: c.muted }, grid: { color: c.border } },
            },
          }}
        />
      </div>
    </figure>
  );
}
