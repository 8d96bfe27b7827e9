/**
 * A labelled form control with its error message wired for assistive technology:
 *   <FormField id="email" label="Email" error={errors.email?.message}>
 *     {(aria) => <Input id="email" {...aria} {...register('email')} />}
 *   </FormField>
 * `aria` carries aria-invalid and aria-describedby (pointing at the error and the hint).
 */
import type { ReactNode } from 'react';
import { Label } from '../ui/label.tsx';

export interface FieldAria {
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (aria: FieldAria) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint !== undefined ? hintId : null, error !== undefined ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy === '' ? undefined : describedBy,
      })}
      {hint !== undefined && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
