/**
 * The held-out validation of the cost-of-living model (data/built/col-validation.json, written by
 * `npm run prices:fit`; method §10), typed for the methods page.
 */
import type { ValidationTable } from '#domain/cost-of-living/validate.ts';
import summary from '../../../../data/built/col-validation.json';

export interface ValidationSummary {
  fitted: string;
  observations: number;
  countries: number;
  sources: string[];
  table: ValidationTable;
}

export const VALIDATION = summary as unknown as ValidationSummary;
