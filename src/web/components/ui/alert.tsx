/**
 * Alert box: <Alert variant="default" | "destructive"><AlertTitle/><AlertDescription/></Alert>.
 * The destructive variant has role="alert" (announced at once); the default one role="status".
 */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

const variants = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive/60 bg-destructive/10 text-foreground [&>svg]:text-destructive',
} as const;

export function Alert({
  className,
  variant = 'default',
  role,
  ...props
}: ComponentProps<'div'> & { variant?: keyof typeof variants }) {
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(
        'relative w-full rounded-lg border px-4 py-3 text-sm [&>svg]:absolute [&>svg]:top-3.5 [&>svg]:left-4 [&>svg]:size-4 [&>svg~*]:pl-7',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

/**
 * The alert's title. A <div>, not a heading: an alert can appear anywhere in a page, and a fixed
 * heading level there would break the page's heading order (axe heading-order). Pass `as="h2"`
 * (or h3) when the alert really starts a section.
 */
export function AlertTitle({
  className,
  as: Tag = 'div',
  ...props
}: ComponentProps<'div'> & { as?: 'div' | 'h2' | 'h3' }) {
  return (
    <Tag className={cn('mb-1 leading-none font-semibold tracking-tight', className)} {...props} />
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm [&_p]:leading-relaxed', className)} {...props} />;
}
