import { isValidCpf, PEOPLE_REF } from "@quadra/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { foldedSql } from "../../platform/db/folding.ts";
import { users } from "../../platform/db/schema/users.ts";
import { refTargetOf } from "../../platform/resources/refTargets.ts";
import { columnNamed, resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { fold } from "./importCells.ts";

/** Titles are compared folded like `fold` (platform/db/folding.ts). */
export { foldedSql };

const BATCH = 500;
// Built once: zod builds a schema slower than it runs one, and a batch asks about thousands of cells.
const UUID = z.uuid();
const isUuid = (text: string) => UUID.safeParse(text).success;

export type RefResult = { id: string } | { error: string };

/** A person's cell that is a cpf (masked or not, check digits right): its 11 digits. */
const cpfOf = (text: string) =>
  isValidCpf(text) && /^[\d.\-\s]+$/.test(text) ? text.replace(/\D/g, "") : null;

/**
 * The records of `target` (in the tenant, not deleted) that the cells name, by id or by title
 * compared without case and accents (a person also by cpf): one answer per distinct cell text. A
 * title two records share is refused rather than guessed. With `parentId`, only the records under
 * that parent of the target are looked at (a role named "Atleta" within the register type of the
 * row: the same name under another type is another record).
 */
export const resolveRefs = async (
  tx: Executor,
  {
    target: name,
    tenantId,
    texts,
    parentId,
  }: { target: string; tenantId: string; texts: string[]; parentId?: string | undefined },
): Promise<Map<string, RefResult>> => {
  const target = refTargetOf(name);
  // The same column names for a resource's table and for people (whose table has its own keys).
  const t = { tenant_id: target.tenantId, id: target.id, title: target.title };
  const table = target.table;
  const parentField = target.def?.parent?.field;
  const scope: SQL | undefined =
    parentId && target.def && parentField
      ? eq(columnNamed(resourceTableOf(target.def), parentField), parentId)
      : undefined;
  const live = target.live;
  const label = target.def?.label.one["pt-BR"] ?? "Pessoa";
  const distinct = [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
  const ids = distinct.filter(isUuid);
  const people = name === PEOPLE_REF;
  const cpfs = people ? [...new Set(distinct.map(cpfOf).filter((cpf): cpf is string => cpf !== null))] : [];
  const titles = [...new Set(distinct.filter((text) => !isUuid(text) && !(people && cpfOf(text))).map(fold))];

  const byCpf = new Map<string, string>();
  for (let start = 0; start < cpfs.length; start += BATCH) {
    const rows = await tx
      .select({ id: users.id, cpf: users.cpf })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.cpf, cpfs.slice(start, start + BATCH))));
    for (const row of rows) if (row.cpf) byCpf.set(row.cpf, row.id);
  }

  const foundIds = new Set<string>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await tx
      .select({ id: t.id })
      .from(table)
      .where(and(eq(t.tenant_id, tenantId), inArray(t.id, ids.slice(start, start + BATCH)), live));
    for (const row of rows as { id: string }[]) foundIds.add(row.id.toLowerCase());
  }
  const byTitle = new Map<string, string[]>();
  for (let start = 0; start < titles.length; start += BATCH) {
    const column = t.title;
    const rows = await tx
      .select({ id: t.id, title: column })
      .from(table)
      .where(
        and(
          eq(t.tenant_id, tenantId),
          live,
          // Ids are found anywhere in the tenant (a rule then says why another parent's will not do).
          scope,
          sql`${foldedSql(column)} in ${titles.slice(start, start + BATCH)}`,
        ),
      );
    for (const row of rows as { id: string; title: unknown }[]) {
      const key = fold(String(row.title ?? ""));
      byTitle.set(key, [...(byTitle.get(key) ?? []), row.id]);
    }
  }

  const answers = new Map<string, RefResult>();
  for (const text of distinct) {
    if (isUuid(text)) {
      answers.set(
        text,
        foundIds.has(text.toLowerCase())
          ? { id: text.toLowerCase() }
          : { error: `Nenhum registro de ${label} tem esse id.` },
      );
      continue;
    }
    const cpf = people ? cpfOf(text) : null;
    if (cpf) {
      const id = byCpf.get(cpf);
      answers.set(text, id ? { id } : { error: `Nenhuma pessoa tem o CPF ${text}.` });
      continue;
    }
    const matches = byTitle.get(fold(text)) ?? [];
    if (matches.length === 1) answers.set(text, { id: matches[0]! });
    else if (matches.length === 0)
      answers.set(text, {
        error: `Nenhum registro de ${label} se chama "${text}". Confira o nome ou use o id.`,
      });
    else
      answers.set(text, {
        error: `Há ${matches.length} registros de ${label} chamados "${text}". Use o id do registro certo.`,
      });
  }
  return answers;
};
