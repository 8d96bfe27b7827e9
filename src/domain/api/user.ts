/**
 * Contracts of the profile routes (spec §7 GET /api/user/me, issue 18 account self-service; ADR 105).
 */
import { z } from 'zod';
import { emailSchema, otpSchema, passwordSchema, signupRequestSchema } from '../auth.ts';
import { subscriptionSchema } from './billing.ts';
import { emptyData, success, withMessage } from './envelope.ts';

export const profileUserSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

export const meData = z.object({
  user: profileUserSchema,
  /** Every subscription, the one that gives access first (issue 7). */
  userSubscription: z.array(subscriptionSchema),
});
export const meResponse = success(meData);
export type Me = z.infer<typeof meData>;

const currentPassword = z.string('Password is required').min(1, 'Password is required').max(128);

export const profileBody = signupRequestSchema.pick({
  firstname: true,
  lastname: true,
  username: true,
});
export const emailChangeBody = z.strictObject({ newEmail: emailSchema, password: currentPassword });
export const emailConfirmBody = z.strictObject({ newEmail: emailSchema, code: otpSchema });
export const passwordChangeBody = z.strictObject({ currentPassword, newPassword: passwordSchema });
export const deleteAccountBody = z.strictObject({
  password: currentPassword,
  confirmation: z.string().max(20),
});

export const confirmedResponse = withMessage(emptyData);
export const emailChangedData = z.object({ email: z.string() });
export const emailChangedResponse = withMessage(emailChangedData);
export const signedOutData = z.object({ signedOut: z.number() });
export const signedOutResponse = withMessage(signedOutData);
export type SignedOut = z.infer<typeof signedOutData>;
/** Everything stored about the user (issue 18 §4): a JSON download, its sections named by key. */
export const exportData = z.record(z.string(), z.unknown());
export const exportResponse = success(exportData);
export type EmailChanged = z.infer<typeof emailChangedData>;
