import http from "node:http";
import type { BenchTenant } from "./benchTenant.ts";
import type { Api, BuiltCompetition } from "./competitionBuilder.ts";
import { ms, summarize } from "./latency.ts";

const VIEWERS = Number(process.env.BENCH_SSE_VIEWERS ?? 2_000);
const RESULTS = Number(process.env.BENCH_SSE_RESULTS ?? 5);
const OPEN_AT_ONCE = 100;
const WAIT_MS = 10_000;

type Viewer = { request: http.ClientRequest; arrivals: number[] };

/**
 * One viewer of the public stream over a plain HTTP request of its own (a socket each, as browsers
 * hold them): resolves once the server says it subscribed; each later `event:` message records the
 * moment its chunk arrived.
 */
const openViewer = (url: string, agent: http.Agent, onEvent: () => void) =>
  new Promise<Viewer>((resolve, reject) => {
    const viewer: Viewer = { request: undefined as unknown as http.ClientRequest, arrivals: [] };
    let buffer = "";
    viewer.request = http.get(url, { agent, headers: { accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`events answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.includes(": subscribed")) resolve(viewer);
          if (message.startsWith("event:")) {
            viewer.arrivals.push(now);
            onEvent();
          }
        }
      });
    });
    viewer.request.on("error", reject);
  });

/**
 * Benchmark 3: 2,000 viewers connected to the public `events` stream of one competition on one
 * server process; a result entered through the API; the time from sending the PUT to each viewer
 * reading the event, over several results one second apart. The viewers are sockets of this process,
 * which shares the two cores with the server and PostgreSQL: its own reading time is counted in.
 */
export const sseFanoutBench = async ({
  port,
  tenant,
  framework,
  competition,
  scheduled,
}: {
  port: number;
  tenant: BenchTenant;
  framework: Api;
  competition: BuiltCompetition;
  scheduled: BuiltCompetition["duels"];
}) => {
  const url = `http://127.0.0.1:${port}/t/${tenant.identifier}/api/v1/public/competitions/${competition.id}/events`;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  let arrived = 0;
  let wake: (() => void) | null = null;
  const onEvent = () => {
    arrived++;
    if (wake && arrived >= VIEWERS) wake();
  };
  const viewers: Viewer[] = [];
  const start = performance.now();
  try {
    for (let i = 0; i < VIEWERS; i += OPEN_AT_ONCE)
      viewers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(OPEN_AT_ONCE, VIEWERS - i) }, () => openViewer(url, agent, onEvent)),
        )),
      );
    console.log(
      `  ${viewers.length} viewers subscribed in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );

    const all: number[] = [];
    let missing = 0;
    console.log(
      "\n  result  PUT ms  received      p50      p99      max   (ms from sending the PUT to each viewer)",
    );
    for (let round = 0; round < Math.min(RESULTS, scheduled.length); round++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      arrived = 0;
      const everyone = new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, WAIT_MS);
      });
      const sent = performance.now();
      await framework("PUT", `duels/${scheduled[round]!.id}/result`, { home_score: 2, away_score: 1 });
      const answered = performance.now() - sent;
      await everyone;
      wake = null;
      const latencies = viewers
        .map((viewer) => viewer.arrivals[round])
        .filter((at): at is number => at !== undefined)
        .map((at) => at - sent);
      missing += VIEWERS - latencies.length;
      all.push(...latencies);
      const s = summarize(latencies);
      console.log(
        `  ${String(round + 1).padStart(6)} ${answered.toFixed(0).padStart(7)} ${String(latencies.length).padStart(9)} ${ms(s.p50)} ${ms(s.p99)} ${ms(s.max)}`,
      );
    }
    const s = summarize(all);
    console.log(
      `\n  all deliveries: ${s.n} (${missing} missing after ${WAIT_MS / 1000} s): p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms; target p99 ≤ 1000 ms: ${s.p99 <= 1_000 && !missing ? "met" : "MISSED"}`,
    );
    return { ...s, missing };
  } finally {
    for (const viewer of viewers) viewer.request.destroy();
    agent.destroy();
  }
};
