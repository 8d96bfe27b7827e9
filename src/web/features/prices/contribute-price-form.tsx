import type { ContributionRecorded } from '#domain/api/prices.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { contributionSchema } from '#domain/cost-of-living/contribution.ts';
import { ApiError, callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { getToken, useSession } from '../../lib/session.ts';

export interface PriceItemOption {
  itemId: string;
  itemName: string;
}

// The form edits text; the shared schema (the server's) decides what is valid once it is a number.
const formSchema = contributionSchema.extend({
  price: z.coerce.number('Enter a price').finite().positive('Must be greater than 0'),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** POST /api/prices/contributions' data (shared contract, src/domain/api/prices.ts). */
export type Recorded = ContributionRecorded;

export const DAILY_LIMIT_MESSAGE =
  'You have reached today’s limit of contributions. Thank you, and please come back tomorrow.';

/**
 * "Contribute a price" for one city (issue 4 §3, §7): signed-in users only (the server also demands a
 * verified email, docs/security.md C1). The price goes in the city's currency or US$; the server checks the
 * item's plausible range and daily caps and answers whether the value was kept or quarantined.
 * `onRecorded` runs after the server stored the price, so the page can refetch the figures it shows
 * (the status says "This figure now reflects N contributors": the figure next to it must agree).
 */
export function ContributePriceForm({
  city,
  country,
  currency,
  items,
  onRecorded,
}: {
  city: string;
  country: string;
  currency: string;
  items: readonly PriceItemOption[];
  onRecorded?: (recorded: Recorded) => void;
}) {
  const session = useSession();
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { item: items[0]?.itemId ?? '', city, country, price: '', currency, note: '' },
  });

  if (!session.isAuthenticated) {
    return (
      <p className="text-sm">
        <Link to="/login" className="underline">
          Sign in
        </Link>{' '}
        to contribute a price you paid in {city}.
      </p>
    );
  }

  const onSubmit = async (values: FormOutput) => {
    setFailure(null);
    setRecorded(null);
    const body = { ...values, note: values.note ? values.note : undefined };
    try {
      const res = await callApi(api.prices.contribute, {
        body,
        token: getToken(),
      });
      setRecorded(res.data);
      reset({ ...values, price: '', note: '' });
      onRecorded?.(res.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return setFailure(DAILY_LIMIT_MESSAGE);
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (['item', 'price', 'currency', 'note'].includes(field))
            setError(field as 'price', { message });
        }
      }
      setFailure(
        error instanceof Error
          ? error.message
          : 'Your price could not be recorded. Please try again later.',
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-4"
      aria-label={`Contribute a price in ${city}`}
    >
      <FormField id="contribute-item" label="Item" error={errors.item?.message}>
        {(aria) => (
          <select
            id="contribute-item"
            className="w-full rounded-md border px-3 py-2 text-sm"
            {...aria}
            {...register('item')}
          >
            {items.map((item) => (
              <option key={item.itemId} value={item.itemId}>
                {item.itemName}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contribute-price" label="Price you paid" error={errors.price?.message}>
          {(aria) => (
            <Input id="contribute-price" inputMode="decimal" {...aria} {...register('price')} />
          )}
        </FormField>
        <FormField id="contribute-currency" label="Currency" error={errors.currency?.message}>
          {(aria) => (
            <select
              id="contribute-currency"
              className="w-full rounded-md border px-3 py-2 text-sm"
              {...aria}
              {...register('currency')}
            >
              <option value={currency}>{currency}</option>
              {currency !== 'USD' && <option value="USD">USD</option>}
            </select>
          )}
        </FormField>
      </div>
      <FormField id="contribute-note" label="Note (optional)" error={errors.note?.message}>
        {(aria) => (
          <Textarea id="contribute-note" rows={2} maxLength={500} {...aria} {...register('note')} />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 aria-hidden="true" className="animate-spin" />}
        {isSubmitting ? 'Sending…' : 'Submit price'}
      </Button>
      <div role="status" className="text-sm">
        {recorded &&
          (recorded.quarantined
            ? 'Thank you. Your price is far from what others report, so it is held for review.'
            : recorded.published.source === 'contributions'
              ? `Thank you. This figure now reflects ${recorded.published.count} contributors.`
              : 'Thank you. Your price counts once at least three people have reported this item.')}
        {failure && <span className="text-destructive">{failure}</span>}
      </div>
    </form>
  );
}
