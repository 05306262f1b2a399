import { fieldLabelsOf } from "@quadra/shared";
import { classificationzonepositions } from "@quadra/shared/resources/catalog/competitionRules";
import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import { defineResourceRules, refusalError } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

type Row = Record<string, unknown>;

const LABELS = fieldLabelsOf(classificationzonepositions);
export const BEST_PLACED_POSITIVE =
  "Informe quantos dos melhores (1 ou mais), ou deixe em branco para todos.";

/** The label of the zone set's other position already at `position` (null: free). */
const holderOf = async (
  tx: Executor,
  {
    tenantId,
    zoneId,
    position,
    except,
  }: { tenantId: string; zoneId: string; position: number; except?: string },
) => {
  const t = resourceTable("classificationzonepositions");
  const [found] = await tx
    .select({ label: t.label })
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        eq(t.zone_id, zoneId),
        eq(t.position, position),
        ...(except ? [ne(t.id, except)] : []),
      ),
    )
    .limit(1);
  return found ? String(found.label) : null;
};

/** A position is in a zone set once, and `best_placed` takes at least one team. */
const check = async (tx: Executor, tenantId: string, row: Row, except?: string) => {
  if (row.best_placed !== null && row.best_placed !== undefined && !(Number(row.best_placed) >= 1))
    throw invalidFields({ best_placed: BEST_PLACED_POSITIVE }, LABELS);
  if (typeof row.position !== "number") return;
  const holder = await holderOf(tx, {
    tenantId,
    zoneId: String(row.zone_id),
    position: row.position,
    ...(except ? { except } : {}),
  });
  if (holder !== null)
    throw refusalError(
      {
        status: 409,
        field: "position",
        message: `A posição ${row.position} já está nesta zona (${holder}).`,
      },
      LABELS,
    );
};

/**
 * The rules of a zone set's positions (`classificationzonepositions`): each position once per set,
 * said with the label that holds it (the unique index says it too, without the label, for a write
 * that races this check), and `best_placed` only positive. The set is locked first, so two writes
 * to the same set are judged one after the other.
 */
export const classificationZonePositionRules = defineResourceRules({
  resource: "classificationzonepositions",
  locksParent: true,
  beforeCreate: async (tx, { actor, values }) => {
    await check(tx, actor.tenantId, values);
    return undefined;
  },
  beforeUpdate: async (tx, { actor, current, values }) => {
    if (!("position" in values) && !("best_placed" in values)) return undefined;
    await check(tx, actor.tenantId, { ...current, ...values }, String(current.id));
    return undefined;
  },
});
