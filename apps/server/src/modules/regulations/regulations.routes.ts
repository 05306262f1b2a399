import { criteria } from "@quadra/engine";
import { CRITERION_IDS, normalizeSearch, type PointsTableValue, type RegulationRecord } from "@quadra/shared";
import { regulationsOperations } from "@quadra/shared/operations/regulations";
import { regulations } from "@quadra/shared/resources/catalog/competitionRules";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { routes } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import {
  createRecord,
  getRecord,
  uniqueConflict,
  updateRecord,
} from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { regulationRowErrors } from "./regulationChecks.ts";
import { presetRules, presetViews, REGULATION_PRESETS } from "./regulationPresets.ts";

const PRESET_NOT_FOUND = "Modelo de regulamento não encontrado.";

/** The tenant's sport named like one of `names` (accents and case aside), if it has one. */
const sportNamed = async (tx: Executor, tenantId: string, names: readonly string[]) => {
  const s = resourceTable("sports");
  const wanted = new Set(names.map(normalizeSearch));
  const rows = await tx
    .select({ id: s.id, name: s.name })
    .from(s)
    .where(and(eq(s.tenant_id, tenantId), isNull(s.deleted_at)));
  return rows.find((row) => wanted.has(normalizeSearch(String(row.name))))?.id ?? null;
};

/** The table as stored: the optional scores left out when unset, not stored as null. */
const storedPoints = (points: PointsTableValue): PointsTableValue =>
  Object.fromEntries(
    Object.entries(points).filter(([, value]) => value !== undefined && value !== null),
  ) as PointsTableValue;

/**
 * The regulations' own operations (spec /competitions/regulations/…): the presets and criteria the
 * editor offers, a copy of a preset, and the point table and criteria lists saved through
 * updateRecord, so the version check, the audit and the resource's rules (regulations.rules.ts:
 * the engine's validation, each problem on its field) are the same as on the generic form.
 */
export const registerRegulationRoutes = (app: App) => {
  routes(app, regulationsOperations, {
    presets: async () => ok(presetViews()),

    criteria: async () =>
      ok(
        CRITERION_IDS.map((id) => {
          const { label, scope } = criteria[id];
          return { id, label, scope };
        }),
      ),

    fromPreset: async (request, reply) => {
      const id = request.params.preset;
      const entry = Object.hasOwn(REGULATION_PRESETS, id) ? REGULATION_PRESETS[id] : undefined;
      if (!entry) throw notFound(PRESET_NOT_FOUND);
      const actor = actorOf(request);
      const created = await inTenant(request, async (tx) => {
        const sportId = await sportNamed(tx, actor.tenantId, entry.sports);
        const walkover = entry.regulation.walkoverScore;
        return createRecord(tx, {
          def: regulations,
          actor,
          body: {
            name: request.body.name,
            scoring: entry.scoring,
            ...(sportId ? { sport_id: sportId } : {}),
            ...(walkover
              ? { walkover_winner_score: walkover.winner, walkover_loser_score: walkover.loser }
              : {}),
          },
          set: { ...presetRules(entry.regulation), preset: id },
        }).catch(uniqueConflict(regulations));
      });
      return reply
        .code(201)
        .send(ok(created as RegulationRecord, `Regulamento criado a partir de ${entry.regulation.name}.`));
    },

    savePoints: async (request) => {
      const actor = actorOf(request);
      const { points, version } = request.body;
      const saved = await inTenant(request, (tx) =>
        updateRecord(tx, {
          def: regulations,
          actor,
          id: request.params.id,
          body: { version },
          set: { points: storedPoints(points) },
        }),
      );
      return ok(saved as RegulationRecord, "Pontuação salva.");
    },

    saveSequences: async (request) => {
      const actor = actorOf(request);
      const { version, ...lists } = request.body;
      const saved = await inTenant(request, (tx) =>
        updateRecord(tx, { def: regulations, actor, id: request.params.id, body: { version }, set: lists }),
      );
      return ok(saved as RegulationRecord, "Critérios salvos.");
    },

    validate: async (request) => {
      const actor = actorOf(request);
      const record = await inTenant(request, (tx) =>
        getRecord(tx, regulations, actor.tenantId, request.params.id),
      );
      return ok(Object.entries(regulationRowErrors(record)).map(([field, message]) => ({ field, message })));
    },
  });
};
