// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    timeout?: number;
    /** Requests each connection sends in turn (instead of `method`/`body` on `url`). */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string }>;
    /** Answer the raw result (encoded histograms) so that several runs can be combined with aggregateResult. */
    skipAggregateResult?: boolean;
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; min: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '5xx': number;
    statusCodeStats?: Record<string, { count: number }>;
    duration: number;
  };
  /** A run's result with skipAggregateResult (histograms still encoded). */
  type RawResult = {
    totalCompletedRequests: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  function autocannon(options: Options & { skipAggregateResult: true }): Promise<RawResult>;
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    /** Combines raw results: one latency histogram over all their requests (requests/throughput per second are not kept). */
    function aggregateResult(results: RawResult[], options: { url: string; connections?: number }): Result;
  }
  export = autocannon;
}
