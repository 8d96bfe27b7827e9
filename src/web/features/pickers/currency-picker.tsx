/**
 * Searchable currency select (docs/product.md §2 currency converter): each option shows the code, the name and
 * the flag image Parity serves itself (/flags/<x>.svg). Type a code, a name or a country.
 */
import { useMemo, useState } from 'react';
import { Combobox } from './combobox.tsx';
import { useCurrencies, type CurrencyOption } from './exchange-api.ts';
import { filterCurrencies } from './selection.ts';

function Flag({ url }: { url: string }) {
  // Decorative: the code and name next to it say the same thing.
  return (
    <img
      src={url}
      alt=""
      width={24}
      height={18}
      className="h-[18px] w-6 shrink-0 rounded-[2px] object-cover"
    />
  );
}

export function CurrencyPicker(props: {
  label: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const currencies = useCurrencies();
  const [query, setQuery] = useState('');
  const items = useMemo(
    () => filterCurrencies(currencies.data ?? [], query),
    [currencies.data, query],
  );
  const selected = currencies.data?.find((c) => c.code === props.value);
  return (
    <Combobox<CurrencyOption>
      label={props.label}
      items={items}
      itemKey={(c) => c.code}
      selectedText={selected ? `${selected.code} - ${selected.name}` : props.value}
      leading={selected ? <Flag url={selected.flagUrl} /> : null}
      placeholder="Search currencies"
      loading={currencies.isPending}
      loadingText="Loading currencies..."
      emptyText={currencies.isError ? 'Failed to fetch supported countries' : 'No currency matches'}
      onQueryChange={setQuery}
      onSelect={(c) => props.onChange(c.code)}
      renderItem={(c) => (
        <>
          <Flag url={c.flagUrl} />
          <span className="font-medium">{c.code}</span>
          <span className="truncate text-muted-foreground">{c.name}</span>
        </>
      )}
    />
  );
}
