import {
  ASSOCIATION_REGISTERS_LABELS,
  type AssociationRegisterRequest,
  type ZAssociationRequestsBody,
} from "@quadra/shared/contracts/associationRegisters";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { AppError, conflict } from "../../platform/http/errors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { personNameSql } from "./associationRegisterTables.ts";
import { associationRequestsByIds } from "./associationRequestViews.ts";
import { createRegisterRequest } from "./requestCreation.ts";

type Body = z.output<typeof ZAssociationRequestsBody>;

export const NOT_ACTIVE_ATHLETE = "Não é atleta ativo(a) da entidade.";
export const REPEATED_ATHLETE = "Atleta repetido(a) na lista.";

// One savepoint per athlete: a refusal inside the shared request function may come after a
// statement failed (a unique key, a foreign key), and PostgreSQL aborts the whole transaction on
// such a failure unless it is rolled back to a savepoint; the next athletes are still checked, so
// the manager sees every refused line at once.
const SAVEPOINT = sql.raw("savepoint association_request");
const ROLLBACK = sql.raw("rollback to savepoint association_request");
const RELEASE = sql.raw("release savepoint association_request");

/** The athletes of the list who are active athletes of the association, with their names. */
const activeAthletes = async (tx: Executor, tenantId: string, associationId: string, ids: string[]) => {
  const au = resourceTable("associationusers");
  const rows = await tx
    .select({ id: au.user_id, name: personNameSql })
    .from(au)
    .innerJoin(users, and(eq(users.tenantId, au.tenant_id), eq(users.id, au.user_id)))
    .where(
      and(
        eq(au.tenant_id, tenantId),
        eq(au.association_id, associationId),
        eq(au.status, "active"),
        inArray(au.user_id, ids),
      ),
    );
  return new Map(rows.map((row) => [String(row.id), row.name]));
};

/** A line's error, on its place in the body (`athletes.<index>.<field>`), as the form shows it. */
type LineError = { index: number; field: string; message: string; status: number };

/**
 * The association asks, at once, the affiliation of several of its active athletes
 * (`source: "association"`): each request is made by the shared createRegisterRequest (the type
 * accepts association requests, one pending request per person and type, PAR-Q, same-type refs),
 * all in the caller's transaction. All or none: any refused athlete refuses the whole list, each
 * one answered on its line (400 when a line is wrong, 409 when only the state refuses it). A
 * refusal of the type itself (it does not take association requests) is answered once, on the type.
 */
export const createAssociationRequests = async (
  tx: Executor,
  { actor, associationId, body }: { actor: Actor; associationId: string; body: Body },
): Promise<AssociationRegisterRequest[]> => {
  const ids = body.athletes.map((line) => line.user_id);
  const athletes = await activeAthletes(tx, actor.tenantId, associationId, ids);
  const seen = new Set<string>();
  const errors: LineError[] = [];
  const created: string[] = [];
  for (const [index, line] of body.athletes.entries()) {
    if (seen.has(line.user_id)) {
      errors.push({ index, field: "user_id", message: REPEATED_ATHLETE, status: 400 });
      continue;
    }
    seen.add(line.user_id);
    if (!athletes.has(line.user_id)) {
      errors.push({ index, field: "user_id", message: NOT_ACTIVE_ATHLETE, status: 400 });
      continue;
    }
    await tx.execute(SAVEPOINT);
    try {
      const request = await createRegisterRequest(tx, actor, {
        registertype_id: body.registertype_id,
        user_id: line.user_id,
        association_id: associationId,
        source: "association",
        notes: line.notes ?? null,
        registerrole_id: line.registerrole_id,
        registerstyle_id: line.registerstyle_id ?? null,
        registergraduation_id: line.registergraduation_id ?? null,
      });
      await tx.execute(RELEASE);
      created.push(String(request.id));
    } catch (error) {
      await tx.execute(ROLLBACK);
      await tx.execute(RELEASE);
      if (!(error instanceof AppError) || error.statusCode >= 500 || error.statusCode === 404) throw error;
      const fields = Object.entries(error.errors ?? { user_id: error.message });
      // The type refuses every athlete alike: say it once, on the type.
      if (fields.some(([field]) => field === "registertype_id" || field === "association_id")) throw error;
      for (const [field, message] of fields) errors.push({ index, field, message, status: error.statusCode });
    }
  }
  if (errors.length) {
    const nameOf = (index: number) =>
      athletes.get(body.athletes[index]!.user_id) ?? `${ASSOCIATION_REGISTERS_LABELS.user_id} ${index + 1}`;
    const names = [...new Set(errors.map((error) => nameOf(error.index)))];
    const message = `Nenhum pedido foi enviado: corrija ${names.length === 1 ? "o(a) atleta" : "os(as) atletas"} ${names.join(", ")}.`;
    const byLine = Object.fromEntries(
      errors.map((error) => [`athletes.${error.index}.${error.field}`, error.message]),
    );
    // A wrong line (not an athlete, repeated) is bad input; a line refused only by the state
    // (a request already pending) is a conflict.
    throw errors.some((error) => error.status === 400)
      ? new AppError(400, message, { errors: byLine })
      : conflict(message, byLine);
  }
  return associationRequestsByIds(tx, { tenantId: actor.tenantId, associationId }, created);
};
