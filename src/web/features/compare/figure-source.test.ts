import { expect, test } from 'vitest';
import type { MarketItem } from '#domain/compare/market.ts';
import { countText, sourceText } from './figure-source.tsx';

const item = (over: Partial<MarketItem>): MarketItem => ({
  itemName: 'One-way Ticket (Local Transport)',
  itemCategory: 'transportation',
  value: 4.7,
  valueInUSD: 0.88,
  currency: 'BRL',
  ...over,
});

// ADR 164: a figure its publisher sets says what was published and its year, not "model estimate".
test('a published fare, pass or rate names what was published, with its year', () => {
  expect(sourceText(item({ itemId: 'transit_one_way', source: 'published', year: 2025 }))).toBe(
    "Published single fare of the city's operator, 2025",
  );
  expect(
    sourceText(item({ itemId: 'transit_monthly_pass', source: 'published', year: 2026 })),
  ).toBe("Published monthly pass of the city's operator, 2026");
  expect(
    sourceText(item({ itemId: 'mortgage_rate_20y_fixed_pct', source: 'published', year: 2025 })),
  ).toBe('Lending interest rate, World Bank WDI (a bank lending rate, not a mortgage quote), 2025');
  // A pass derived from the city's fare is a model figure and says so.
  expect(sourceText(item({ itemId: 'transit_monthly_pass', source: 'model', year: 2026 }))).toBe(
    'Parity model estimate, 2026',
  );
  expect(countText(item({ source: 'published', count: 1 }))).toBeNull();
  expect(countText(item({ source: 'model', count: 2 }))).toBe(
    'adjusted to 2 published local prices of this kind',
  );
});
