/**
 * Contracts of the auth routes (spec §7 POST /api/auth/*, ADR 105). Request bodies are the ones the
 * forms validate with (#domain/auth.ts); responses are declared here.
 */
import { z } from 'zod';
import { emptyData, withMessage } from './envelope.ts';

export {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyOtpRequestSchema,
} from '../auth.ts';

const verificationType = z.enum(['email_verification', 'reset_password']);

/** Signup, forgot-password and resend: which code was sent. */
export const verificationData = z.object({ type: verificationType });
export const verificationResponse = withMessage(verificationData);
export type VerificationData = z.infer<typeof verificationData>;

export const loginData = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  token: z.string(),
});
export const loginResponse = withMessage(loginData);
export type LoginData = z.infer<typeof loginData>;

/**
 * A verified reset code answers with the single-use reset grant (SECURITY.md O6); a verified signup
 * code answers with a session (`token` and `user`, as a sign-in does), so the new account is signed in
 * (issue 34 item 6, ADR 161).
 */
export const verifyOtpData = z.object({
  type: verificationType,
  token: z.string().optional(),
  user: loginData.shape.user.optional(),
});
export const verifyOtpResponse = withMessage(verifyOtpData);
export type VerifyOtpData = z.infer<typeof verifyOtpData>;

export const confirmedResponse = withMessage(emptyData);
export type Confirmed = z.infer<typeof emptyData>;
