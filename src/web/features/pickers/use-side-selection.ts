/**
 * One side (from or to) of a comparison: its currency and city. Setting the currency also sets the
 * city to that currency's default city (docs/product.md §3, §4); the comparison screen holds two of these.
 *
 *   const from = useSideSelection({ currency: 'SAR', city: { name: 'Riyadh', country: 'Saudi Arabia', countryCode: 'SA' } });
 *   <CurrencyPicker label="From currency" value={from.currency} onChange={from.setCurrency} />
 *   <CityPicker label="From city" currency={from.currency} value={from.city} onChange={from.setCity} />
 */
import { useCallback, useState } from 'react';
import type { SelectedCity } from './exchange-api.ts';
import { useCurrencies } from './exchange-api.ts';
import { defaultCityFor } from './selection.ts';

export interface SideSelection {
  currency: string;
  city: SelectedCity;
}

export function useSideSelection(initial: SideSelection) {
  const [side, setSide] = useState<SideSelection>(initial);
  const currencies = useCurrencies();
  const setCurrency = useCallback(
    (code: string) =>
      setSide((current) => ({
        currency: code,
        city: defaultCityFor(code, currencies.data ?? []) ?? current.city,
      })),
    [currencies.data],
  );
  const setCity = useCallback(
    (city: SelectedCity) => setSide((current) => ({ ...current, city })),
    [],
  );
  return { ...side, setCurrency, setCity, replace: setSide };
}
