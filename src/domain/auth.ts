import { z } from 'zod';

/**
 * Account forms shared by the web app and the API (docs/product.md §5 validation rules, §7 auth calls,
 * docs/security.md P2, I4). Messages are docs/product.md's own words; the server answers with the same ones.
 */

/** docs/product.md §9: OTP length 6; resend wait 120 seconds. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 120;

/** docs/security.md P2: at least 8 (docs/product.md §5) and at most 128 characters, never truncated. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** RFC 5321: a path is at most 254 characters. */
export const EMAIL_MAX = 254;
export const NAME_MAX = 50;
export const USERNAME_MAX = 30;

export const verificationTypes = ['email_verification', 'reset_password'] as const;
export type VerificationType = (typeof verificationTypes)[number];

/**
 * Collapse repeated spaces and trim (docs/product.md §5: "inputs trimmed and repeated spaces collapsed").
 *
 * @example
 * collapseSpaces('  Ada   Lovelace ') // 'Ada Lovelace'
 */
export function collapseSpaces(value: string): string {
  // Spaces and tabs only: a CR, LF or NUL must fail validation, not be smoothed away (docs/security.md I4).
  return value.replace(/[ \t]+/g, ' ').replace(/^ | $/g, '');
}

/**
 * The canonical email: trimmed and lower-cased (docs/product.md §5), the one form stored and compared.
 *
 * @example
 * canonicalEmail(' Ada@Example.COM ') // 'ada@example.com'
 */
export function canonicalEmail(value: string): string {
  return value.replace(/^[ \t]+|[ \t]+$/g, '').toLowerCase();
}

/** Email: valid, one line (docs/security.md I4: it becomes a mail header), canonical. */
export const emailSchema = z
  .string('Email is required')
  .transform(canonicalEmail)
  .pipe(
    z
      .string()
      .min(1, 'Email is required')
      .max(EMAIL_MAX, 'Please enter a valid email address')
      .regex(/^[^\s\0]+$/, 'Please enter a valid email address')
      .pipe(z.email('Please enter a valid email address')),
  );

/** The message for a name with characters other than letters, spaces, hyphens and apostrophes. */
export const NAME_RULE_MESSAGE = (label: 'First Name' | 'Last Name') =>
  `${label} can only contain letters, spaces, hyphens and apostrophes`;

/** What a name input keeps as it is typed (docs/product.md §5 "names strip non-letters as typed", ADR 159). */
export const nameCharacters = (value: string) => value.replace(/[^\p{L}\p{M} '’-]/gu, '');

const personName = (label: 'First Name' | 'Last Name') =>
  z
    .string(`${label} must be at least 2 characters`)
    .transform(collapseSpaces)
    .pipe(
      z
        .string()
        .min(2, `${label} must be at least 2 characters`)
        .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
        // Issue 34 item 5, docs/decisions/159-*: Maya-Rose, O'Kafor, Zoë and 李雷 are names. A name
        // starts with a letter; hyphens, apostrophes (' and ’) and combining marks may follow. Markup
        // (<, >, &, quotes) stays out.
        .regex(/^\p{L}[\p{L}\p{M} '’-]*$/u, NAME_RULE_MESSAGE(label)),
    );

/**
 * The signup password policy (docs/product.md §5, docs/security.md P2). Reset uses the very same rules. The common
 * password blocklist is checked on the server only (it is too large to ship to browsers).
 *
 * @example
 * passwordSchema.safeParse('Correct9Horse').success // true
 */
export const passwordSchema = z
  .string('Password must be at least 8 characters')
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/^[^\s\0]*$/, 'Password must not contain spaces');

/** POST /api/auth/signup (docs/product.md §7): firstname, lastname, username, email, password. */
export const signupRequestSchema = z.strictObject({
  firstname: personName('First Name'),
  lastname: personName('Last Name'),
  username: z
    .string('User Name must be at least 5 characters')
    .transform(collapseSpaces)
    .pipe(
      z
        .string()
        .min(5, 'User Name must be at least 5 characters')
        .max(USERNAME_MAX, `User Name must be at most ${USERNAME_MAX} characters`)
        .regex(
          /^[\p{L}\p{N}_.-]+$/u,
          'User Name can only contain letters, numbers, dots, dashes and underscores',
        ),
    ),
  email: emailSchema,
  password: passwordSchema,
});
export type SignupRequest = z.output<typeof signupRequestSchema>;

/** The signup form adds confirmation and terms (form-only fields, docs/product.md §3). */
export const signupFormSchema = z
  .object({
    firstname: z.string(),
    lastname: z.string(),
    username: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    termsAccepted: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const parsed = signupRequestSchema.safeParse({
      firstname: form.firstname,
      lastname: form.lastname,
      username: form.username,
      email: form.email,
      password: form.password,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    if (form.confirmPassword !== form.password)
      ctx.addIssue({ code: 'custom', message: "Passwords don't match", path: ['confirmPassword'] });
    if (!form.termsAccepted)
      ctx.addIssue({
        code: 'custom',
        message: 'You must accept the terms',
        path: ['termsAccepted'],
      });
  });
export type SignupForm = z.input<typeof signupFormSchema>;

/** POST /api/auth/login. Any non-empty password is accepted here: the policy is not revealed at login. */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string('Enter a password')
    .min(1, 'Enter a password')
    .max(PASSWORD_MAX * 4, 'Enter a password'),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** POST /api/auth/forget-password. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });

/** The six-digit code (docs/product.md §5 OTP, §9). */
export const otpSchema = z
  .string('OTP must be exactly 6 digits')
  .regex(/^\d*$/, 'OTP must contain only numbers')
  .length(OTP_LENGTH, 'OTP must be exactly 6 digits');

/** POST /api/auth/verify-otp. */
export const verifyOtpRequestSchema = z.strictObject({
  email: emailSchema,
  otp: otpSchema,
  type: z.enum(verificationTypes),
});

/** POST /api/auth/resend-otp. */
export const resendOtpRequestSchema = z.strictObject({
  email: emailSchema,
  type: z.enum(verificationTypes),
});

/** POST /api/auth/reset-password (bearer reset grant). Same policy as signup (docs/security.md P2). */
export const resetPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  newPassword: passwordSchema,
});

/** The reset form: the signup rules, and a confirmation that matches (docs/product.md §5 'Passwords do not match'). */
export const resetPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const parsed = passwordSchema.safeParse(form.newPassword);
    if (!parsed.success)
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? 'Invalid password',
        path: ['newPassword'],
      });
    if (form.confirmPassword !== form.newPassword)
      ctx.addIssue({
        code: 'custom',
        message: 'Passwords do not match',
        path: ['confirmPassword'],
      });
  });

/**
 * The reset screen's live checklist (docs/product.md §2 Reset password: 8 characters, upper, lower, digit).
 *
 * @example
 * passwordChecklist('abc').map((c) => c.met) // [false, false, true, false]
 */
export function passwordChecklist(password: string): { label: string; met: boolean }[] {
  return [
    { label: 'At least 8 characters', met: password.length >= PASSWORD_MIN },
    { label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { label: 'One number', met: /[0-9]/.test(password) },
  ];
}

/**
 * Initials for the profile avatar (docs/product.md §2 Profile).
 *
 * @example
 * initialsOf('Ada', 'Lovelace') // 'AL'
 */
export function initialsOf(firstname: string, lastname: string): string {
  return `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase() || '?';
}
