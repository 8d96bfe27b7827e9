/**
 * The analyzer's five tabs (issue 15): every figure from POST /api/premium/investment, each with its
 * series and years; what is missing says so.
 */
import type { InvestmentData, InvestmentSide } from '#domain/api/investment.ts';
import { money } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';
import { TwoCityTable } from '../shared/two-city-table.tsx';

const pct = (v: number | null | undefined, digits = 1) =>
  v === null || v === undefined ? 'N/A' : `${v.toFixed(digits)}%`;

export function RealEstateTab({ data }: { data: InvestmentData }) {
  const m = (v: number, s: InvestmentSide) => money(v, s.currency);
  return (
    <div className="space-y-3" data-testid="investment-real-estate">
      <TwoCityTable
        label="Real estate figures"
        from={data.from}
        to={data.to}
        rows={[
          ['Price per m², city centre', (s) => m(s.realEstate.centre.pricePerSqm, s)],
          ['Price per m², outside centre', (s) => m(s.realEstate.outside.pricePerSqm, s)],
          ['Gross rental yield, centre', (s) => pct(s.realEstate.centre.grossYield)],
          ['Gross rental yield, outside', (s) => pct(s.realEstate.outside.grossYield)],
          ['Price growth (house-price index)', () => 'Not available'],
          [`Amount invested`, (s) => m(s.realEstate.scenario.amount, s)],
          [
            'It buys (centre / outside)',
            (s) =>
              `${s.realEstate.scenario.sqmCentre.toFixed(0)} m² / ${s.realEstate.scenario.sqmOutside.toFixed(0)} m²`,
          ],
          [
            `Gross rent over ${data.horizon} years (${'higher-yield location'})`,
            (s) =>
              `${m(s.realEstate.scenario.rentOverHorizon, s)} (${s.realEstate.scenario.location})`,
          ],
          ['Property value at the end', (s) => m(s.realEstate.scenario.valueAtEnd, s)],
          ['Annualised gross return', (s) => pct(s.realEstate.scenario.annualisedReturn)],
          ['Assumed price and rent growth a year', (s) => pct(s.realEstate.scenario.growth)],
        ]}
      />
      <p className="text-xs text-muted-foreground">
        Yield: a year&apos;s rent of a 1-bedroom (taken as 50 m²) and a 3-bedroom (100 m²) apartment
        over its purchase price, averaged; gross, before vacancy, upkeep, fees and taxes. Prices and
        rents: {data.sources.prices}. {data.to.realEstate.priceGrowthNote}
      </p>
      {data.amountBasis === 'origin-flat' && (
        <p className="text-sm" data-testid="investment-amount-basis">
          No amount entered: the amount is what a 50 m² flat outside the centre of {data.from.city}{' '}
          costs ({m(data.amount, data.from)}).
        </p>
      )}
    </div>
  );
}

export function StocksTab({ data }: { data: InvestmentData }) {
  return (
    <div className="space-y-3" data-testid="investment-stocks">
      <TwoCityTable
        label="Stock market figures"
        from={data.from}
        to={data.to}
        rows={[
          [
            'Years used',
            (s) =>
              s.stocks.stats ? `${s.stocks.stats.span.first}–${s.stocks.stats.span.last}` : 'None',
          ],
          ['Mean annual return (geometric)', (s) => pct(s.stocks.stats?.meanReturn)],
          ['Volatility (a year)', (s) => pct(s.stocks.stats?.volatility)],
          [
            'Best year',
            (s) =>
              s.stocks.stats
                ? `${pct(s.stocks.stats.best.value)} (${s.stocks.stats.best.year})`
                : 'N/A',
          ],
          [
            'Worst year',
            (s) =>
              s.stocks.stats
                ? `${pct(s.stocks.stats.worst.value)} (${s.stocks.stats.worst.year})`
                : 'N/A',
          ],
          [
            `After ${data.horizon} years: 5% chance below`,
            (s) => (s.stocks.scenario ? money(s.stocks.scenario.low, s.currency) : 'N/A'),
          ],
          [
            'Middle outcome',
            (s) => (s.stocks.scenario ? money(s.stocks.scenario.median, s.currency) : 'N/A'),
          ],
          [
            '5% chance above',
            (s) => (s.stocks.scenario ? money(s.stocks.scenario.high, s.currency) : 'N/A'),
          ],
        ]}
      />
      {[data.from, data.to].map((s) =>
        s.stocks.missing ? (
          <p key={s.cityId} className="text-sm">
            {s.country}: {s.stocks.missing}
          </p>
        ) : null,
      )}
      <p className="text-xs text-muted-foreground">
        Series: World Bank WDI CM.MKT.INDX.ZG, S&amp;P Global Equity Indices annual change in US
        dollars, without dividends (CC BY 4.0). The range is what the amount would become if each
        future year were drawn like the years used; currency moves are in the Currency Risk tab.
      </p>
    </div>
  );
}

