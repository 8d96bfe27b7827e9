/** Loading placeholder block. Decorative: wrap a group of them in an element with role="status" and a label. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
