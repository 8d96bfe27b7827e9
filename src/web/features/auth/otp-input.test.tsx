import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { OtpInput } from './otp-input.tsx';
import { formatCountdown, useCountdown } from './use-countdown.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness() {
  const [digits, setDigits] = useState<string[]>(['', '', '', '', '', '']);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="value">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

test('there are six single-digit boxes and typing moves to the next one', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(boxes()).toHaveLength(6);
  await user.click(boxes()[0]!);
  await user.keyboard('12a3');
  expect(screen.getByTestId('value').textContent).toBe('123');
  expect(document.activeElement).toBe(boxes()[3]);
});

test('pasting a 6-digit code fills all boxes', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(boxes()[2]!);
  await user.paste('Your code: 482 913');
  expect(boxes().map((b) => b.value)).toEqual(['4', '8', '2', '9', '1', '3']);
  expect(document.activeElement).toBe(boxes()[5]);
});

test('backspace on an empty box moves to the previous one and clears it', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(boxes()[0]!);
  await user.keyboard('12');
  expect(document.activeElement).toBe(boxes()[2]);
  await user.keyboard('{Backspace}');
  expect(document.activeElement).toBe(boxes()[1]);
  expect(screen.getByTestId('value').textContent).toBe('1');
  fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
  expect(document.activeElement).toBe(boxes()[0]);
  expect(screen.getByTestId('value').textContent).toBe('');
});

function Countdown() {
  const { remaining, restart } = useCountdown(120);
  return (
    <>
      <span data-testid="left">{formatCountdown(remaining)}</span>
      <button type="button" onClick={() => restart()}>
        restart
      </button>
    </>
  );
}

test('the countdown shows mm:ss from 02:00 to 00:00 and restarts', () => {
  vi.useFakeTimers();
  render(<Countdown />);
  expect(screen.getByTestId('left').textContent).toBe('02:00');
  act(() => {
    vi.advanceTimersByTime(61_000);
  });
  expect(screen.getByTestId('left').textContent).toBe('00:59');
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(screen.getByTestId('left').textContent).toBe('00:00');
  fireEvent.click(screen.getByText('restart'));
  expect(screen.getByTestId('left').textContent).toBe('02:00');
});

test('formatCountdown pads minutes and seconds', () => {
  expect(formatCountdown(120)).toBe('02:00');
  expect(formatCountdown(9)).toBe('00:09');
  expect(formatCountdown(-3)).toBe('00:00');
});
