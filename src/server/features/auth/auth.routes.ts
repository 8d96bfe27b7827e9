import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyOtpRequestSchema,
} from '#domain/auth.ts';
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
import { requireUser } from './require-user.ts';
import { fallbackCounterStore, memoryCounterStore, redisCounterStore } from './throttle.ts';

/** SECURITY.md H1: nothing an auth or profile route answers may be cached. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'no-store');
}

/** SECURITY.md E2: 10 POSTs a minute per client IP on every auth route; I1: 16 KiB bodies. */
const guarded = {
  config: { rateLimit: limit(10, '1 minute') },
  bodyLimit: 16 * 1024,
  onRequest: noStore,
};

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
    { ...guarded, schema: { tags, body: signupRequestSchema } },
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
    { ...guarded, schema: { tags, body: loginRequestSchema } },
    async (request) => {
      const data = await login(ctx, request.body);
      return { status: 'success' as const, message: 'Login successful', data };
    },
  );

  r.post(
    '/api/auth/forget-password',
    { ...guarded, schema: { tags, body: forgotPasswordRequestSchema } },
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
    { ...guarded, schema: { tags, body: verifyOtpRequestSchema } },
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
    { ...guarded, schema: { tags, body: resendOtpRequestSchema } },
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
    { ...guarded, schema: { tags, body: resetPasswordRequestSchema } },
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

  r.post('/api/auth/logout', { ...guarded, schema: { tags } }, async (request) => {
    const user = await requireUser(request, deps);
    await logout(ctx, user.sessionId);
    return { status: 'success' as const, message: 'Logged out successfully.', data: {} };
  });
}
