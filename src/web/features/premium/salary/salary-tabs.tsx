/**
 * The hub's tabs other than take-home, which is in salary-pay.tsx (issue 14; docs/product.md §2 Premium panels 1: equivalence, negotiation, takehome,
 * industry). Each shows the server's figures with their method and source; nothing is computed here
 * beyond formatting.
 */
import type { SalaryData } from '#domain/api/salary.ts';
import {
  EXPERIENCE_LABELS,
  INDUSTRY_LABELS,
  ROLE_LABELS,
  type SalaryPersona,
} from '#domain/premium/salary/roles.ts';
import { money, percent } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';
import { EstimateNote, PayNotes } from './salary-pay.tsx';

type Equivalence = SalaryData['equivalence']['expat'];

const PERSONA_LABELS: Record<SalaryPersona, string> = {
  expat: 'Expat (earns and is taxed in the destination, pays local rent)',
  nomad: 'Digital nomad (keeps the home salary and home tax, pays local rent)',
};

/** Signed horizontal bars for the rent, basket and tax parts (values in the origin's currency). */
function PartsChart({ e, currency }: { e: Equivalence; currency: string }) {
  const W = 320;
  const ROW = 26;
  const max = Math.max(1, ...e.parts.map((p) => Math.abs(p.amount)));
  const mid = W / 2;
  const scale = (mid - 4) / max;
  const summary = e.parts.map((p) => `${p.label} ${money(p.amount, currency)}`).join(', ');
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${ROW * e.parts.length}`}
        className="h-24 w-full max-w-md"
        role="img"
        aria-label={`Where the difference comes from, per year: ${summary}`}
        data-testid="salary-parts-chart"
      >
        <line x1={mid} x2={mid} y1="0" y2={ROW * e.parts.length} className="stroke-border" />
        {e.parts.map((p, i) => {
          const w = Math.abs(p.amount) * scale;
          return (
            <rect
              key={p.key}
              x={p.amount >= 0 ? mid : mid - w}
              y={i * ROW + 5}
              width={w}
              height={ROW - 10}
              className={p.amount >= 0 ? 'fill-destructive/70' : 'fill-primary/70'}
            />
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Right of the line: the destination needs more; left: it needs less. Rows: rent, basket, tax.
      </figcaption>
    </figure>
  );
}

export function EquivalenceTab(props: {
  data: SalaryData;
  persona: SalaryPersona;
  onPersona: (p: SalaryPersona) => void;
}) {
  const { data, persona } = props;
  const { from, to } = data;
  const e = data.equivalence[persona];
  const fc = from.currency;
  const tc = to.currency;
  return (
    <div className="space-y-4" data-testid="salary-equivalence">
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">I am</legend>
        {(['expat', 'nomad'] as const).map((p) => (
          <label key={p} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="salary-persona"
              value={p}
              className="size-4 accent-primary"
              checked={persona === p}
              onChange={() => props.onPersona(p)}
            />
            {PERSONA_LABELS[p]}
          </label>
        ))}
      </fieldset>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded border border-border p-3">
          <dt className="text-sm text-muted-foreground">
            Gross per year in {to.city} for the same living standard
          </dt>
          <dd className="text-xl font-semibold" data-testid="salary-equivalent-gross">
            {money(e.grossTo, tc)}
          </dd>
          <dd className="text-xs text-muted-foreground">
            {money(e.grossFrom, fc)} at today&apos;s rate
          </dd>
        </div>
        <div className="rounded border border-border p-3">
          <dt className="text-sm text-muted-foreground">Net per month there</dt>
          <dd className="text-xl font-semibold">{money(e.netTo / 12, tc)}</dd>
          <dd className="text-xs text-muted-foreground">
            Home: {money(data.equivalence.home.netMonthly, fc)} net a month from{' '}
            {money(data.input.salaryFrom, fc)} gross
          </dd>
        </div>
      </dl>
      <ScrollRegion label="Where the difference comes from">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-medium">
            Where the difference comes from (per year, {fc})
          </caption>
          <tbody>
            {e.parts.map((p) => (
              <tr key={p.key} className="border-b border-border">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {p.label}
                </th>
                <td className="py-2">{money(p.amount, fc)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-medium">
              <th scope="row" className="py-2 pr-3 text-left">
                Gross difference
              </th>
              <td className="py-2">{money(e.difference, fc)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <PartsChart e={e} currency={fc} />
      <p className="text-xs text-muted-foreground">
        Same living standard: the same share of a one-bedroom flat (rent {money(from.rent, fc)} in{' '}
        {from.city}, {money(to.rent, tc)} in {to.city} a month) and the rest of the Lifestyle
        suite&apos;s balanced basket, which costs {(data.equivalence.basketRatio * 100).toFixed(0)}%
        of {from.city}&apos;s in {to.city}. Tax:{' '}
        <EstimateNote pay={e.netPay} where={e.taxedIn === 'to' ? to.country : from.country} />
      </p>
      <PayNotes pay={e.netPay} />
    </div>
  );
}

export function NegotiationTab({ data }: { data: SalaryData }) {
  const n = data.negotiation;
  const row = (label: string, r: SalaryData['negotiation']['from'], city: string) => (
    <tr className="border-b border-border">
      <th scope="row" className="py-2 pr-3 text-left font-normal">
        {label} ({city})
      </th>
      <td className="py-2 pr-3">{money(r.low, r.currency)}</td>
      <td className="py-2 pr-3 font-medium">{money(r.typical, r.currency)}</td>
      <td className="py-2">{money(r.high, r.currency)}</td>
    </tr>
  );
  return (
    <div className="space-y-4" data-testid="salary-negotiation">
      <p className="text-sm">
        {ROLE_LABELS[data.input.role]}, {EXPERIENCE_LABELS[data.input.experience]},{' '}
        {INDUSTRY_LABELS[data.input.industry]}: gross per year.
      </p>
      <ScrollRegion label="Negotiation range">
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">Negotiation range, gross per year</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Where
              </th>
              <th scope="col" className="py-2 pr-3">
                Low
              </th>
              <th scope="col" className="py-2 pr-3">
                Typical
              </th>
              <th scope="col" className="py-2">
                High
              </th>
            </tr>
          </thead>
          <tbody>
            {row('Destination', n.to, data.to.city)}
            {row('Home', n.from, data.from.city)}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-muted-foreground">
        Occupation: {n.occupation} (SOC {n.soc}, ISCO-08 {n.isco08}); percentiles {n.band.low},{' '}
        {n.band.typical} and {n.extrapolatedHigh ? 'an extrapolation above p90' : n.band.high} of
        its US wage distribution ({data.sources.earnings.publisher}, OEWS May {n.year}), as
        multiples of the US all-occupations mean
        {n.industryFactor === null
          ? ''
          : `, times ${n.industryFactor.toFixed(2)} for the ${INDUSTRY_LABELS[data.input.industry].toLowerCase()} sector`}
        , times each city&apos;s average gross wage ({money(n.to.cityAverage, n.to.currency)} and{' '}
        {money(n.from.cityAverage, n.from.currency)} a year).{' '}
        <strong>Modelled from US relativities</strong>, set to the country&apos;s own gap between
        occupation groups where ILOSTAT has one; not a local survey of this occupation.{' '}
        <span data-testid="salary-borrowed-structure">{borrowedStructure(data, 'occupation')}</span>
        {n.topCoded.length > 0 &&
          ` BLS top-codes ${n.topCoded.join(', ')} (at or above 239,200 US dollars a year): that end is a floor.`}
      </p>
    </div>
  );
}

/**
 * Which country's pay structure each city uses, said plainly: US cities their own (BLS OEWS); for
 * occupations, a country with an ILOSTAT table its own gap between the occupation's major group and
 * the average (issue 31); any other country borrows the US structure, and the text names it.
 */
function borrowedStructure(data: SalaryData, what: 'occupation' | 'industry'): string {
  const ranges = what === 'occupation' ? [data.negotiation.from, data.negotiation.to] : [];
  const own = new Map<string, string>();
  const borrowed = new Set<string>();
  [data.from, data.to].forEach((s, i) => {
    if (s.countryCode === 'US') return;
    const st = ranges[i]?.structure;
    if (st?.basis === 'country' && st.countryRatio !== null && st.usRatio !== null) {
      own.set(
        s.country,
        `${s.country} uses its own occupation pay structure: ${st.groupLabel.toLowerCase()} earn ${st.countryRatio.toFixed(2)} times the average there against ${st.usRatio.toFixed(2)} in the United States (ILOSTAT, ${st.survey}, ${st.year}); the occupation's place within that group is the US one.`,
      );
    } else borrowed.add(s.country);
  });
  const names = [...borrowed].filter((n) => !own.has(n));
  const said = [...own.values()];
  if (names.length) {
    const many = names.length > 1;
    said.push(
      `${names.join(' and ')} ${many ? 'have' : 'has'} no ${what} pay table here: the United States' ${what} pay structure is borrowed and applied to ${many ? 'their' : 'its'} average wage.`,
    );
  }
  return said.length
    ? said.join(' ')
    : `Both cities are in the United States: its own ${what} pay structure.`;
}