export function BondsTab({ data }: { data: InvestmentData }) {
  return (
    <div className="space-y-3" data-testid="investment-bonds">
      <TwoCityTable
        label="Bond and inflation figures"
        from={data.from}
        to={data.to}
        rows={[
          [
            '10-year government bond yield',
            (s) =>
              s.bonds.yield
                ? `${pct(s.bonds.yield.value, 2)} (${s.bonds.yield.year})`
                : 'Not available',
          ],
          [
            'Mean inflation a year',
            (s) =>
              s.bonds.inflation
                ? `${pct(s.bonds.inflation.rate)} (${s.bonds.inflation.span.first}–${s.bonds.inflation.span.last})`
                : 'N/A',
          ],
          [
            `Bond held ${data.horizon} years`,
            (s) =>
              s.bonds.nominalAtEnd === null ? 'N/A' : money(s.bonds.nominalAtEnd, s.currency),
          ],
          [
            'The same in today’s prices',
            (s) => (s.bonds.realAtEnd === null ? 'N/A' : money(s.bonds.realAtEnd, s.currency)),
          ],
          [
            'Cash earning nothing, in today’s prices',
            (s) =>
              s.bonds.cashRealAtEnd === null ? 'N/A' : money(s.bonds.cashRealAtEnd, s.currency),
          ],
        ]}
      />
      {[data.from, data.to].map((s) =>
        s.bonds.missing ? (
          <p key={s.cityId} className="text-sm">
            {s.country}: {s.bonds.missing}
          </p>
        ) : null,
      )}
      <p className="text-xs text-muted-foreground">
        Yields: Federal Reserve H.15 10-year Treasury (public domain) and OECD Main Economic
        Indicators long-term rates (CC BY 4.0; for the US the same H.15 yield, to 2025); each with
        its year. Inflation: World Bank WDI FP.CPI.TOTL.ZG (CC BY 4.0). Deposit and lending rates
        are left out: no recent open copy was found.
      </p>
    </div>
  );
}

