/**
 * The investment feature's public module (ADR 108): what the app and other features may use.
 */
export { investmentRoutes } from './investment.routes.ts';
