/** Small label: variants default | secondary | outline | success | destructive. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'text-foreground',
  success: 'border-transparent bg-success text-white dark:text-zinc-950',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
} as const;

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
