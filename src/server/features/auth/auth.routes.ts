import type { FastifyInstance } from 'fastify';
import { authApi } from '#domain/api/auth.ts';
import { SMALL_BODY, serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
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
  serve(
    app,
    authApi.signup,
    async (request) => {
      await signup(ctx, request.body);
      return {
        status: 'success' as const,
        message: SIGNUP_SUCCESS_MESSAGE,
        data: { type: 'email_verification' as const },
      };
    },
    SMALL_BODY,
  );

  serve(
    app,
    authApi.login,
    async (request) => {
      const data = await login(ctx, request.body);
      return { status: 'success' as const, message: 'Login successful', data };
    },
    SMALL_BODY,
  );

  serve(
    app,
    authApi.forgotPassword,
    async (request) => {
      await forgotPassword(ctx, request.body.email);
      return {
        status: 'success' as const,
        message: FORGOT_MESSAGE,
        data: { type: 'reset_password' as const },
      };
    },
    SMALL_BODY,
  );

  serve(
    app,
    authApi.verifyOtp,
    async (request) => {
      const { email, otp, type } = request.body;
      const result = await verifyCode(ctx, email, type, otp);
      return {
        status: 'success' as const,
        message: OTP_VERIFIED_MESSAGE,
        data: { type, ...result },
      };
    },
    SMALL_BODY,
  );

  serve(
    app,
    authApi.resendOtp,
    async (request) => {
      await resendCode(ctx, request.body.email, request.body.type);
      return {
        status: 'success' as const,
        message: RESEND_MESSAGE,
        data: { type: request.body.type },
      };
    },
    SMALL_BODY,
  );

  serve(
    app,
    authApi.resetPassword,
    async (request) => {
      await resetPassword(
        ctx,
        request.headers.authorization,
        request.body.email,
        request.body.newPassword,
      );
      return { status: 'success' as const, message: RESET_DONE_MESSAGE, data: {} };
    },
    SMALL_BODY,
  );

  serve(
    app,
    authApi.logout,
    async (request) => {
      await logout(ctx, request.user.sessionId);
      return { status: 'success' as const, message: 'Logged out successfully.', data: {} };
    },
    SMALL_BODY,
  );
}
