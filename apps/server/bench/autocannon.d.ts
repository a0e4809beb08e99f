/** The part of autocannon (a dev dependency without types) the benchmarks use. */
declare module 'autocannon' {
  type Client = { setHeaders: (headers: Record<string, string>) => void };
  type Instance = {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, ms: number) => void,
    ): void;
  };
  type Options = {
    url: string;
    method?: string;
    body?: string;
    connections?: number;
    duration?: number;
    setupClient?: (client: Client) => void;
  };
  type Result = { non2xx: number; errors: number; timeouts: number };
  const autocannon: (options: Options) => Instance & PromiseLike<Result>;
  export default autocannon;
}
