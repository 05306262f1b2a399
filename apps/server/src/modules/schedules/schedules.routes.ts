import type { Placement } from "@quadra/engine";
import type {
  ScheduleApplied,
  ScheduleBoard,
  ScheduleViolationView,
  ZScheduleCheck,
} from "@quadra/shared/contracts/schedules";
import { schedulesOperations } from "@quadra/shared/operations/schedules";
import { resourceOf } from "@quadra/shared/resources/registry";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, invalidFields, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { createRecord, updateRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { olympicsCompetitionIds, olympicsEdition } from "../olympics/olympicsResults.ts";
import { check, propose } from "./engineClock.ts";
import { SCHEDULE_TIME_ZONE } from "./openingHours.ts";
import { type BuiltProblem, buildProblem, type Setup } from "./scheduleProblem.ts";
import { violationViews } from "./violationSentences.ts";

type Scope = { title: string; competitionIds: string[]; audit: { resource: string; id: string } };
type PlacementIn = { item_id: string; space_id: string; start: number; referees: string[] };

/** A competition the director schedules alone (404 when it does not exist). */
const competitionScope = async (tx: Executor, id: string): Promise<Scope> => {
  const competitions = resourceTable("competitions");
  const [row] = await tx
    .select({ id: competitions.id, name: competitions.name })
    .from(competitions)
    .where(and(eq(competitions.id, id), isNull(competitions.deleted_at)));
  if (!row) throw notFound("Competição não encontrada.");
  return { title: row.name, competitionIds: [row.id], audit: { resource: "competitions", id: row.id } };
};

/** Every competition of a games edition, scheduled together on the edition's venues. */
const olympicsScope = async (tx: Executor, id: string): Promise<Scope> => {
  const edition = await olympicsEdition(tx, id);
  return {
    title: edition.name,
    competitionIds: await olympicsCompetitionIds(tx, id),
    audit: { resource: "olympics", id: edition.id },
  };
};

const enginePlacements = (built: BuiltProblem, placements: readonly PlacementIn[]): Placement[] =>
  placements.map((p) => {
    const item = built.items.get(p.item_id);
    const duration = item?.duration ?? 0;
    return {
      itemId: p.item_id,
      spaceId: p.space_id,
      start: p.start,
      end: p.start + duration,
      referees: p.referees,
    };
  });

const boardOf = (scope: Scope, setup: Setup, built: BuiltProblem): ScheduleBoard => {
  const proposal = propose(built.problem);
  const violations = check(built.problem, proposal.placements);
  return {
    title: scope.title,
    time_zone: SCHEDULE_TIME_ZONE,
    days: [...setup.days].sort(),
    spaces: built.spaces,
    items: [...built.items.values()].map(({ version: _v, status: _s, ...item }) => item),
    placements: proposal.placements.map((p) => ({
      item_id: p.itemId,
      space_id: p.spaceId,
      start: p.start,
      end: p.end,
      referees: p.referees,
    })),
    violations: violationViews(
      built,
      setup,
      violations,
      new Map(proposal.unplaced.map((u) => [u.itemId, u.reason])),
    ),
    referees: [...built.refereeNames.entries()].map(([id, name]) => ({ id, name })),
  };
};

/** Placements of items outside the problem: played, cancelled, or of another competition. */
const assertKnownItems = (built: BuiltProblem, placements: readonly PlacementIn[]) => {
  const seen = new Set<string>();
  for (const placement of placements) {
    if (!built.items.has(placement.item_id))
      throw conflict(
        "Algum item da programação já foi disputado, foi cancelado ou não é desta programação. Proponha de novo.",
        { placements: "Item já disputado ou fora desta programação." },
      );
    if (seen.has(placement.item_id))
      throw invalidFields({ placements: "um item aparece duas vezes." }, { placements: "Programação" });
    seen.add(placement.item_id);
  }
};

const checkOf = (built: BuiltProblem, setup: Setup, placements: readonly PlacementIn[]) =>
  violationViews(built, setup, check(built.problem, enginePlacements(built, placements)));

/**
 * Writes every placement in the transaction it runs in: each duel or heat through its resource's
 * rules (updateRecord: the version, an open competition, an active space, the audit), the court and
 * place named after the space, and the referees placed as appointments through their own rules.
 */
const applySchedule = async (
  tx: Executor,
  request: Parameters<typeof actorOf>[0],
  scope: Scope,
  body: {
    setup: Setup;
    placements: PlacementIn[];
    accept_violations: boolean;
    referee_role_id?: string | null | undefined;
  },
): Promise<ScheduleApplied> => {
  const actor = actorOf(request);
  const built = await buildProblem(tx, scope.competitionIds, body.setup);
  assertKnownItems(built, body.placements);
  const violations = checkOf(built, body.setup, body.placements).filter(
    (v) => v.kind !== "unplaced" || body.placements.some((p) => v.item_ids.includes(p.item_id)),
  );
  const hard = violations.filter((v) => v.hard);
  if (hard.length && !body.accept_violations)
    throw conflict(
      `A programação quebra ${hard.length} ${hard.length === 1 ? "restrição obrigatória" : "restrições obrigatórias"}: ${hard[0]!.message}`,
      { placements: hard.map((v) => v.message).join(" ") },
    );
  if (body.placements.some((p) => p.referees.length) && !body.referee_role_id)
    throw invalidFields(
      { referee_role_id: "escolha a função dos árbitros escalados." },
      { referee_role_id: "Função dos árbitros" },
    );

  const duels = resourceOf("duels");
  const heats = resourceOf("heats");
  const appointments = resourceOf("refereeappointments");
  for (const placement of body.placements) {
    const item = built.items.get(placement.item_id)!;
    const space = built.spaceNames.get(placement.space_id);
    const scheduled_at = new Date(placement.start * 60_000).toISOString();
    // A duel shows the space as its court and the venue as its place; a heat has no court.
    const where =
      item.kind === "duel"
        ? { court: space?.name ?? null, place: space?.venue ?? null }
        : { place: space ? `${space.venue} – ${space.name}` : null };
    await updateRecord(tx, {
      def: item.kind === "duel" ? duels : heats,
      actor,
      id: item.record_id,
      body: { version: item.version },
      set: { scheduled_at, space_id: placement.space_id, ...where },
    });
    for (const referee of placement.referees)
      await createRecord(tx, {
        def: appointments,
        actor,
        body: {
          competition_id: item.competition_id,
          [item.kind === "duel" ? "duel_id" : "heat_id"]: item.record_id,
          referee_id: referee,
          role_id: body.referee_role_id,
        },
      });
  }
  // The director's acceptance is kept: which broken constraints were written on purpose.
  if (hard.length)
    await writeAudit(tx, actor, [
      {
        action: "update",
        resource: scope.audit.resource,
        recordId: scope.audit.id,
        recordTitle: scope.title,
        changes: { schedule_accepted_violations: hard.map((v) => v.message) },
      },
    ]);
  return { written: body.placements.length, violations };
};

type CheckBody = z.output<typeof ZScheduleCheck>;

/**
 * The games-day scheduler's operations (docs/gamesday.md) for one competition and for a games
 * edition: propose (nothing written), check a moved schedule, apply it in one transaction.
 */
export const registerScheduleRoutes = (app: App) => {
  const checkAnswer = (scope: Scope, body: CheckBody, tx: Executor) =>
    buildProblem(tx, scope.competitionIds, body.setup).then((built) => {
      assertKnownItems(built, body.placements);
      return { violations: checkOf(built, body.setup, body.placements) satisfies ScheduleViolationView[] };
    });

  route(app, schedulesOperations, "competitionPropose", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const scope = await competitionScope(tx, request.params.id);
        return boardOf(scope, request.body, await buildProblem(tx, scope.competitionIds, request.body));
      }),
    ),
  );
  route(app, schedulesOperations, "olympicsPropose", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const scope = await olympicsScope(tx, request.params.id);
        return boardOf(scope, request.body, await buildProblem(tx, scope.competitionIds, request.body));
      }),
    ),
  );
  route(app, schedulesOperations, "competitionCheck", async (request) =>
    ok(
      await inTenant(request, async (tx) =>
        checkAnswer(await competitionScope(tx, request.params.id), request.body, tx),
      ),
    ),
  );
  route(app, schedulesOperations, "olympicsCheck", async (request) =>
    ok(
      await inTenant(request, async (tx) =>
        checkAnswer(await olympicsScope(tx, request.params.id), request.body, tx),
      ),
    ),
  );
  route(app, schedulesOperations, "competitionApply", async (request) => {
    const applied = await inTenant(request, async (tx) =>
      applySchedule(tx, request, await competitionScope(tx, request.params.id), request.body),
    );
    return ok(
      applied,
      `Programação aplicada: ${applied.written} ${applied.written === 1 ? "item" : "itens"}.`,
    );
  });
  route(app, schedulesOperations, "olympicsApply", async (request) => {
    const applied = await inTenant(request, async (tx) =>
      applySchedule(tx, request, await olympicsScope(tx, request.params.id), request.body),
    );
    return ok(
      applied,
      `Programação aplicada: ${applied.written} ${applied.written === 1 ? "item" : "itens"}.`,
    );
  });
};
