import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { OTP_LENGTH } from '#domain/auth.ts';
import { cn } from '../../lib/utils.ts';

/**
 * Six single-digit boxes (docs/product.md §2 OTP screens): typing a digit moves on; pasting a 6-digit code fills
 * all; backspace on an empty box moves to the previous one.
 */
export function OtpInput({
  value,
  onChange,
  disabled,
  invalid,
}: {
  value: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) =>
    refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 0) return setDigit(index, '');
    if (digits.length >= OTP_LENGTH) return fillAll(digits);
    setDigit(index, digits.slice(-1));
    focus(index + 1);
  };

  const fillAll = (digits: string) => {
    onChange(digits.slice(0, OTP_LENGTH).split(''));
    focus(OTP_LENGTH - 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (digits.length >= OTP_LENGTH) fillAll(digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (value[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  return (
    <div className="flex justify-center gap-2" role="group" aria-label="One-time code">
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={value[index] ?? ''}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          disabled={disabled}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid}
          className={cn(
            'h-12 w-11 rounded-md border border-input bg-background text-center text-xl font-semibold text-foreground shadow-sm',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
