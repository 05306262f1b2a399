import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../db/database.ts";
import { idempotencyKeys } from "../db/schema/idempotency.ts";
import { conflict, invalidFields } from "./errors.ts";

/** The header a client names a write with, so a retry of it is recognised (IETF draft "Idempotency-Key"). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** What a key may be: a UUID or any other opaque token of 8 to 100 safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long an applied write is remembered: longer than any device stays offline on a games week. */
const KEPT_FOR = "7 days";

/** The request's idempotency key, if it sent one; a malformed key is a 400 naming the header. */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key))
    throw invalidFields(
      { idempotency_key: "Use de 8 a 100 letras, dígitos, hífens ou sublinhados." },
      { idempotency_key: "Chave de idempotência" },
    );
  return key;
};

export type Once<T> = { answer: T; replayed: boolean };

/**
 * Runs `write` once per idempotency key, inside the caller's transaction `tx` (with the tenant
 * scope set): the key is claimed first (a concurrent retry waits on it, then finds it taken),
 * `write` runs, and its answer is stored beside the key, all committing together. A key already
 * used for this operation by this person answers the stored answer without running `write`; used
 * for anything else it is a 409. Without a key, `write` just runs. Expired keys of the tenant go
 * in the same statement as the claim.
 */
export const onceByKey = async <T>(
  tx: Executor,
  input: { key: string | undefined; tenantId: string; operation: string; userId: string },
  write: () => Promise<T>,
): Promise<Once<T>> => {
  const { key, tenantId, operation, userId } = input;
  if (!key) return { answer: await write(), replayed: false };
  const claimed = await tx.execute(sql`
    with expired as (
      delete from idempotency_keys
      where tenant_id = ${tenantId} and created_at < now() - ${KEPT_FOR}::interval
    )
    insert into idempotency_keys (tenant_id, key, operation, user_id)
    values (${tenantId}, ${key}, ${operation}, ${userId})
    on conflict (tenant_id, key) do nothing
    returning key`);
  if (rowCount(claimed) === 0) {
    const [used] = await tx
      .select({
        operation: idempotencyKeys.operation,
        userId: idempotencyKeys.userId,
        answer: idempotencyKeys.answer,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)));
    if (!used || used.operation !== operation || used.userId !== userId)
      throw conflict("Esta chave de idempotência já foi usada em outra operação.", {
        idempotency_key: "Já usada em outra operação.",
      });
    return { answer: used.answer as T, replayed: true };
  }
  const answer = await write();
  await tx
    .update(idempotencyKeys)
    .set({ answer: sql`${JSON.stringify(answer ?? null)}::jsonb` })
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)));
  return { answer, replayed: false };
};

/**
 * onceByKey for a route: the request's Idempotency-Key (if any), the acting person and tenant, and
 * the operation it is recorded under (name and record, say `heats.marks:<id>`).
 */
export const onceByRequestKey = <T>(
  tx: Executor,
  request: FastifyRequest,
  actor: { tenantId: string; userId: string | null | undefined },
  operation: string,
  write: () => Promise<T>,
): Promise<Once<T>> =>
  onceByKey(
    tx,
    {
      key: idempotencyKeyOf(request),
      tenantId: actor.tenantId,
      operation,
      // Keyed routes ask for a login: a keyed write always has a person behind it.
      userId: actor.userId ?? "",
    },
    write,
  );

const rowCount = (result: unknown) => {
  const rows = (result as { rows?: unknown[] }).rows ?? (Array.isArray(result) ? result : []);
  return rows.length;
};
