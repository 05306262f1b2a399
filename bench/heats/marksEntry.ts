import type { Database } from "../../apps/server/src/platform/db/database.ts";
import { resourceTable } from "../../apps/server/src/platform/resources/resourceTable.ts";
import type { BenchTenant } from "../competitions/benchTenant.ts";
import type { Api } from "../competitions/competitionBuilder.ts";
import { ms, type Summary, summarize } from "../competitions/latency.ts";
import { type Server, statementsOf } from "../competitions/serverProcess.ts";

const ENTRIES = 400;
const LANES = 8;

type Heat = { id: string; entries: { id: string; lane: number }[] };

/** A time for lane `lane` in round `round` of heat `heat`: deterministic, with a tie now and then. */
const timeOf = (heat: number, lane: number, round: number) =>
  (45 + ((heat * 13 + lane * 7 + round * 5) % 300) / 100).toFixed(2);

/**
 * A 400-entry heats round built as a director builds it: a running competition with 400 approved
 * relay teams (written straight into their table: registration is not what is measured), a heats
 * phase of 8 lanes, and the draw of the 400 entries into 50 heats through `POST phases/:id/heats/draw`.
 */
const buildRound = async (api: Api, db: Database, tenant: BenchTenant, name: string) => {
  const competition = await api<{ id: string }>("POST", "competitions", {
    name,
    season: 2026,
    status: "running",
  });
  const teamIds = await db.tenant(tenant.id, async (tx) =>
    (
      await tx
        .insert(resourceTable("teams"))
        .values(
          Array.from({ length: ENTRIES }, (_, i) => ({
            tenant_id: tenant.id,
            competition_id: competition.id,
            name: `Revezamento ${String(i + 1).padStart(3, "0")}`,
            association_id: tenant.associationIds[i % tenant.associationIds.length]!,
            status: "approved",
          })),
        )
        .returning()
    ).map((row) => row.id as string),
  );
  const phase = await api<{ id: string }>("POST", `competitions/${competition.id}/phases`, {
    name: "4x100 m – eliminatórias",
    format: "heats",
    position: 1,
    measure: "time",
    lanes: LANES,
    qualify_by_place: 2,
    qualify_by_mark: 2,
  });
  const view = await api<{ heats: Heat[] }>("POST", `phases/${phase.id}/heats/draw`, {
    entries: teamIds.map((team_id, i) => ({ team_id, seed_mark: 44 + (i % 97) / 10 })),
    seed: `bench-${name}`,
  });
  return { id: competition.id, phaseId: phase.id, heats: view.heats };
};

/** One heat's marks in one request; how long until the answer was read. */
const timedMarks = async (api: Api, heat: Heat, heatIndex: number, round: number) => {
  const start = performance.now();
  const answer = await api<any>("PUT", `heats/${heat.id}/marks`, {
    marks: heat.entries.map((entry) => ({ entry_id: entry.id, value: timeOf(heatIndex, entry.lane, round) })),
  });
  const elapsed = performance.now() - start;
  const entries = answer.heat?.heat?.entries ?? answer.entries;
  if (entries?.length !== heat.entries.length) throw new Error("the answer does not hold the heat's entries");
  if (entries.some((entry: { place: number | null }) => entry.place === null))
    throw new Error("an entry of the answer has no place");
  return elapsed;
};

/**
 * The heats benchmark: two rounds of 400 entries (50 heats of 8) drawn through the API, a warm-up one
 * and the measured one; every heat's marks entered twice (a first entry, then a correction of every
 * mark) through `PUT heats/:id/marks`, each request timed from the client, heat by heat alternately
 * on the product's server and on the bare handler (bareHeats.ts) so a change of load falls on both.
 */
export const marksEntryBench = async ({
  framework,
  bare,
  db,
  tenant,
  servers,
}: {
  framework: Api;
  bare: Api;
  db: Database;
  tenant: BenchTenant;
  servers: Record<"framework" | "bare", Server>;
}) => {
  const start = performance.now();
  const warm = await buildRound(framework, db, tenant, "Aquecimento");
  const measured = await buildRound(framework, db, tenant, "Estadual de Atletismo");
  console.log(
    `  built two rounds of ${ENTRIES} entries: ${measured.heats.length} heats of ${LANES} each (${((performance.now() - start) / 1000).toFixed(1)} s through the API)`,
  );
  if (measured.heats.length !== ENTRIES / LANES)
    throw new Error(`expected 50 heats, got ${measured.heats.length}`);
  for (const [index, heat] of warm.heats.slice(0, 10).entries()) {
    await timedMarks(framework, heat, index, 0);
    await timedMarks(bare, heat, index, 0);
  }
  const samples = { framework: [] as number[], bare: [] as number[] };
  const before = { framework: await statementsOf(servers.framework), bare: await statementsOf(servers.bare) };
  const roundStart = performance.now();
  let frameworkTotal = 0;
  for (const round of [1, 2])
    for (const [index, heat] of measured.heats.entries()) {
      const took = await timedMarks(framework, heat, index, round);
      frameworkTotal += took;
      samples.framework.push(took);
      samples.bare.push(await timedMarks(bare, heat, index, round));
    }
  const requests = samples.framework.length;
  const statements = {
    framework: ((await statementsOf(servers.framework)) - before.framework) / requests,
    bare: ((await statementsOf(servers.bare)) - before.bare) / requests,
  };
  // The last write on each heat was the bare handler's: the product's server writes it once more so
  // the round ends with its places, records and official heats, then qualifies.
  for (const [index, heat] of measured.heats.entries()) await timedMarks(framework, heat, index, 2);
  const qualified = await framework<any>("POST", `phases/${measured.phaseId}/heats/qualify`, {});
  const total = qualified.qualified.by_place + qualified.qualified.by_mark;
  if (total < 102) throw new Error(`expected at least 102 qualifiers, got ${total}`);
  const results: Record<"framework" | "bare", Summary> = {
    framework: summarize(samples.framework),
    bare: summarize(samples.bare),
  };
  console.log(
    "\n  server        n      p50      p95      p99      max     mean  statements/request   (ms, client-side)",
  );
  for (const [name, s] of Object.entries(results))
    console.log(
      `  ${name.padEnd(10)} ${String(s.n).padStart(4)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)} ${ms(s.mean)}  ${statements[name as "bare"].toFixed(1).padStart(8)}`,
    );
  const { framework: f, bare: b } = results;
  console.log(
    `\n  the whole round's marks (${ENTRIES} entries, ${measured.heats.length} requests) on the product's server: ${(frameworkTotal / 2 / 1000).toFixed(2)} s of requests per pass (wall ${((performance.now() - roundStart) / 1000).toFixed(1)} s for both passes on both servers)`,
  );
  console.log(`  qualified: ${qualified.qualified.by_place} Q and ${qualified.qualified.by_mark} q`);
  console.log(
    `  framework / bare: p50 ${(f.p50 / b.p50).toFixed(2)}, p99 ${(f.p99 / b.p99).toFixed(2)}; target framework p99 < 50 ms: ${f.p99 < 50 ? "met" : "MISSED"} (${f.p99.toFixed(1)} ms)`,
  );
  return results;
};
