import { expect, test } from 'vitest';
import { fixtureItems } from './compare.testkit.ts';
import { findItem, ITEM } from './market.ts';
import { closestPurchase, describePurchase, purchaseText, whatYouCanBuy } from './purchases.ts';

const items = fixtureItems(1);
const cappuccino = findItem(items, ITEM.cappuccino)!;

test("under a tenth of the price is 'not enough'", () => {
  expect(purchaseText(describePurchase(0.4, cappuccino)!)).toBe(
    'not enough for Cappuccino (regular)',
  );
});

test('under the price is a percent of it', () => {
  expect(purchaseText(describePurchase(2.5, cappuccino)!)).toBe('50% of Cappuccino (regular)');
});

test("a sum that rounds to exactly one item is 'about the cost of' it", () => {
  expect(purchaseText(describePurchase(5.2, cappuccino)!)).toBe(
    'about the cost of Cappuccino (regular)',
  );
});

test('larger sums count whole items', () => {
  expect(describePurchase(26, cappuccino)).toMatchObject({ kind: 'count', count: 5 });
});

test('the equivalent purchase is the common item priced closest to the amount', () => {
  expect(closestPurchase(11, items)).toMatchObject({
    kind: 'about',
    item: { itemName: ITEM.fastFood },
  });
  expect(closestPurchase(1400, items)).toMatchObject({
    kind: 'percent',
    percent: 93,
    item: { itemName: ITEM.rent1brOutside },
  });
  expect(closestPurchase(1550, items)).toMatchObject({
    kind: 'about',
    item: { itemName: ITEM.rent1brOutside },
  });
});

test('zero or negative amounts, or a city without data, buy nothing', () => {
  expect(closestPurchase(0, items)).toBeNull();
  expect(whatYouCanBuy(-5, items)).toEqual([]);
  expect(whatYouCanBuy(100, null)).toEqual([]);
});

test('what the money buys lists every common item the city prices, cheapest first', () => {
  const list = whatYouCanBuy(100, items);
  expect(list.map((p) => p.item.itemName)).toEqual([
    ITEM.transitTicket,
    ITEM.cappuccino,
    ITEM.fastFood,
    ITEM.cinema,
    ITEM.mealInexpensive,
    ITEM.fitness,
    ITEM.internet,
    ITEM.transitPass,
    ITEM.utilities,
    ITEM.rent1brOutside,
  ]);
  expect(list[0]).toMatchObject({ kind: 'count', count: 40 });
  expect(list.at(-2)).toMatchObject({ kind: 'percent', percent: 42 });
  expect(list.at(-1)).toMatchObject({ kind: 'not-enough' });
});
