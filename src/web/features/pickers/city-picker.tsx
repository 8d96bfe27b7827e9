/**
 * City select (docs/product.md §2): 'Loading cities...' while the list loads, 'Select a city' as placeholder.
 * With an empty query it offers the currency's country averages and major cities
 * (GET /api/exchange/supported-cities); typing searches every city (GET /api/exchange/cities).
 */
import { useDeferredValue, useState } from 'react';
import { Combobox } from './combobox.tsx';
import {
  useCitySearch,
  useSupportedCities,
  type CityOption,
  type SelectedCity,
} from './exchange-api.ts';
import { cityOptionText, toSelectedCity } from './selection.ts';

export const LOADING_CITIES = 'Loading cities...';
export const SELECT_A_CITY = 'Select a city';

export function CityPicker(props: {
  label: string;
  currency: string;
  value: SelectedCity | null;
  onChange: (city: SelectedCity) => void;
}) {
  const [query, setQuery] = useState('');
  // Typing stays responsive; the request follows the latest settled query.
  const deferred = useDeferredValue(query);
  const supported = useSupportedCities();
  const search = useCitySearch(deferred);
  const typing = query.trim() !== '';
  const items: CityOption[] = typing
    ? (search.data ?? [])
    : (supported.data?.[props.currency] ?? []);
  const loading = typing ? search.isPending : supported.isPending;
  return (
    <Combobox<CityOption>
      label={props.label}
      items={items}
      itemKey={(c) => c.id}
      selectedText={
        props.value
          ? props.value.name.includes('(Average)')
            ? props.value.name
            : `${props.value.name}, ${props.value.country}`
          : ''
      }
      placeholder={supported.isPending ? LOADING_CITIES : SELECT_A_CITY}
      loading={loading}
      loadingText={LOADING_CITIES}
      emptyText={supported.isError ? 'Failed to load cities' : 'No city matches'}
      onQueryChange={setQuery}
      onSelect={(c) => props.onChange(toSelectedCity(c))}
      renderItem={(c) => <span className="truncate">{cityOptionText(c)}</span>}
    />
  );
}
