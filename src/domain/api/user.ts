/**
 * Contracts of the profile routes (docs/product.md §7 GET /api/user/me, issue 18 account self-service; ADR 105).
 */
import { z } from 'zod';
import { emailSchema, otpSchema, passwordSchema, signupRequestSchema } from '../auth.ts';
import { subscriptionSchema } from './billing.ts';
import { defineRoute } from './contract.ts';
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

/** Account self-service: 10 a minute per IP (5 for export and delete), never cached. */
const account = {
  auth: 'user',
  private: true,
  limit: { max: 10, timeWindow: '1 minute' },
} as const;
const rare = { ...account, limit: { max: 5, timeWindow: '1 minute' } } as const;
const tags = ['user'];

export const userApi = {
  me: defineRoute({
    method: 'GET',
    path: '/api/user/me',
    tags,
    response: meResponse,
    policy: { auth: 'user', private: true, limit: { max: 120, timeWindow: '1 minute' } },
  }),
  editProfile: defineRoute({
    method: 'PATCH',
    path: '/api/user/me',
    tags,
    summary: 'Edit first name, last name and user name',
    body: profileBody,
    response: confirmedResponse,
    policy: account,
  }),
  changeEmail: defineRoute({
    method: 'POST',
    path: '/api/user/email',
    tags,
    summary: 'Ask for a code at a new email address',
    body: emailChangeBody,
    response: confirmedResponse,
    policy: account,
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/api/user/email/confirm',
    tags,
    summary: 'Confirm the new email address with its code',
    body: emailConfirmBody,
    response: emailChangedResponse,
    policy: account,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/user/password',
    tags,
    summary: 'Change password (current password required; other sessions signed out)',
    body: passwordChangeBody,
    response: signedOutResponse,
    policy: account,
  }),
  signOutEverywhere: defineRoute({
    method: 'POST',
    path: '/api/user/sign-out-everywhere',
    tags,
    summary: 'Revoke every session, this one included',
    response: signedOutResponse,
    policy: account,
  }),
  exportData: defineRoute({
    method: 'GET',
    path: '/api/user/export',
    tags,
    summary: 'Download everything stored about me (JSON)',
    response: exportResponse,
    policy: rare,
  }),
  deleteAccount: defineRoute({
    method: 'POST',
    path: '/api/user/delete',
    tags,
    summary: 'Delete my account (password and the word DELETE)',
    body: deleteAccountBody,
    response: confirmedResponse,
    policy: rare,
  }),
};
