/**
 * The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
 * See node_modules/autocannon/README.md for the full option and result lists.
 */
declare module 'autocannon' {
  interface Options {
    url: string;
    title?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
  }

  /** Percentiles of one statistic; latencies are in milliseconds. */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    title?: string;
    url: string;
    /** Seconds. */
    duration: number;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    /** Completed requests per second (sampled every second). */
    requests: Histogram & { sent: number };
    /** Response bytes per second. */
    throughput: Histogram;
  }

  interface Instance {
    stop(): void;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;

  export type { Histogram, Instance, Options, Result };
  export default autocannon;
}
