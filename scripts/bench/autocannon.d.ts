// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    workers?: number;
    headers?: Record<string, string>;
    /** each request's path etc. made afresh by setupRequest (the list bench asks for random pages) */
    requests?: Array<{ setupRequest?: (req: { path?: string; headers?: Record<string, string> }) => { path?: string; headers?: Record<string, string> } }>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
