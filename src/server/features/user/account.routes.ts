// Exports: accountRoutes. Account self-service for /profile (issue 18 §4). Every route needs the
// bearer session, answers `no-store`, takes at most 16 KiB and is limited per IP like the auth
// routes (SECURITY.md E2, H1, I1); password checks have their own per-account backoff.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmedResponse,
  deleteAccountBody,
  emailChangeBody,
  emailChangedResponse,
  emailConfirmBody,
  exportResponse,
  passwordChangeBody,
  profileBody,
  signedOutResponse,
} from '#domain/api/user.ts';
import type { AppDeps } from '../../deps.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { authContext } from '../auth/index.ts';
import type { PaymentsConfig } from '../billing/index.ts';
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

export function accountRoutes(app: FastifyInstance, deps: AppDeps, payments: PaymentsConfig): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = authContext(deps);
  const tags = ['user'];
  const policy = { auth: 'user', private: true, limit: limit(10, '1 minute') } as const;
  const guarded = { bodyLimit: 16 * 1024, config: { policy } };

  r.patch(
    '/api/user/me',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Edit first name, last name and user name',
        body: profileBody,
        response: { 200: confirmedResponse },
      },
    },
    async (request) => {
      await updateProfile(ctx, request.user, request.body);
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
        body: emailChangeBody,
        response: { 200: confirmedResponse },
      },
    },
    async (request) => {
      await requestEmailChange(ctx, request.user, request.body);
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
        body: emailConfirmBody,
        response: { 200: emailChangedResponse },
      },
    },
    async (request) => {
      await confirmEmailChange(ctx, request.user, request.body);
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
        body: passwordChangeBody,
        response: { 200: signedOutResponse },
      },
    },
    async (request) => {
      const { signedOut } = await changePassword(ctx, request.user, request.body);
      return {
        status: 'success' as const,
        message: 'Password changed. Every other device is signed out.',
        data: { signedOut },
      };
    },
  );

  r.post(
    '/api/user/sign-out-everywhere',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Revoke every session, this one included',
        response: { 200: signedOutResponse },
      },
    },
    async (request) => {
      const signedOut = await signOutEverywhere(ctx, request.user);
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
      config: { policy: { ...policy, limit: limit(5, '1 minute') } },
      schema: {
        tags,
        summary: 'Download everything stored about me (JSON)',
        response: { 200: exportResponse },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(ctx, request.user);
      void reply.header('content-disposition', 'attachment; filename="parity-account.json"');
      return { status: 'success' as const, data };
    },
  );

  r.post(
    '/api/user/delete',
    {
      ...guarded,
      config: { policy: { ...policy, limit: limit(5, '1 minute') } },
      schema: {
        tags,
        summary: 'Delete my account (password and the word DELETE)',
        body: deleteAccountBody,
        response: { 200: confirmedResponse },
      },
    },
    async (request) => {
      await deleteAccount(deps, ctx, payments, request.log, request.user, request.body);
      return { status: 'success' as const, message: 'Your account is deleted.', data: {} };
    },
  );
}
