import { expect, test } from 'vitest';
import { DEFAULT_PAIR } from '../lifestyle/url-state.ts';
import { decodeInvestmentView, encodeInvestmentView } from './url-state.ts';

test('the view round-trips through the URL and bad values take the spec defaults', () => {
  const view = decodeInvestmentView('', DEFAULT_PAIR);
  expect(view).toMatchObject({ amount: null, horizon: 5, risk: 'medium', tab: 'realEstate' });
  const changed = {
    ...view,
    amount: 25_000,
    horizon: 20 as const,
    risk: 'high' as const,
    tab: 'portfolio' as const,
  };
  const again = decodeInvestmentView(encodeInvestmentView(changed), DEFAULT_PAIR);
  expect(again).toEqual(changed);
  expect(
    decodeInvestmentView('investAmount=-5&horizon=7&risk=wild&investTab=x', DEFAULT_PAIR),
  ).toMatchObject({
    amount: null,
    horizon: 5,
    risk: 'medium',
    tab: 'realEstate',
  });
});
