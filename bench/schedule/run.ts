/**
 * The scheduler benchmark (issue 14, Games day): proposeSchedule and checkSchedule on a games
 * edition of 1,000 duels on 20 courts over 5 days (edition.ts), beside a naive first-fit measured
 * in the same run (baseline.ts), so what it prints is a ratio beside its baseline as well as a
 * time. Pure engine, no database:
 *
 *   npm run bench:schedule -w bench
 */
import os from "node:os";
import { checkSchedule, type Placement, proposeSchedule, type ScheduleProblem } from "@quadra/engine";
import { firstFit } from "./baseline.ts";
import { benchEdition, DUELS, largeEdition } from "./edition.ts";

const WARMUP = 3;
const RUNS = 11;

/**
 * Median and max wall time of `runs` runs after `warmup` (milliseconds), the median CPU time of
 * this process over the same runs (what the machine's load does not inflate as much), and the
 * last result.
 */
const measure = <T>(fn: () => T, warmup = WARMUP, runs = RUNS) => {
  let result = fn();
  for (let i = 1; i < warmup; i++) result = fn();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    result = fn();
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  return { median: times[middle]!, max: times[times.length - 1]!, cpu: cpu[middle]!, result };
};

/** Shape of a schedule: how long it runs and how full its courts are while they are open. */
const summary = (problem: ScheduleProblem, placements: Placement[]) => {
  const lastEnd = Math.max(...placements.map((p) => p.end));
  const open = problem.spaces
    .flatMap((s) => s.windows)
    .reduce((sum, w) => sum + Math.max(0, Math.min(w.end, lastEnd) - w.start), 0);
  const busy = placements.reduce((sum, p) => sum + (p.end - p.start), 0);
  const broken = checkSchedule(problem, placements).filter((v) => v.kind !== "unplaced");
  const kinds = new Map<string, number>();
  for (const v of broken) kinds.set(v.kind, (kinds.get(v.kind) ?? 0) + 1);
  return {
    placed: placements.length,
    lastEnd: `day ${Math.floor(lastEnd / 1440) + 1} ${String(Math.floor((lastEnd % 1440) / 60)).padStart(2, "0")}:${String(lastEnd % 60).padStart(2, "0")}`,
    occupancy: `${((100 * busy) / open).toFixed(1)}%`,
    broken: broken.length,
    kinds: [...kinds].map(([k, n]) => `${k} ${n}`).join(", ") || "none",
  };
};

const main = () => {
  console.log(
    `schedule benchmark: ${os.cpus().length} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const problem = benchEdition();
  if (problem.items.length !== DUELS)
    throw new Error(`expected ${DUELS} duels, built ${problem.items.length}`);
  console.log(
    `edition: ${problem.items.length} duels, ${problem.spaces.length} courts, ${problem.referees.length} referees, ${RUNS} runs after ${WARMUP} warm-ups\n`,
  );

  const baseline = measure(() => firstFit(problem));
  const propose = measure(() => proposeSchedule(problem));
  const check = measure(() => checkSchedule(problem, propose.result.placements));

  const ratio = (t: { median: number; cpu: number }) =>
    `${(t.median / baseline.median).toFixed(0)} (CPU ${(t.cpu / baseline.cpu).toFixed(0)})`;
  const ms = (t: { median: number; max: number; cpu: number }) =>
    `${t.median.toFixed(1)} ms (max ${t.max.toFixed(1)}, CPU ${t.cpu.toFixed(1)})`;
  console.log(`baseline first-fit (courts only): ${ms(baseline)}`);
  console.log(`proposeSchedule:                 ${ms(propose)}   ratio ${ratio(propose)}`);
  console.log(`checkSchedule (its proposal):    ${ms(check)}   ratio ${ratio(check)}`);

  const reasons = new Map<string, number>();
  for (const u of propose.result.unplaced) reasons.set(u.reason, (reasons.get(u.reason) ?? 0) + 1);
  console.log("\nproposeSchedule:", summary(problem, propose.result.placements), {
    unplaced: propose.result.unplaced.length,
    reasons: [...reasons].map(([k, n]) => `${k} ${n}`).join(", ") || "none",
  });
  console.log("first-fit:      ", summary(problem, baseline.result));

  const violations = check.result.filter((v) => v.kind !== "unplaced");
  if (violations.length > 0) throw new Error(`proposeSchedule broke ${violations.length} constraints`);

  // For the server's sake: its largest request, measured once warm, three times.
  const large = largeEdition();
  const largePropose = measure(() => proposeSchedule(large), 1, 3);
  const largeCheck = measure(() => checkSchedule(large, largePropose.result.placements), 1, 3);
  console.log(
    `\nlargest request (${large.items.length} items, ${large.spaces.length} courts, 20 days, ${large.referees.length} referees):`,
  );
  console.log(`proposeSchedule ${ms(largePropose)}, checkSchedule ${ms(largeCheck)}`);
  console.log("proposeSchedule:", summary(large, largePropose.result.placements), {
    unplaced: largePropose.result.unplaced.length,
  });
  if (largeCheck.result.some((v) => v.kind !== "unplaced"))
    throw new Error("proposeSchedule broke constraints");
};

main();
