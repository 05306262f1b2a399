/**
 * A server of the competitions benchmarks in a process of its own (forked by run.ts): the
 * benchmarks' server (../resources/benchServer.ts) with the baseline of bareCompetitions.ts.
 * It counts the statements it sends to PostgreSQL (begin and commit included) and tells the count
 * when the benchmark asks ("queries"): statements per request is what separates the two sides
 * when both wait on the database.
 */
import pg from "pg";
import { serveBench } from "../resources/benchServer.ts";
import { bareCompetitionsApp } from "./bareCompetitions.ts";

let statements = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  statements++;
  // BENCH_STATEMENTS_LOG=1: each statement's text on stderr (what a request sends, one line each).
  if (process.env.BENCH_STATEMENTS_LOG && process.env.BENCH_MODE === "framework") {
    const first = args[0] as string | { text?: string };
    const text = typeof first === "string" ? first : (first?.text ?? "");
    process.stderr.write(`[statement] ${text.replace(/\s+/g, " ").slice(0, 240)}\n`);
  }
  return query.apply(this, args);
};
process.on("message", (message) => {
  if (message === "queries") process.send?.({ queries: statements });
});

await serveBench(bareCompetitionsApp);
