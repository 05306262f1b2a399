/**
 * Benchmark of @quadra/engine against tournament-organizer (standings, Swiss) and brackets-manager
 * with brackets-memory-db (bracket generation), measured in the same process and run.
 * Run on demand from the repository root: node --import tsx bench/engine/run.ts
 * (never in CI: it takes a few minutes, mostly tournament-organizer's Swiss pairings).
 */

import {
  brasileiraoSerieA,
  computeStandings,
  doubleElimination,
  hashString,
  type MatchResult,
  pairSwissRound,
  resolveBracket,
  roundRobin,
  type SwissGame,
  singleElimination,
  swissStandings,
} from "@quadra/engine";
import { BracketsManager } from "brackets-manager";
import { InMemoryDatabase } from "brackets-memory-db";
import { Manager } from "tournament-organizer/components";

type Timing = { median: number; iterations: number };
let sink = 0;

/** Median wall time of `iterations` runs after `warmup` runs (milliseconds). */
const measure = async (fn: () => unknown, warmup: number, iterations: number): Promise<Timing> => {
  for (let i = 0; i < warmup; i++) sink += Number(Boolean(await fn()));
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    sink += Number(Boolean(await fn()));
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, iterations };
};

/** A deterministic result for a pairing, the same for both libraries. */
const goals = (a: string, b: string, salt: number) => {
  const h = hashString(`${a}|${b}|${salt}`);
  return { home: h % 4, away: (h >>> 8) % 4 };
};

const rows: { task: string; quadra: Timing; baseline: Timing; baselineName: string }[] = [];
const report = (task: string, baselineName: string, quadra: Timing, baseline: Timing) => {
  rows.push({ task, quadra, baseline, baselineName });
  const ratio = quadra.median / baseline.median;
  console.log(
    `${task}\n  Quadra ${quadra.median.toFixed(3)} ms (×${quadra.iterations}) | ${baselineName} ${baseline.median.toFixed(3)} ms (×${baseline.iterations}) | ratio ${ratio.toFixed(4)} (${(1 / ratio).toFixed(1)}× faster)`,
  );
};

/** A tournament-organizer double round robin with every result entered, and the same results for Quadra. */
const playedRoundRobin = (teams: number) => {
  const manager = new Manager();
  const t = manager.createTournament("rr", {
    stageOne: { format: "double-round-robin" },
    scoring: { win: 3, draw: 1, loss: 0, tiebreaks: ["game win differential", "versus"] },
  });
  for (let i = 0; i < teams; i++) t.createPlayer(`t${i}`, `t${i}`);
  t.startTournament();
  const matches: MatchResult[] = [];
  for (;;) {
    for (const m of t.getActiveMatches()) {
      const home = m.getPlayer1().id!;
      const away = m.getPlayer2().id!;
      const g = goals(home, away, m.getRoundNumber());
      t.enterResult(m.getId(), g.home > g.away ? 1 : 0, g.away > g.home ? 1 : 0, g.home === g.away ? 1 : 0);
      matches.push({ home, away, homeScore: g.home, awayScore: g.away });
    }
    try {
      t.nextRound();
    } catch {
      break;
    }
  }
  return { t, matches };
};

const standingsTask = async (teams: number, label: string, iterations: number) => {
  const { t, matches } = playedRoundRobin(teams);
  const quadra = await measure(
    () => computeStandings({ matches, regulation: brasileiraoSerieA }),
    20,
    iterations * 10,
  );
  const baseline = await measure(() => t.getStandings(), 3, iterations);
  report(`${label} (${matches.length} matches)`, "tournament-organizer", quadra, baseline);
};

