// Exports: accountRoutes. Account self-service for /profile (issue 18 §4). Every route needs the
// bearer session, answers `no-store`, takes at most 16 KiB and is limited per IP like the auth
// routes (SECURITY.md E2, H1, I1); password checks have their own per-account backoff.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, otpSchema, passwordSchema, signupRequestSchema } from '#domain/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { authContext, noStore } from '../auth/auth.routes.ts';
import { type AuthenticatedUser, requireUserHook } from '../auth/require-user.ts';
import type { PaymentsConfig } from '../billing/payments.config.ts';
import {
  EMAIL_CHANGE_SENT_MESSAGE,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportAccount,
  requestEmailChange,
  signOutEverywhere,
  updateProfile,
} from './account.service.ts';

const currentPassword = z.string('Password is required').min(1, 'Password is required').max(128);

export function accountRoutes(app: FastifyInstance, deps: AppDeps, payments: PaymentsConfig): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = authContext(deps);
  const tags = ['user'];
  const guarded = {
    preHandler: requireUserHook(deps),
    onRequest: noStore,
    bodyLimit: 16 * 1024,
    config: { rateLimit: limit(10, '1 minute') },
  };
  const userOf = (request: { authUser?: AuthenticatedUser | undefined }) => {
    if (!request.authUser) throw badRequest('No user');
    return request.authUser;
  };

  r.patch(
    '/api/user/me',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Edit first name, last name and user name',
        body: signupRequestSchema.pick({ firstname: true, lastname: true, username: true }),
      },
    },
    async (request) => {
      await updateProfile(ctx, userOf(request), request.body);
      return { status: 'success' as const, message: 'Profile updated.', data: {} };
    },
  );

  r.post(
    '/api/user/email',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Ask for a code at a new email address',
        body: z.strictObject({ newEmail: emailSchema, password: currentPassword }),
      },
    },
    async (request) => {
      await requestEmailChange(ctx, userOf(request), request.body);
      return { status: 'success' as const, message: EMAIL_CHANGE_SENT_MESSAGE, data: {} };
    },
  );

  r.post(
    '/api/user/email/confirm',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Confirm the new email address with its code',
        body: z.strictObject({ newEmail: emailSchema, code: otpSchema }),
      },
    },
    async (request) => {
      await confirmEmailChange(ctx, userOf(request), request.body);
      return {
        status: 'success' as const,
        message: 'Your email address is changed.',
        data: { email: request.body.newEmail },
      };
    },
  );

  r.post(
    '/api/user/password',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change password (current password required; other sessions signed out)',
        body: z.strictObject({ currentPassword, newPassword: passwordSchema }),
      },
    },
    async (request) => {
      const { signedOut } = await changePassword(ctx, userOf(request), request.body);
      return {
        status: 'success' as const,
        message: 'Password changed. Every other device is signed out.',
        data: { signedOut },
      };
    },
  );

  r.post(
    '/api/user/sign-out-everywhere',
    { ...guarded, schema: { tags, summary: 'Revoke every session, this one included' } },
    async (request) => {
      const signedOut = await signOutEverywhere(ctx, userOf(request));
      return {
        status: 'success' as const,
        message: 'Signed out on every device.',
        data: { signedOut },
      };
    },
  );

  r.get(
    '/api/user/export',
    {
      ...guarded,
      config: { rateLimit: limit(5, '1 minute') },
      schema: { tags, summary: 'Download everything stored about me (JSON)' },
    },
    async (request, reply) => {
      const data = await exportAccount(ctx, userOf(request));
      void reply.header('content-disposition', 'attachment; filename="parity-account.json"');
      return { status: 'success' as const, data };
    },
  );

  r.post(
    '/api/user/delete',
    {
      ...guarded,
      config: { rateLimit: limit(5, '1 minute') },
      schema: {
        tags,
        summary: 'Delete my account (password and the word DELETE)',
        body: z.strictObject({ password: currentPassword, confirmation: z.string().max(20) }),
      },
    },
    async (request) => {
      await deleteAccount(deps, ctx, payments, request.log, userOf(request), request.body);
      return { status: 'success' as const, message: 'Your account is deleted.', data: {} };
    },
  );
}
