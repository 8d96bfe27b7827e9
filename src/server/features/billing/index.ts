/**
 * The billing feature's public module (ADR 108): what other features may use. A sibling feature imports
 * from here, never from a file inside billing/ (eslint.config.js enforces it).
 */
export { billingDeps } from './billing.deps.ts';
export { cancelSubscription } from './cancel.service.ts';
export { assertRequestEntitled } from './entitlements.guard.ts';
export type { PaymentsConfig } from './payments.config.ts';
export { cancellableRow, listUserSubscriptions } from './subscriptions.service.ts';
