/**
 * The pair's rate over the stored daily snapshots (GET /api/exchange/history), as a line; the same
 * figures are in a visually hidden table for screen readers.
 */
import { Line } from 'react-chartjs-2';
import { formatRate } from '#domain/money.ts';
import { useRateHistory } from '../compare-api.ts';
import { themeColors } from './chart-setup.ts';

export function RateHistoryChart({ from, to }: { from: string; to: string }) {
  const history = useRateHistory(from, to, true);
  if (history.isPending)
    return <p className="text-sm text-muted-foreground">Loading rate history...</p>;
  if (history.isError)
    return (
      <p className="text-sm text-muted-foreground">
        Rate history unavailable: {history.error.message}
      </p>
    );
  const points = history.data;
  if (points.length < 2) {
    return (
      <p className="text-sm text-muted-foreground">
        Rate history: {points.length === 0 ? 'no stored day' : 'one stored day'} for this pair so
        far; the chart appears from two days. History starts with the first daily rate refresh this
        server makes; an installation without internet access serves the dated rates shipped with it
        and has no history until it can refresh.
      </p>
    );
  }
  const c = themeColors();
  return (
    <figure className="chart rounded-lg border border-border p-4">
      <figcaption className="mb-2 text-sm font-medium">
        {from} to {to}, last {points.length} stored days
      </figcaption>
      <div className="h-56">
        <Line
          aria-label={`Line chart of the ${from} to ${to} rate`}
          role="img"
          data={{
            labels: points.map((p) => p.date),
            datasets: [
              {
                label: `1 ${from} in ${to}`,
                data: points.map((p) => p.rate),
                borderColor: c.primary,
                backgroundColor: c.primary,
                pointRadius: 2,
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
      <table className="sr-only">
        <caption>
          {from} to {to} rate by date
        </caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <th scope="row">{p.date}</th>
              <td>{formatRate(p.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
