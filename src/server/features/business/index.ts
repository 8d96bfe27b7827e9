/**
 * The business feature's public module (ADR 108): what the app and other features may use.
 */
export { businessRoutes } from './business.routes.ts';