export function CurrencyTab({ data }: { data: InvestmentData }) {
  const c = data.currencyRisk;
  const rows: Array<[string, string, string]> = [];
  for (const [label, m] of [
    ['Official annual rates', c.annual],
    [`Stored daily rates (last ${c.dailyWindowDays} days)`, c.daily],
  ] as const) {
    rows.push([
      label,
      m ? `${m.first} to ${m.last}, ${m.count} points` : 'Not enough data',
      m
        ? `change ${pct(m.change)}, volatility ${pct(m.volatility)}, worst fall ${pct(m.worstDrawdown)}`
        : '',
    ]);
  }
  return (
    <div className="space-y-3" data-testid="investment-currency">
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {c.words.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <ScrollRegion label="Currency risk figures">
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">
            The {c.destination} against the {c.home}
          </caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3">
                Series
              </th>
              <th scope="col" className="py-2 pr-3">
                Span
              </th>
              <th scope="col" className="py-2">
                {c.destination} in {c.home}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([a, b, d]) => (
              <tr key={a} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {a}
                </th>
                <td className="py-2 pr-3">{b}</td>
                <td className="py-2">{d}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-muted-foreground">
        Annual rates: World Bank WDI PA.NUS.FCRF, both currencies per US dollar (CC BY 4.0). Daily
        rates: Parity&apos;s stored rate history. Inflation: WDI FP.CPI.TOTL.ZG.
      </p>
    </div>
  );
}

const LABELS = {
  homeStocks: 'Home stocks',
  destStocks: 'Destination stocks',
  destRealEstate: 'Destination real estate',
  homeBonds: 'Home bonds or cash',
} as const;

/** The outcome range over the years: a band from the 5th to the 95th percentile and the middle. */
export function OutcomeChart({ data }: { data: InvestmentData }) {
  const path = data.portfolio.path;
  const W = 320;
  const H = 160;
  const max = Math.max(...path.map((p) => p.high));
  const min = Math.min(...path.map((p) => p.low));
  const x = (i: number) => (path.length < 2 ? 0 : (i / (path.length - 1)) * W);
  const y = (v: number) => H - ((v - min) / (max - min || 1)) * H;
  const line = (k: 'low' | 'median' | 'high') =>
    path.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p[k]).toFixed(1)}`).join(' ');
  const band = `${line('high')} ${[...path]
    .map((p, i) => ({ p, i }))
    .reverse()
    .map(({ p, i }) => `L${x(i).toFixed(1)},${y(p.low).toFixed(1)}`)
    .join(' ')} Z`;
  const last = path[path.length - 1]!;
  return (
    <figure>
      <svg
        viewBox={`-4 -4 ${W + 8} ${H + 8}`}
        className="h-44 w-full max-w-xl"
        role="img"
        aria-label={`Outcome range over ${data.horizon} years: from ${money(last.low, data.currency)} to ${money(last.high, data.currency)}, middle ${money(last.median, data.currency)}`}
        data-testid="portfolio-chart"
      >
        <path d={band} className="fill-primary/20" />
        <path d={line('median')} fill="none" strokeWidth="2" className="stroke-primary" />
        <line
          x1="0"
          x2={W}
          y1={y(data.amount)}
          y2={y(data.amount)}
          className="stroke-muted-foreground"
          strokeDasharray="4 3"
        />
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Shaded: 90% of outcomes; line: the middle outcome; dashed: the amount invested. Years 0 to{' '}
        {data.horizon}.
      </figcaption>
    </figure>
  );
}

export function PortfolioTab({ data }: { data: InvestmentData }) {
  const p = data.portfolio;
  const cur = data.currency;
  return (
    <div className="space-y-3" data-testid="investment-portfolio">
      <p role="note" className="rounded border border-border bg-muted p-3 text-sm font-medium">
        {p.disclaimer}
      </p>
      <ScrollRegion label="Portfolio allocation">
        <table className="w-full min-w-[30rem] text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3">
                Part
              </th>
              <th scope="col" className="py-2 pr-3">
                Share
              </th>
              <th scope="col" className="py-2 pr-3">
                Amount ({cur})
              </th>
              <th scope="col" className="py-2 pr-3">
                Expected a year
              </th>
              <th scope="col" className="py-2">
                Basis
              </th>
            </tr>
          </thead>
          <tbody>
            {p.components.map((c) => (
              <tr key={c.key} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {LABELS[c.key]}
                </th>
                <td className="py-2 pr-3 tabular-nums">{c.share.toFixed(0)}%</td>
                <td className="py-2 pr-3 tabular-nums">{money(c.amount, cur)}</td>
                <td className="py-2 pr-3 tabular-nums">{pct(c.expectedReturn)}</td>
                <td className="py-2 text-xs">{c.basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm">
        Expected return {pct(p.expectedReturn)} a year, volatility {pct(p.volatility)}. After{' '}
        {data.horizon} years: {money(p.outcome.low, cur)} to {money(p.outcome.high, cur)} (middle{' '}
        {money(p.outcome.median, cur)}).
      </p>
      <OutcomeChart data={data} />
    </div>
  );
}