/** Schedule, results and standings of a 20-team double round robin, end to end. */
const pipelineTask = async () => {
  const quadra = await measure(
    () => {
      const teams = Array.from({ length: 20 }, (_, i) => `t${i}`);
      const matches: MatchResult[] = [];
      for (const round of roundRobin({ participants: teams, legs: 2 })) {
        for (const f of round.fixtures) {
          const g = goals(f.home, f.away, round.round);
          matches.push({ home: f.home, away: f.away, homeScore: g.home, awayScore: g.away });
        }
      }
      return computeStandings({ matches, regulation: brasileiraoSerieA });
    },
    20,
    200,
  );
  const baseline = await measure(() => playedRoundRobin(20).t.getStandings(), 2, 10);
  report(
    "20-team double round robin: schedule + results + standings",
    "tournament-organizer",
    quadra,
    baseline,
  );
};

const swissTask = async (players: number, rounds: number, baselineIterations: number) => {
  const ids = Array.from({ length: players }, (_, i) => `p${i}`);
  const outcome = (a: string, b: string, round: number) => goals(a, b, round);
  const quadra = await measure(
    () => {
      const games: SwissGame[] = [];
      for (let round = 1; round <= rounds; round++) {
        for (const g of pairSwissRound({ players: ids, games, round })) {
          if (g.away === null) games.push(g);
          else {
            const o = outcome(g.home, g.away, round);
            games.push({ ...g, result: o.home > o.away ? "home" : o.away > o.home ? "away" : "draw" });
          }
        }
      }
      return swissStandings({ players: ids, games });
    },
    1,
    5,
  );
  const runBaseline = (n: number) => {
    const manager = new Manager();
    const t = manager.createTournament("swiss", {
      stageOne: { format: "swiss", rounds },
      scoring: { tiebreaks: ["median buchholz", "solkoff", "sonneborn berger", "cumulative", "versus"] },
    });
    for (let i = 0; i < n; i++) t.createPlayer(`p${i}`, `p${i}`);
    t.startTournament();
    for (let round = 1; round <= rounds; round++) {
      for (const m of t.getActiveMatches()) {
        const o = outcome(m.getPlayer1().id!, m.getPlayer2().id!, round);
        t.enterResult(m.getId(), o.home > o.away ? 1 : 0, o.away > o.home ? 1 : 0, o.home === o.away ? 1 : 0);
      }
      if (round < rounds) t.nextRound();
    }
    return t.getStandings();
  };
  // tournament-organizer needs minutes for 1,000 players, so it is warmed up on a small event.
  await measure(() => runBaseline(64), 2, 0);
  const baseline = await measure(() => runBaseline(players), 0, baselineIterations);
  report(
    `Swiss ${players} players × ${rounds} rounds: pairings + results + standings`,
    "tournament-organizer",
    quadra,
    baseline,
  );
};

const bracketTask = async (type: "single_elimination" | "double_elimination", size: number) => {
  const seeding = Array.from({ length: size }, (_, i) => `p${i + 1}`);
  const quadra = await measure(
    () => {
      const bracket =
        type === "double_elimination"
          ? doubleElimination({ participants: seeding, reset: true })
          : singleElimination({ participants: seeding, thirdPlace: true });
      return resolveBracket({ bracket, winners: {} });
    },
    50,
    500,
  );
  const baseline = await measure(
    async () => {
      const storage = new InMemoryDatabase();
      const manager = new BracketsManager(storage);
      await manager.create.stage({
        tournamentId: 0,
        name: "bench",
        type,
        seeding,
        settings: type === "double_elimination" ? { grandFinal: "double" } : { consolationFinal: true },
      });
      return storage;
    },
    5,
    30,
  );
  report(
    `${type.replace("_", " ")} bracket generation, ${size} participants`,
    "brackets-manager",
    quadra,
    baseline,
  );
};

const swissIterations = Number(process.env.BENCH_SWISS_ITERATIONS ?? 1);
console.log(`Node ${process.version}, ${new Date().toISOString()}\n`);
await standingsTask(20, "Standings, 20-team double round robin", 30);
await standingsTask(101, "Standings, 101-team double round robin", 5);
await pipelineTask();
await bracketTask("single_elimination", 256);
await bracketTask("double_elimination", 256);
await swissTask(1000, 9, swissIterations);
console.log("\nratio = Quadra median time / baseline median time (lower is better)");
if (sink < 0) console.log(sink);
