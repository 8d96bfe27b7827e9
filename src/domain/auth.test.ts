import { expect, test } from 'vitest';
import {
  canonicalEmail,
  collapseSpaces,
  initialsOf,
  NAME_RULE_MESSAGE,
  nameCharacters,
  signupRequestSchema,
  otpSchema,
  passwordChecklist,
  resetPasswordFormSchema,
  signupFormSchema,
} from './auth.ts';

test('collapseSpaces trims and collapses spaces but keeps line breaks for validation to refuse', () => {
  expect(collapseSpaces('  Ada   Lovelace ')).toBe('Ada Lovelace');
  expect(collapseSpaces('Ada\r\nBcc')).toBe('Ada\r\nBcc');
});

test('canonicalEmail lower-cases and trims', () => {
  expect(canonicalEmail(' Ada@Example.COM ')).toBe('ada@example.com');
});

test('initialsOf gives the avatar letters', () => {
  expect(initialsOf('ada', 'Lovelace')).toBe('AL');
  expect(initialsOf('', '')).toBe('?');
});

test('passwordChecklist follows the reset screen list', () => {
  expect(passwordChecklist('abc').map((c) => c.met)).toEqual([false, false, true, false]);
  expect(passwordChecklist('Abcdefg1').every((c) => c.met)).toBe(true);
});

test('the signup form reports the spec messages', () => {
  const result = signupFormSchema.safeParse({
    firstname: 'A',
    lastname: 'Lovelace',
    username: 'ada',
    email: 'x',
    password: 'abcdefgh',
    confirmPassword: 'other',
    termsAccepted: false,
  });
  expect(result.success).toBe(false);
  // The form shows the first message of each field.
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  expect(messages).toEqual({
    firstname: 'First Name must be at least 2 characters',
    username: 'User Name must be at least 5 characters',
    email: 'Please enter a valid email address',
    password: 'Password must contain at least one uppercase letter',
    confirmPassword: "Passwords don't match",
    termsAccepted: 'You must accept the terms',
  });
});

test('the reset form uses the signup policy and its own mismatch message', () => {
  const result = resetPasswordFormSchema.safeParse({
    newPassword: 'abcdef',
    confirmPassword: 'abcdeg',
  });
  const messages = (result.error?.issues ?? []).map((i) => i.message);
  expect(messages).toEqual(['Password must be at least 8 characters', 'Passwords do not match']);
});

test('the OTP must be six digits', () => {
  expect(otpSchema.safeParse('12a456').error?.issues[0]?.message).toBe(
    'OTP must contain only numbers',
  );
  expect(otpSchema.safeParse('12345').error?.issues[0]?.message).toBe(
    'OTP must be exactly 6 digits',
  );
  expect(otpSchema.safeParse('012345').success).toBe(true);
});

test('names with hyphens, apostrophes and letters outside ASCII are accepted (issue 34, ADR 159)', () => {
  const body = { username: 'mayarose', email: 'maya@example.com', password: 'Correct9Horse' };
  for (const [firstname, lastname] of [
    ['Maya-Rose', "O'Kafor"],
    ['Zoë', 'O’Brien'],
    ['李雷', 'Nguyễn'],
    ['José María', 'Ñúñez-García'],
  ] as const) {
    const parsed = signupRequestSchema.safeParse({ ...body, firstname, lastname });
    expect([firstname, lastname, parsed.success]).toEqual([firstname, lastname, true]);
  }
  for (const bad of ['<b>Ada</b>', '-Ada', 'Ada1', 'Ada & Bob', '"Ada"']) {
    const parsed = signupRequestSchema.safeParse({ ...body, firstname: bad, lastname: 'Lovelace' });
    expect(parsed.error?.issues[0]?.message).toBe(NAME_RULE_MESSAGE('First Name'));
  }
  expect(nameCharacters("Maya-Rose O'Kafor 3<>")).toBe("Maya-Rose O'Kafor ");
});
