/**
 * The suite in the comparison tool's export format (CSV, JSON, PDF through the same ExportMenu): every
 * tab's figures with their sources.
 */
import type { BusinessData, BusinessSide } from '#domain/api/business.ts';
import type { Figure } from '#domain/premium/business/indicators.ts';
import { DIMENSIONS, DIMENSION_LABELS } from '#domain/premium/business/scorecard.ts';
import type { ExportDocument } from '../../compare/export/export-data.ts';
import { pairFigures, suiteExport } from '../shared/suite-export.ts';

export function buildBusinessExport(data: BusinessData, now: Date): ExportDocument {
  const { from, to } = data;
  const { figures, both } = pairFigures(from, to);
  const withYear = (f: (s: BusinessSide) => Figure | null, code: string) =>
    `World Bank ${code}, ${f(from)?.year ?? 'not held'} / ${f(to)?.year ?? 'not held'}`;
  const m = data.scope;
  both(
    'Market Analysis',
    `GDP (${m})`,
    (s) => s.market.gdpBillions?.value,
    'US$ bn',
    withYear((s) => s.market.gdpBillions, 'WDI NY.GDP.MKTP.CD'),
  );
  both(
    'Market Analysis',
    'Real GDP growth, mean',
    (s) => s.market.growth?.value,
    '%',
    'World Bank WDI NY.GDP.MKTP.KD.ZG',
  );
  both(
    'Market Analysis',
    `Population (${m})`,
    (s) => s.market.population?.value,
    'people',
    withYear((s) => s.market.population, 'WDI SP.POP.TOTL / GeoNames'),
  );
  both(
    'Market Analysis',
    'GDP per head',
    (s) => s.market.gdpPerHead?.value,
    'US$',
    withYear((s) => s.market.gdpPerHead, 'WDI NY.GDP.PCAP.CD'),
  );
  both(
    'Market Analysis',
    `Household consumption (${m})`,
    (s) => s.market.consumptionBillions?.value,
    'US$ bn',
    withYear((s) => s.market.consumptionBillions, 'WDI NE.CON.PRVT.CD'),
  );
  both(
    'Talent Acquisition',
    'Average net monthly salary',
    (s) => s.talent.netSalary,
    'currency',
    'cost-of-living model',
  );
  both(
    'Talent Acquisition',
    'Labour force (national)',
    (s) => s.talent.labourForce?.value,
    'people',
    withYear((s) => s.talent.labourForce, 'WDI SL.TLF.TOTL.IN'),
  );
  both(
    'Talent Acquisition',
    'Unemployment (national)',
    (s) => s.talent.unemployment?.value,
    '%',
    withYear((s) => s.talent.unemployment, 'WDI SL.UEM.TOTL.ZS'),
  );
  both(
    'Talent Acquisition',
    'Tertiary enrolment',
    (s) => s.talent.tertiary?.value,
    '%',
    withYear((s) => s.talent.tertiary, 'WDI SE.TER.ENRR'),
  );
  for (const [i, o] of from.talent.occupations.entries()) {
    both(
      'Talent Acquisition',
      `${o.title}: median gross monthly pay (modelled)`,
      (s) => s.talent.occupations[i]?.median,
      'currency',
      `US BLS OEWS May ${o.year} relativities (public domain) × the city's gross pay`,
    );
  }
  for (const line of from.costs.lines) {
    both(
      'Operational Costs',
      line.key,
      (s) => s.costs.lines.find((l) => l.key === line.key)?.amount,
      'currency',
      line.basis,
    );
  }
  both(
    'Operational Costs',
    'of which income tax and employee contributions withheld',
    (s) => s.costs.payroll.withheld,
    'currency',
    'gross − net salaries; employer social contributions not included',
  );
  both(
    'Operational Costs',
    'Total a month',
    (s) => s.costs.total,
    'currency',
    `${from.costs.headcount} staff, ${from.costs.officeSqm} m2`,
  );
  both(
    'Operational Costs',
    'Corporate income tax rate',
    (s) => s.corporateTax?.rate,
    (s) => (s.corporateTax ? `% (${s.corporateTax.year})` : 'not held'),
    [from, to]
      .map((s) => (s.corporateTax ? `${s.country}: ${s.corporateTax.source}` : ''))
      .filter(Boolean)
      .join('; ') || 'not held',
  );
  for (const ind of from.regulatory.indicators) {
    both(
      'Regulatory Landscape',
      ind.code,
      (s) => s.regulatory.indicators.find((i) => i.code === ind.code)?.estimate?.value,
      'estimate',
      'World Bank WGI, CC BY 4.0',
    );
  }
  for (const d of DIMENSIONS) {
    both(
      'Strategic Scorecard',
      `${DIMENSION_LABELS[d]} (weight ${(data.weights[d] * 100).toFixed(0)}%)`,
      (s) => s.scores[d],
      '/100',
      'docs/methods/premium-business.md',
    );
  }
  both('Strategic Scorecard', 'Weighted total', (s) => s.total, '/100', data.recommendation);
  return suiteExport({
    title: `Parity business: ${from.city} and ${to.city}, ${data.industry}, ${data.size}, ${data.scope}`,
    now,
    amount: from.costs.total,
    from,
    to,
    persona: `industry ${data.industry}; size ${data.size}; scope ${data.scope}`,
    answer: data,
    pairRate: to.usdRate / from.usdRate,
    ratioSource: 'not used',
    figures,
  });
}
