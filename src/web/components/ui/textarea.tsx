/** Multi-line text input (shadcn-style); same states as <Input>. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';
import { fieldClasses } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28', className)} {...props} />;
}
