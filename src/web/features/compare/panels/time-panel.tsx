/** Time value comparison table (docs/product.md §2; work time = price / hourly wage, §9). */
import { MESSAGES } from '#domain/compare/constants.ts';
import { FigureSource } from '../figure-source.tsx';
import { EmptyState, PanelFrame, type PanelProps } from '../panel-frame.tsx';
import { panelError, WORDING } from '../panel-errors.ts';

export function TimePanel({ data, state, seen }: PanelProps) {
  const cities = { from: state.fromCity.name, to: state.toCity.name };
  return (
    <PanelFrame
      label="time value"
      seen={seen}
      loading={data.loading.rates || data.loading.market}
      error={panelError(data, WORDING.time, cities)}
    >
      {() => {
        const c = data.comparison;
        if (!c || c.timeValue.length === 0) return <EmptyState message={MESSAGES.noData} />;
        const { money } = data;
        return (
          <div className="space-y-3" data-testid="time-result">
            <p className="text-sm">
              Hourly wage:{' '}
              {c.from.hourly === null ? 'N/A' : money(c.from.hourly, state.fromCurrency)} in{' '}
              {cities.from}
              {c.from.wage.isFallback && ' (estimated: no wage data)'};{' '}
              {c.to.hourly === null ? 'N/A' : money(c.to.hourly, state.toCurrency)} in {cities.to}
              {c.to.wage.isFallback && ' (estimated: no wage data)'}.
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-sm sm:min-w-[32rem]">
                <caption className="sr-only">Work time needed for everyday items</caption>
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className="py-2 pr-3">
                      Item
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {cities.from}
                    </th>
                    <th scope="col" className="py-2">
                      {cities.to}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {c.timeValue.map((r) => (
                    <tr key={r.name} className="border-b border-border align-top">
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        {r.name}
                        <FigureSource
                          items={[r.from?.item ?? null, r.to?.item ?? null]}
                          money={money}
                        />
                      </th>
                      <td className="py-2 pr-3">
                        {r.from
                          ? `${r.from.text} (${money(r.from.price, state.fromCurrency)})`
                          : 'N/A'}
                      </td>
                      <td className="py-2">
                        {r.to ? `${r.to.text} (${money(r.to.price, state.toCurrency)})` : 'N/A'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      }}
    </PanelFrame>
  );
}