export function IndustryTab({ data }: { data: SalaryData }) {
  const { from, to, industry } = data;
  // Both cities use the same US multiple per industry, so every row differs by the same percentage:
  // it is said once, and each row shows only the industry's own figures.
  const common = industry.rows[0]?.adjustedDifference ?? null;
  return (
    <div className="space-y-4" data-testid="salary-industry">
      <p className="text-sm">
        Average gross earnings per year by economic activity (ISIC Rev.4 sections). {to.city}&apos;s
        cost of living is {(industry.colRatio * 100).toFixed(0)}% of {from.city}&apos;s; the last
        column is {to.city}&apos;s figure in {from.currency} after that difference.
      </p>
      {common !== null && (
        <p className="text-sm" data-testid="salary-industry-common">
          After the cost-of-living difference, {to.city}&apos;s pay is {percent(common)} against{' '}
          {from.city}&apos;s in every industry: the gap between industries is the borrowed US one in
          both cities, so only the two cities&apos; wage levels differ.{' '}
          {borrowedStructure(data, 'industry')}
        </p>
      )}
      <ScrollRegion label="Earnings by industry">
        <table className="w-full min-w-[34rem] text-sm">
          <caption className="sr-only">Average gross earnings per year by industry</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Industry
              </th>
              <th scope="col" className="py-2 pr-3">
                {from.city}
              </th>
              <th scope="col" className="py-2 pr-3">
                {to.city}
              </th>
              <th scope="col" className="py-2">
                {to.city}, cost-of-living adjusted ({from.currency})
              </th>
            </tr>
          </thead>
          <tbody>
            {industry.rows.map((r) => (
              <tr
                key={r.section}
                className={`border-b border-border ${r.section === industry.selected ? 'bg-muted font-medium' : ''}`}
                aria-current={r.section === industry.selected ? 'true' : undefined}
              >
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {r.section}. {r.label}
                </th>
                <td className="py-2 pr-3">{money(r.from, from.currency)}</td>
                <td className="py-2 pr-3">{money(r.to, to.currency)}</td>
                <td className="py-2">{money(r.toAdjusted, from.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-muted-foreground">
        Each section&apos;s US mean over the US all-industries mean (
        {data.sources.earnings.publisher}, OEWS May {data.sources.earnings.year}, sectors read as
        ISIC sections), times each city&apos;s average gross wage.{' '}
        <strong>Modelled from US relativities</strong>: the pattern between industries is the US
        one.
      </p>
    </div>
  );
}
