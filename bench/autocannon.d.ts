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
    duration: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
