import { can } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { authOf } from "../../platform/http/requestScope.ts";
import type { UserRow } from "./personRecord.ts";

export const PERSON_NOT_FOUND = "Pessoa não encontrada.";

/** Staff of the register: permission `users` (a master holds every permission). */
export const isPeopleStaff = (request: FastifyRequest) => can(authOf(request).principal, "users");

/** How the caller relates to a person: staff, the person, their guardian, or none of these. */
export type Relation = "staff" | "self" | "guardian" | "none";

export const relationTo = (request: FastifyRequest, person: UserRow): Relation => {
  if (isPeopleStaff(request)) return "staff";
  const me = authOf(request).user.id;
  if (person.id === me) return "self";
  if (person.guardianId === me) return "guardian";
  return "none";
};

/**
 * The person, read for a change (`FOR UPDATE`: a decision and an edit of the same person wait for
 * each other). Missing, another tenant's, or not reachable by the caller: the same 404, so nobody
 * learns who is registered.
 */
export const loadPerson = async (
  tx: Executor,
  { tenantId, id, lock = false }: { tenantId: string; id: string; lock?: boolean },
) => {
  const query = tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw notFound(PERSON_NOT_FOUND);
  return row;
};

/** The person if the caller may see them (staff, themselves, their guardian), else 404. */
export const loadReachablePerson = async (
  tx: Executor,
  request: FastifyRequest,
  { tenantId, id, lock = false }: { tenantId: string; id: string; lock?: boolean },
) => {
  const row = await loadPerson(tx, { tenantId, id, lock });
  const relation = relationTo(request, row);
  if (relation === "none") throw notFound(PERSON_NOT_FOUND);
  return { row, relation };
};
