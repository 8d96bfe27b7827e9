/**
 * The analyzer in the comparison tool's export format (CSV, JSON, PDF through the same ExportMenu):
 * every tab's figures with their sources.
 */
import type { InvestmentData } from '#domain/api/investment.ts';
import type { ExportDocument } from '../../compare/export/export-data.ts';
import { pairFigures, r2, suiteExport } from '../shared/suite-export.ts';

export function buildInvestmentExport(data: InvestmentData, now: Date): ExportDocument {
  const { from, to } = data;
  const fc = from.currency;
  const tc = to.currency;
  const { figures, both } = pairFigures(from, to);
  const prices = 'cost-of-living model (buy_sqm_*, rent_*br_*)';
  both(
    'Real Estate',
    'Price per m2, centre',
    (s) => s.realEstate.centre.pricePerSqm,
    'currency',
    prices,
  );
  both(
    'Real Estate',
    'Price per m2, outside',
    (s) => s.realEstate.outside.pricePerSqm,
    'currency',
    prices,
  );
  both(
    'Real Estate',
    'Gross yield, centre',
    (s) => s.realEstate.centre.grossYield,
    '%',
    '1br 50 m2, 3br 100 m2',
  );
  both(
    'Real Estate',
    'Gross yield, outside',
    (s) => s.realEstate.outside.grossYield,
    '%',
    '1br 50 m2, 3br 100 m2',
  );
  both(
    'Real Estate',
    `Gross rent over ${data.horizon} years`,
    (s) => s.realEstate.scenario.rentOverHorizon,
    'currency',
    'growth = mean inflation',
  );
  both(
    'Real Estate',
    'Value at the end',
    (s) => s.realEstate.scenario.valueAtEnd,
    'currency',
    'growth = mean inflation',
  );
  const wdi = 'World Bank WDI CM.MKT.INDX.ZG';
  both('Stocks', 'Mean annual return', (s) => s.stocks.stats?.meanReturn, '%', wdi);
  both('Stocks', 'Volatility', (s) => s.stocks.stats?.volatility, '%', wdi);
  both(
    'Stocks',
    `After ${data.horizon} years, 5th percentile`,
    (s) => s.stocks.scenario?.low,
    'currency',
    wdi,
  );
  both(
    'Stocks',
    `After ${data.horizon} years, median`,
    (s) => s.stocks.scenario?.median,
    'currency',
    wdi,
  );
  both(
    'Stocks',
    `After ${data.horizon} years, 95th percentile`,
    (s) => s.stocks.scenario?.high,
    'currency',
    wdi,
  );
  both(
    'Bonds',
    '10-year government yield',
    (s) => s.bonds.yield?.value,
    '%',
    'Federal Reserve H.15 (US only)',
  );
  both(
    'Bonds',
    'Mean inflation',
    (s) => s.bonds.inflation?.rate,
    '%',
    'World Bank WDI FP.CPI.TOTL.ZG',
  );
  both(
    'Bonds',
    `Bond after ${data.horizon} years, today's prices`,
    (s) => s.bonds.realAtEnd,
    'currency',
    'yield held, deflated',
  );
  const c = data.currencyRisk;
  for (const [label, m] of [
    ['annual official rates', c.annual],
    ['stored daily rates', c.daily],
  ] as const) {
    figures.push({
      section: 'Currency Risk',
      label: `${tc} in ${fc}, ${label}: change / volatility / worst fall`,
      fromValue: m ? `${r2(m.change)} / ${r2(m.volatility)} / ${r2(m.worstDrawdown)}` : null,
      toValue: m ? `${m.first} to ${m.last}` : null,
      fromUnit: '%',
      toUnit: '',
      source:
        label === 'annual official rates' ? 'World Bank WDI PA.NUS.FCRF' : 'Parity rate history',
    });
  }
  for (const w of c.words) {
    figures.push({
      section: 'Currency Risk',
      label: w,
      fromValue: null,
      toValue: null,
      fromUnit: '',
      toUnit: '',
      source: '',
    });
  }
  for (const comp of data.portfolio.components) {
    figures.push({
      section: 'Portfolio Builder (illustration, not advice)',
      label: `${comp.key} ${comp.share.toFixed(0)}%`,
      fromValue: r2(comp.amount),
      toValue: r2(comp.expectedReturn),
      fromUnit: fc,
      toUnit: '% a year',
      source: comp.basis,
    });
  }
  figures.push({
    section: 'Portfolio Builder (illustration, not advice)',
    label: `After ${data.horizon} years: 5th percentile / median / 95th percentile`,
    fromValue: `${r2(data.portfolio.outcome.low)} / ${r2(data.portfolio.outcome.median)} / ${r2(data.portfolio.outcome.high)}`,
    toValue: null,
    fromUnit: fc,
    toUnit: '',
    source: data.portfolio.disclaimer,
  });
  return suiteExport({
    title: `Parity investment: ${from.city} (${fc}) to ${to.city} (${tc}), ${data.horizon} years, ${data.risk} risk`,
    now,
    amount: data.amount,
    from,
    to,
    persona: `horizon ${data.horizon} years; risk ${data.risk}`,
    answer: data,
    pairRate: data.toPerFrom,
    ratioSource: 'not used',
    figures,
  });
}
