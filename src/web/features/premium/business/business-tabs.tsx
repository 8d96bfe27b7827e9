/**
 * The suite's five tabs (issue 15): every figure from POST /api/premium/business, each with its
 * indicator and year; what is modelled or assumed says so; what is missing says "Not held".
 */
import type { BusinessData, BusinessSide } from '#domain/api/business.ts';
import type { Figure } from '#domain/premium/business/indicators.ts';
import { SIZE_BANDS } from '#domain/premium/business/options.ts';
import { DIMENSIONS, DIMENSION_LABELS } from '#domain/premium/business/scorecard.ts';
import { money } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';
import { TwoCityTable } from '../shared/two-city-table.tsx';
import { MethodLink } from '../../methods/method-link.tsx';

const NOT_HELD = 'Not held';
const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A figure with its year: "12.3 (2023)". */
const fig = (f: Figure | null, show: (v: number) => string) =>
  f ? `${show(f.value)} (${f.year})` : NOT_HELD;
const billions = (f: Figure | null) => fig(f, (v) => `US$${v.toFixed(1)} bn`);
const pct = (f: Figure | null) => fig(f, (v) => `${v.toFixed(1)}%`);

export function MarketTab({ data }: { data: BusinessData }) {
  const notes = [...data.from.market.notes, ...data.to.market.notes];
  return (
    <div className="space-y-3" data-testid="business-market">
      <TwoCityTable
        label="Market figures"
        from={data.from}
        to={data.to}
        rows={[
          ['Area', (s) => s.market.area],
          ['GDP', (s) => billions(s.market.gdpBillions)],
          [
            'Real GDP growth (mean a year)',
            (s) =>
              s.market.growth
                ? `${s.market.growth.value.toFixed(1)}% (${s.market.growth.first}–${s.market.growth.last})`
                : NOT_HELD,
          ],
          ['Population', (s) => fig(s.market.population, (v) => num.format(v))],
          ['GDP per head', (s) => fig(s.market.gdpPerHead, (v) => `US$${num.format(v)}`)],
          ['Household consumption', (s) => billions(s.market.consumptionBillions)],
        ]}
      />
      {notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {[...new Set(notes)].map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        World Bank WDI: NY.GDP.MKTP.CD, NY.GDP.MKTP.KD.ZG, SP.POP.TOTL, NY.GDP.PCAP.CD,
        NE.CON.PRVT.CD (CC BY 4.0); the year of each figure is shown beside it. Regional scope: the
        World Bank region aggregate; international: the World aggregate.
      </p>
    </div>
  );
}

/** A national figure with the country it covers: "41,000,000 (2024), Thailand (national)". */
const national = (s: BusinessSide, text: string) =>
  text === NOT_HELD ? text : `${text}, ${s.talent.area}`;

export function TalentTab({ data }: { data: BusinessData }) {
  return (
    <div className="space-y-3" data-testid="business-talent">
      <TwoCityTable
        label="Talent figures"
        from={data.from}
        to={data.to}
        rows={[
          ['Average net monthly salary', (s) => money(s.talent.netSalary, s.currency)],
          ['Labour force (national)', (s) => national(s, fig(s.talent.labourForce, num.format))],
          ['Unemployment rate (national)', (s) => national(s, pct(s.talent.unemployment))],
          ['Tertiary enrolment, gross % (national)', (s) => national(s, pct(s.talent.tertiary))],
        ]}
      />
      {data.from.talent.occupations.length > 0 && (
        <TwoCityTable
          label={`Typical occupations in ${data.industry}: gross monthly pay, median (lower–upper quartile)`}
          from={data.from}
          to={data.to}
          rows={data.from.talent.occupations.map((o, i): [string, (s: BusinessSide) => string] => [
            o.title,
            (s) => {
              const p = s.talent.occupations[i];
              if (!p || p.median === null) return NOT_HELD;
              const range =
                p.p25 !== null && p.p75 !== null
                  ? ` (${money(p.p25, s.currency)}–${money(p.p75, s.currency)})`
                  : '';
              return `${money(p.median, s.currency)}${range}`;
            },
          ])}
        />
      )}
      <p className="text-sm">
        Occupation pay is <strong>modelled</strong>: each occupation&apos;s median and quartiles as
        multiples of the all-occupations mean in the US Bureau of Labor Statistics&apos; OEWS tables
        (May {data.from.talent.occupations[0]?.year ?? 2023}, public domain), times the gross pay of
        the city&apos;s average net salary.{' '}
        <span data-testid="business-occupation-structure">
          {[data.from, data.to]
            .map((s) => {
              const basis = s.talent.occupations[0]?.structure;
              return basis === 'country'
                ? `${s.country}: the gap between occupation groups is its own (ILOSTAT, ISCO-08 major groups); within a group the US one.`
                : basis === 'us'
                  ? `${s.country}: its own BLS OEWS table.`
                  : `${s.country}: no occupation pay table here; the United States' structure is borrowed.`;
            })
            .filter((t, i, all) => all.indexOf(t) === i)
            .join(' ')}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">
        Salary: Parity&apos;s cost-of-living model (avg_monthly_net_salary,{' '}
        {data.from.provenance.avg_monthly_net_salary?.year} /{' '}
        {data.to.provenance.avg_monthly_net_salary?.year}). Labour force SL.TLF.TOTL.IN,
        unemployment SL.UEM.TOTL.ZS (ILO modelled), tertiary enrolment SE.TER.ENRR: World Bank WDI,
        CC BY 4.0.
      </p>
    </div>
  );
}

/** The statutory rate with its tax year, or "Not held". */
function corporateTax(s: BusinessSide): string {
  return s.corporateTax ? `${s.corporateTax.rate}% (${s.corporateTax.year})` : NOT_HELD;
}

/** Where each side's corporate tax rate comes from. */
function CorporateTaxSources({ data }: { data: BusinessData }) {
  const held = [data.from, data.to].filter((s) => s.corporateTax);
  if (held.length === 0) return null;
  return (
    <p className="text-xs text-muted-foreground">
      Corporate income tax: the standard statutory rate of the central government (local taxes and
      surcharges not included).{' '}
      {held.map((s) => (
        <span key={s.cityId}>
          {s.country}:{' '}
          <a href={s.corporateTax!.source} className="underline" rel="noreferrer" target="_blank">
            {new URL(s.corporateTax!.source).hostname}
          </a>
          {s.corporateTax!.rule ? ` (${s.corporateTax!.rule})` : ''}.{' '}
        </span>
      ))}
    </p>
  );
}

const LINE_LABELS = {
  salaries: 'Salaries (gross)',
  premises: 'Premises',
  utilities: 'Utilities',
  internet: 'Internet',
} as const;

export function CostsTab({ data }: { data: BusinessData }) {
  const line = (s: BusinessSide, key: keyof typeof LINE_LABELS) =>
    s.costs.lines.find((l) => l.key === key)!;
  return (
    <div className="space-y-3" data-testid="business-costs">
      <p className="text-sm">
        A {SIZE_BANDS[data.size].label.toLowerCase()} company, modelled as{' '}
        {data.from.costs.headcount} staff and {data.from.costs.officeSqm} m² of office, per month.
      </p>
      <TwoCityTable
        label="Monthly operating costs"
        from={data.from}
        to={data.to}
        rows={[
          ...(Object.keys(LINE_LABELS) as Array<keyof typeof LINE_LABELS>).map(
            (key) =>
              [LINE_LABELS[key], (s: BusinessSide) => money(line(s, key).amount, s.currency)] as [
                string,
                (s: BusinessSide) => string,
              ],
          ),
          [
            'of which income tax and employee contributions withheld',
            (s) =>
              `${money(s.costs.payroll.withheld, s.currency)} (${(s.costs.payroll.withheldShare * 100).toFixed(0)}%, ${
                s.costs.payroll.method === 'rules'
                  ? `rules, tax year ${s.costs.payroll.taxYear}`
                  : 'estimate'
              })`,
          ],
          ['Employer social contributions', () => 'Not included (no open table held)'],
          ['Total a month', (s) => money(s.costs.total, s.currency)],
          ['Per employee', (s) => money(s.costs.perEmployee, s.currency)],
          ['In US$', (s) => money(s.costs.totalUsd, 'USD')],
          ['Office rent per m² (modelled)', (s) => money(s.costs.rentPerSqm, s.currency)],
          ['Corporate income tax rate', corporateTax],
        ]}
      />
      <CorporateTaxSources data={data} />
      <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
        {data.from.costs.lines.map((l, i) => {
          const other = data.to.costs.lines[i];
          // Each city's basis where they differ (tax rules and their caveats are the country's).
          return other && other.basis !== l.basis ? (
            <li key={l.key}>
              {LINE_LABELS[l.key]}: {data.from.city}: {l.basis}. {data.to.city}: {other.basis}.
            </li>
          ) : (
            <li key={l.key}>
              {LINE_LABELS[l.key]}: {l.basis}.
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const WGI_LABELS: Record<string, string> = {
  'GE.EST': 'Government effectiveness',
  'RQ.EST': 'Regulatory quality',
  'RL.EST': 'Rule of law',
  'CC.EST': 'Control of corruption',
};

export function RegulatoryTab({ data }: { data: BusinessData }) {
  const at = (s: BusinessSide, code: string) =>
    s.regulatory.indicators.find((i) => i.code === code);
  return (
    <div className="space-y-3" data-testid="business-regulatory">
      <TwoCityTable
        label="Governance figures"
        from={data.from}
        to={data.to}
        rows={[
          ...Object.keys(WGI_LABELS).map(
            (code) =>
              [
                WGI_LABELS[code]!,
                (s: BusinessSide) => {
                  const i = at(s, code);
                  return i?.estimate
                    ? `${i.estimate.value.toFixed(2)} (${i.estimate.year}) · ${i.score!.toFixed(0)}/100`
                    : NOT_HELD;
                },
              ] as [string, (s: BusinessSide) => string],
          ),
          [
            'Governance score',
            (s) =>
              s.regulatory.score === null ? NOT_HELD : `${s.regulatory.score.toFixed(0)}/100`,
          ],
          ['Corporate income tax rate', corporateTax],
        ]}
      />
      <p className="text-xs text-muted-foreground">
        World Bank Worldwide Governance Indicators (estimates from about −2.5 to 2.5, shown as
        0–100), CC BY 4.0. No open table of employer contribution rates was found.
      </p>
      <CorporateTaxSources data={data} />
    </div>
  );
}

/** Both cities' dimension scores as paired bars, 0–100. */
export function ScoreChart({ data }: { data: BusinessData }) {
  const W = 320;
  const row = 28;
  const label = 96;
  const H = DIMENSIONS.length * row;
  const bar = (v: number) => ((W - label) * v) / 100;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-56 w-full max-w-xl"
        role="img"
        aria-label={`Scores: ${DIMENSIONS.map((d) => `${DIMENSION_LABELS[d]} ${data.from.city} ${data.from.scores[d].toFixed(0)}, ${data.to.city} ${data.to.scores[d].toFixed(0)}`).join('; ')}`}
        data-testid="business-chart"
      >
        {DIMENSIONS.map((d, i) => (
          <g key={d} transform={`translate(0 ${i * row})`}>
            <text x="0" y="15" className="fill-foreground text-[10px]">
              {DIMENSION_LABELS[d]}
            </text>
            <rect
              x={label}
              y="3"
              height="10"
              width={bar(data.from.scores[d])}
              className="fill-primary"
            />
            <rect
              x={label}
              y="14"
              height="10"
              width={bar(data.to.scores[d])}
              className="fill-muted-foreground"
            />
          </g>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Dark bars: {data.from.city}; grey bars: {data.to.city}. Scores 0–100.
      </figcaption>
    </figure>
  );
}

export function ScorecardTab({ data }: { data: BusinessData }) {
  return (
    <div className="space-y-3" data-testid="business-scorecard">
      <p role="note" className="rounded border border-border bg-muted p-3 text-sm font-medium">
        {data.recommendation}
      </p>
      <ScrollRegion label="Scorecard">
        <table className="w-full min-w-[28rem] text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3">
                Dimension
              </th>
              <th scope="col" className="py-2 pr-3">
                Weight
              </th>
              <th scope="col" className="py-2 pr-3">
                {data.from.city}
              </th>
              <th scope="col" className="py-2">
                {data.to.city}
              </th>
            </tr>
          </thead>
          <tbody>
            {DIMENSIONS.map((d) => (
              <tr key={d} className="border-b">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {DIMENSION_LABELS[d]}
                </th>
                <td className="py-2 pr-3 tabular-nums">{(data.weights[d] * 100).toFixed(0)}%</td>
                <td className="py-2 pr-3 tabular-nums">{data.from.scores[d].toFixed(0)}</td>
                <td className="py-2 tabular-nums">{data.to.scores[d].toFixed(0)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 pr-3 text-left font-semibold">
                Weighted total
              </th>
              <td className="py-2 pr-3">100%</td>
              <td className="py-2 pr-3 font-semibold tabular-nums">{data.from.total.toFixed(0)}</td>
              <td className="py-2 font-semibold tabular-nums">{data.to.total.toFixed(0)}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <ScoreChart data={data} />
      <p className="text-xs text-muted-foreground">
        Weights follow the industry ({data.industry}), size ({data.size}) and scope ({data.scope}).
        A dimension without a figure scores 50. Method: <MethodLink slug="premium-business" />.
      </p>
    </div>
  );
}
