/** Text input (shadcn-style). Pair with <Label htmlFor>; set aria-invalid and aria-describedby for errors. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

export const fieldClasses =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-sm placeholder:text-muted-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-destructive sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}
