/**
 * Contracts of the auth routes (docs/product.md §7 POST /api/auth/*, ADR 144). Request bodies are the ones the
 * forms validate with (#domain/auth.ts); responses are declared here.
 */
import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyOtpRequestSchema,
} from '../auth.ts';
import { defineRoute, type RoutePolicy } from './contract.ts';
import { emptyData, withMessage } from './envelope.ts';

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
 * A verified reset code answers with the single-use reset grant (docs/security.md O6); a verified signup
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

/**
 * docs/security.md E2: 10 POSTs a minute per client IP on every auth route; H1: nothing an auth route
 * answers may be cached.
 */
const authPolicy = {
  auth: 'none',
  private: true,
  limit: { max: 10, timeWindow: '1 minute' },
} as const satisfies RoutePolicy;
const tags = ['auth'];

export const authApi = {
  signup: defineRoute({
    method: 'POST',
    path: '/api/auth/signup',
    tags,
    body: signupRequestSchema,
    response: verificationResponse,
    policy: authPolicy,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    tags,
    body: loginRequestSchema,
    response: loginResponse,
    policy: authPolicy,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forget-password',
    tags,
    body: forgotPasswordRequestSchema,
    response: verificationResponse,
    policy: authPolicy,
  }),
  verifyOtp: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-otp',
    tags,
    body: verifyOtpRequestSchema,
    response: verifyOtpResponse,
    policy: authPolicy,
  }),
  resendOtp: defineRoute({
    method: 'POST',
    path: '/api/auth/resend-otp',
    tags,
    body: resendOtpRequestSchema,
    response: verificationResponse,
    policy: authPolicy,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    tags,
    body: resetPasswordRequestSchema,
    response: confirmedResponse,
    policy: authPolicy,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    tags,
    response: confirmedResponse,
    policy: { ...authPolicy, auth: 'user' },
  }),
};
