import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { refuse } from "../competitions/structureRules.ts";

type Row = Record<string, unknown>;

/**
 * A duel or heat is placed only on an active space: checked on every write that sets `space_id`
 * (the generic form, an import, the scheduler's apply), from the duels' and heats' rules.
 */
export const assertActiveSpace = async (tx: Executor, values: Row, current?: Row) => {
  const spaceId = values.space_id;
  if (!spaceId || spaceId === current?.space_id) return;
  const spaces = resourceTable("spaces");
  const [space] = await tx
    .select({ active: spaces.active })
    .from(spaces)
    .where(eq(spaces.id, String(spaceId)));
  if (!space?.active) refuse({ status: 400, field: "space_id", message: "Escolha uma área de jogo ativa." });
};
