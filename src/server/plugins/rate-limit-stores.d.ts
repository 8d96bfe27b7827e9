// The stores @fastify/rate-limit ships but does not type: plugins/rate-limit.ts puts them behind the
// Redis circuit (ADR 193).
declare module '@fastify/rate-limit/store/*.js' {
  interface Count {
    current: number;
    ttl: number;
  }
  interface ShippedStore {
    incr(
      key: string,
      callback: (error: Error | null, result: Count | null) => void,
      timeWindow: number,
      max: number,
    ): void;
    read(
      key: string,
      callback: (error: Error | null, result: Count | null) => void,
      timeWindow: number,
      max: number,
    ): void;
    child(routeOptions: { routeInfo: { method?: unknown; url?: unknown } }): ShippedStore;
  }
  const Store: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    ...rest: unknown[]
  ) => ShippedStore;
  export default Store;
}
