/**
 * The salary feature's public module (ADR 108): what the app and other features may use.
 */
export { salaryRoutes } from './salary.routes.ts';
export { loadEarningsTables, loadIloOccupations } from './earnings-data.ts';
