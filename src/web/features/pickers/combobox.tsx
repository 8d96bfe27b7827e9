/**
 * A searchable select following the WAI-ARIA 1.2 combobox pattern (editable combobox with list
 * autocomplete): a labelled text input with role="combobox" that owns a listbox popup; arrow keys
 * move the active option (aria-activedescendant), Enter chooses, Escape closes, Tab leaves.
 * The listbox is a popover over the page, not a block in its flow.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fieldClasses } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';

export interface ComboboxProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Text of the chosen item shown in the closed input. */
  selectedText: string;
  renderItem: (item: T) => ReactNode;
  onQueryChange: (query: string) => void;
  onSelect: (item: T) => void;
  placeholder: string;
  /** Shown in the list (and announced) while options load. */
  loadingText?: string;
  loading?: boolean;
  emptyText?: string;
  disabled?: boolean;
  /** Decoration before the input (the chosen currency's flag). */
  leading?: ReactNode;
}

export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, items, itemKey, renderItem, onSelect, onQueryChange } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (item: T) => {
    onSelect(item);
    setOpen(false);
    setQuery('');
    onQueryChange('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (items.length === 0 ? 0 : (i + step + items.length) % items.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const item = items[active];
      if (item !== undefined) choose(item);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setQuery('');
    }
  };
  const showList = open && !props.disabled;
  const status = props.loading
    ? props.loadingText
    : items.length === 0
      ? props.emptyText
      : undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {/* The list opens over the page, anchored under the input, so opening it moves nothing
          (issue 19 §3: no layout shift). */}
      <div className="relative">
        <div className="relative flex items-center">
          {props.leading ? (
            <span className="pointer-events-none absolute left-3 flex items-center">
              {props.leading}
            </span>
          ) : null}
          <input
            id={id}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              showList && items[active] !== undefined ? optionId(active) : undefined
            }
            autoComplete="off"
            disabled={props.disabled}
            className={cn(fieldClasses, 'h-10', props.leading ? 'pl-11' : undefined)}
            placeholder={props.placeholder}
            value={open ? query : props.selectedText}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setQuery('');
            }}
            onChange={(event) => {
              setOpen(true);
              setActive(0);
              setQuery(event.target.value);
              onQueryChange(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        {/* tabIndex -1: Chromium puts a scrollable list in the Tab order, and Tab from the input
            landed on it just as blur hid it, dropping focus to <body> (issue 34 item 4). */}
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          tabIndex={-1}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {showList && status ? (
            <li
              role="presentation"
              aria-live="polite"
              className="px-2 py-1.5 text-sm text-muted-foreground"
            >
              {status}
            </li>
          ) : null}
          {showList && !props.loading
            ? items.map((item, i) => (
                <li
                  key={itemKey(item)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    // The active option (Enter chooses it) reads at a glance: a tint, an inset ring
                    // in the focus colour and a heavier weight, not a tint alone (issue 34 item 4).
                    i === active &&
                      'bg-accent font-semibold text-accent-foreground outline-2 -outline-offset-2 outline-ring',
                  )}
                  // Keep focus in the input so blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(item)}
                >
                  {renderItem(item)}
                </li>
              ))
            : null}
        </ul>
      </div>
    </div>
  );
}
