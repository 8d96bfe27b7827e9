import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyOtpRequestSchema,
  confirmedResponse,
  loginResponse,
  verificationResponse,
  verifyOtpResponse,
} from '#domain/api/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { type AuthContext, SIGNUP_SUCCESS_MESSAGE, login, logout, signup } from './auth.service.ts';
import {
  FORGOT_MESSAGE,
  OTP_VERIFIED_MESSAGE,
  RESEND_MESSAGE,
  RESET_DONE_MESSAGE,
  forgotPassword,
  resendCode,
  resetPassword,
  verifyCode,
} from './recovery.service.ts';
import { fallbackCounterStore, memoryCounterStore, redisCounterStore } from './throttle.ts';

/**
 * SECURITY.md E2: 10 POSTs a minute per client IP on every auth route; I1: 16 KiB bodies; H1: nothing
 * an auth route answers may be cached.
 */
const authPolicy = { auth: 'none', private: true, limit: limit(10, '1 minute') } as const;
const guarded = { config: { policy: authPolicy }, bodyLimit: 16 * 1024 };

export function authContext(deps: AppDeps): AuthContext {
  const store =
    deps.redis && deps.redisHealth
      ? fallbackCounterStore(
          redisCounterStore(deps.redis, deps.redisNamespace ?? 'parity:'),
          memoryCounterStore(),
          deps.redisHealth,
        )
      : memoryCounterStore();
  return { deps, store };
}

export function authRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  ctx: AuthContext = authContext(deps),
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/api/auth/signup',
    {
      ...guarded,
      schema: { tags, body: signupRequestSchema, response: { 200: verificationResponse } },
    },
    async (request) => {
      await signup(ctx, request.body);
      return {
        status: 'success' as const,
        message: SIGNUP_SUCCESS_MESSAGE,
        data: { type: 'email_verification' as const },
      };
    },
  );

  r.post(
    '/api/auth/login',
    { ...guarded, schema: { tags, body: loginRequestSchema, response: { 200: loginResponse } } },
    async (request) => {
      const data = await login(ctx, request.body);
      return { status: 'success' as const, message: 'Login successful', data };
    },
  );

  r.post(
    '/api/auth/forget-password',
    {
      ...guarded,
      schema: { tags, body: forgotPasswordRequestSchema, response: { 200: verificationResponse } },
    },
    async (request) => {
      await forgotPassword(ctx, request.body.email);
      return {
        status: 'success' as const,
        message: FORGOT_MESSAGE,
        data: { type: 'reset_password' as const },
      };
    },
  );

  r.post(
    '/api/auth/verify-otp',
    {
      ...guarded,
      schema: { tags, body: verifyOtpRequestSchema, response: { 200: verifyOtpResponse } },
    },
    async (request) => {
      const { email, otp, type } = request.body;
      const result = await verifyCode(ctx, email, type, otp);
      return {
        status: 'success' as const,
        message: OTP_VERIFIED_MESSAGE,
        data: { type, ...result },
      };
    },
  );

  r.post(
    '/api/auth/resend-otp',
    {
      ...guarded,
      schema: { tags, body: resendOtpRequestSchema, response: { 200: verificationResponse } },
    },
    async (request) => {
      await resendCode(ctx, request.body.email, request.body.type);
      return {
        status: 'success' as const,
        message: RESEND_MESSAGE,
        data: { type: request.body.type },
      };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      ...guarded,
      schema: { tags, body: resetPasswordRequestSchema, response: { 200: confirmedResponse } },
    },
    async (request) => {
      await resetPassword(
        ctx,
        request.headers.authorization,
        request.body.email,
        request.body.newPassword,
      );
      return { status: 'success' as const, message: RESET_DONE_MESSAGE, data: {} };
    },
  );

  const signedIn = { ...guarded, config: { policy: { ...authPolicy, auth: 'user' as const } } };
  r.post(
    '/api/auth/logout',
    { ...signedIn, schema: { tags, response: { 200: confirmedResponse } } },
    async (request) => {
      await logout(ctx, request.user.sessionId);
      return { status: 'success' as const, message: 'Logged out successfully.', data: {} };
    },
  );
}
