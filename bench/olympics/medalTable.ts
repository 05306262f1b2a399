import type { Database } from "../../apps/server/src/platform/db/database.ts";
import { resourceTable } from "../../apps/server/src/platform/resources/resourceTable.ts";
import type { BenchTenant } from "../competitions/benchTenant.ts";
import type { Api } from "../competitions/competitionBuilder.ts";
import { ms, type Summary, summarize } from "../competitions/latency.ts";
import { type Server, statementsOf } from "../competitions/serverProcess.ts";

const EVENTS = 60;
const DELEGATIONS = 100;
const SAMPLES = 40;

type Medals = { delegation: { name: string } | string; name?: string; gold: number; silver: number }[];

/**
 * A games edition of 60 events and 100 delegations: the edition, its 100 delegations (100
 * associations), its points per place, a sport and 60 events written straight into their tables
 * (the catalog is not what is measured); then, through the API as the staff do it, each event's
 * competition created from the edition (`POST olympics/:id/events/:event_id/competition`), a knockout
 * phase of two teams of two delegations drawn, its fixtures and its final's result.
 */
const buildEdition = async (api: Api, db: Database, tenant: BenchTenant) => {
  const { olympic, eventIds, associationIds } = await db.tenant(tenant.id, async (tx) => {
    const [olympic] = await tx
      .insert(resourceTable("olympics"))
      .values({ tenant_id: tenant.id, name: "Jogos Escolares 2026", status: "running", point_ties: "share" })
      .returning();
    const associations = await tx
      .insert(resourceTable("associations"))
      .values(
        Array.from({ length: DELEGATIONS }, (_, i) => ({
          tenant_id: tenant.id,
          name: `Município ${String(i + 1).padStart(3, "0")}`,
          status: "approved",
        })),
      )
      .returning();
    await tx.insert(resourceTable("olympicmembers")).values(
      associations.map((association, i) => ({
        tenant_id: tenant.id,
        olympic_id: olympic!.id,
        name: `Delegação ${String(i + 1).padStart(3, "0")}`,
        association_id: association.id,
      })),
    );
    await tx.insert(resourceTable("olympicsscores")).values(
      [10, 8, 6, 5, 4, 3, 2, 1].map((points, i) => ({
        tenant_id: tenant.id,
        olympic_id: olympic!.id,
        place: i + 1,
        points,
      })),
    );
    const [sport] = await tx
      .insert(resourceTable("sports"))
      .values({
        tenant_id: tenant.id,
        name: "Futsal",
        kind: "team",
        scoring: "points",
        result_order: "higher",
      })
      .returning();
    const events = await tx
      .insert(resourceTable("olympicsevents"))
      .values(
        Array.from({ length: EVENTS }, (_, i) => ({
          tenant_id: tenant.id,
          name: `Prova ${String(i + 1).padStart(2, "0")}`,
          kind: "team",
          sport_id: sport!.id,
        })),
      )
      .returning();
    return {
      olympic: olympic!,
      eventIds: events.map((row) => row.id as string),
      associationIds: associations.map((row) => row.id as string),
    };
  });
  const olympicId = olympic.id as string;
  for (const [i, eventId] of eventIds.entries()) {
    const competition = await api<{ id: string }>(
      "POST",
      `olympics/${olympicId}/events/${eventId}/competition`,
    );
    const teams = await db.tenant(tenant.id, async (tx) => {
      const c = resourceTable("competitions");
      const { eq } = await import("drizzle-orm");
      await tx.update(c).set({ status: "running" }).where(eq(c.id, competition.id));
      return (
        await tx
          .insert(resourceTable("teams"))
          .values(
            [0, 1].map((side) => ({
              tenant_id: tenant.id,
              competition_id: competition.id,
              name: `Equipe ${i + 1}-${side + 1}`,
              association_id: associationIds[(i * 2 + side) % DELEGATIONS]!,
              status: "approved",
            })),
          )
          .returning()
      ).map((row) => row.id as string);
    });
    const phase = await api<{ id: string }>("POST", `competitions/${competition.id}/phases`, {
      name: "Final",
      format: "knockout",
    });
    await api("POST", `phases/${phase.id}/draw`, { pots: teams.map((t) => [t]), seed: `final-${i}` });
    await api("POST", `phases/${phase.id}/fixtures`, {});
    const [duel] = await api<{ id: string }[]>(
      "GET",
      `competitions/${competition.id}/duels?phase_id=${phase.id}`,
    );
    await api("PUT", `duels/${duel!.id}/result`, {
      home_score: 1 + (i % 3),
      away_score: i % 2 === 0 ? 0 : 4,
    });
  }
  return olympicId;
};

/** The medal table by delegation name: the product's and the bare handler's must agree. */
const tally = (medals: Medals) =>
  medals
    .map((row) => {
      const name = typeof row.delegation === "string" ? row.name : (row.delegation?.name ?? row.name);
      return `${name}:${row.gold}/${row.silver}`;
    })
    .sort()
    .join(",");

const timed = async (api: Api, path: string) => {
  const start = performance.now();
  const answer = await api<{ medals: Medals }>("GET", path);
  return { took: performance.now() - start, medals: answer.medals };
};

/**
 * The olympics benchmark: the results of an edition of 60 decided events and 100 delegations (each
 * event's final placings from its competition, the medal and points tables), read through
 * `GET olympics/:id/results`, alternately on the product's server and on the bare handler
 * (bareOlympics.ts), each request timed from the client, after a warm-up.
 */
export const medalTableBench = async ({
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
  const olympicId = await buildEdition(framework, db, tenant);
  console.log(
    `  built an edition of ${EVENTS} events (a final each) and ${DELEGATIONS} delegations (${((performance.now() - start) / 1000).toFixed(1)} s through the API)`,
  );
  const path = `olympics/${olympicId}/results`;
  const first = await timed(framework, path);
  const baseline = await timed(bare, path);
  if (tally(first.medals) !== tally(baseline.medals))
    throw new Error("the product's medal table and the bare handler's disagree");
  const golds = first.medals.reduce((sum, row) => sum + row.gold, 0);
  if (golds !== EVENTS) throw new Error(`expected ${EVENTS} golds, got ${golds}`);
  for (let i = 0; i < 5; i++) {
    await timed(framework, path);
    await timed(bare, path);
  }
  const samples = { framework: [] as number[], bare: [] as number[] };
  const before = { framework: await statementsOf(servers.framework), bare: await statementsOf(servers.bare) };
  for (let i = 0; i < SAMPLES; i++) {
    samples.framework.push((await timed(framework, path)).took);
    samples.bare.push((await timed(bare, path)).took);
  }
  const statements = {
    framework: ((await statementsOf(servers.framework)) - before.framework) / SAMPLES,
    bare: ((await statementsOf(servers.bare)) - before.bare) / SAMPLES,
  };
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
  console.log(`\n  framework / bare: p50 ${(f.p50 / b.p50).toFixed(2)}, p99 ${(f.p99 / b.p99).toFixed(2)}`);
  return results;
};
