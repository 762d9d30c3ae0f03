/** One load-generator run against one URL. */
export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
  /** wrk threads (default 1); autocannon has one. */
  threads?: number;
}

/** What a run measured. */
export interface LoadRun {
  /** Completed requests. */
  requests: number;
  /** Wall time of the run, seconds. */
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors of any kind, timeouts included. */
  errors: number;
  timeouts: number;
  /** Answers other than 2xx (wrk counts 3xx here too). */
  non2xx: number;
  /** CPU milliseconds the load generator itself used during the run. */
  generatorCpuMs: number;
}
