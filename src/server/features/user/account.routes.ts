// Exports: accountRoutes. Account self-service for /profile (issue 18 §4). Every route needs the
// bearer session, answers `no-store`, takes at most 16 KiB and is limited per IP like the auth
// routes (docs/security.md E2, H1, I1); password checks have their own per-account backoff.
import type { FastifyInstance } from 'fastify';
import { userApi } from '#domain/api/user.ts';
import { SMALL_BODY, serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
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
import { MESSAGES } from '#domain/messages.ts';

export function accountRoutes(app: FastifyInstance, deps: AppDeps, payments: PaymentsConfig): void {
  const ctx = authContext(deps);

  serve(
    app,
    userApi.editProfile,
    async (request) => {
      await updateProfile(ctx, request.user, request.body);
      return { status: 'success' as const, message: 'Profile updated.', data: {} };
    },
    SMALL_BODY,
  );

  serve(
    app,
    userApi.changeEmail,
    async (request) => {
      await requestEmailChange(ctx, request.user, request.body);
      return { status: 'success' as const, message: EMAIL_CHANGE_SENT_MESSAGE, data: {} };
    },
    SMALL_BODY,
  );

  serve(
    app,
    userApi.confirmEmail,
    async (request) => {
      await confirmEmailChange(ctx, request.user, request.body);
      return {
        status: 'success' as const,
        message: 'Your email address is changed.',
        data: { email: request.body.newEmail },
      };
    },
    SMALL_BODY,
  );

  serve(
    app,
    userApi.changePassword,
    async (request) => {
      const { signedOut } = await changePassword(ctx, request.user, request.body);
      return {
        status: 'success' as const,
        message: 'Password changed. Every other device is signed out.',
        data: { signedOut },
      };
    },
    SMALL_BODY,
  );

  serve(
    app,
    userApi.signOutEverywhere,
    async (request) => {
      const signedOut = await signOutEverywhere(ctx, request.user);
      return {
        status: 'success' as const,
        message: MESSAGES.signedOutEverywhere,
        data: { signedOut },
      };
    },
    SMALL_BODY,
  );

  serve(
    app,
    userApi.exportData,
    async (request, reply) => {
      const data = await exportAccount(ctx, request.user);
      void reply.header('content-disposition', 'attachment; filename="parity-account.json"');
      return { status: 'success' as const, data };
    },
    SMALL_BODY,
  );

  serve(
    app,
    userApi.deleteAccount,
    async (request) => {
      await deleteAccount(deps, ctx, payments, request.log, request.user, request.body);
      return { status: 'success' as const, message: 'Your account is deleted.', data: {} };
    },
    SMALL_BODY,
  );
}
