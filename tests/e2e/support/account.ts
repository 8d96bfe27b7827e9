// Real accounts through the API; shared with the benchmarks (see parity.ts).
export * from '../../../bench/support/account.ts';
