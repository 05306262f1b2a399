import autocannon from "autocannon";

export type LoadResult = {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, connection errors and timeouts: any of them spoils the run. */
  failures: number;
};

/**
 * A bounded autocannon run against 127.0.0.1: `duration` seconds with `connections` keep-alive
 * connections, as fast as the server answers or at `overallRate` requests per second in total.
 * autocannon's rate sends each connection's share at the start of every second (the server sees
 * bursts of `connections` concurrent requests, harsher than evenly spaced arrivals), and its
 * coordinated-omission correction assumes a 1 ms interval at such rates, which would record
 * made-up samples: the latencies here are the measured ones.
 */
export const load = async ({
  url,
  headers,
  connections,
  duration,
  overallRate,
}: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  overallRate?: number;
}): Promise<LoadResult> => {
  if (!new URL(url).hostname.match(/^(127\.0\.0\.1|localhost)$/)) throw new Error("local traffic only");
  const result = await autocannon({
    url,
    headers,
    connections,
    duration,
    timeout: 10,
    ...(overallRate ? { overallRate, ignoreCoordinatedOmission: true } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
  };
};
