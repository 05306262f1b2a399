/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    max: number;
    min: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export type Options = {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    timeout?: number;
    overallRate?: number;
    ignoreCoordinatedOmission?: boolean;
  };
  const autocannon: (options: Options) => Promise<Result>;
  export default autocannon;
}
