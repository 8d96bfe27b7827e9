// The built server for journeys lives with the benchmarks' support code, which both use (the
// Lighthouse benchmark needs it too, and nothing imports from tests/).
export * from '../../../bench/support/parity.ts';
