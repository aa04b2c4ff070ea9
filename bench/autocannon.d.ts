/** The part of autocannon's API used by bench/api.ts (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    requests?: { method?: string; path?: string; body?: string; headers?: Record<string, string>; setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
