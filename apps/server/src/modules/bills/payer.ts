import type { Refusal } from "../../platform/resources/resourceRules.ts";

/** Who pays a debt or a bill: a person or an association, never both, never neither. */
export type Payer = { kind: "person"; userId: string } | { kind: "association"; associationId: string };

const set = (value: unknown) => typeof value === "string" && value !== "";

/** Why a row's payer is not exactly one person or one association (null: it is). */
export const payerRefusal = (row: Record<string, unknown>): Refusal | null => {
  const person = set(row.user_id);
  const association = set(row.association_id);
  if (person && association)
    return {
      status: 400,
      field: "association_id",
      message: "Informe a pessoa ou a entidade pagadora, não as duas.",
    };
  if (!person && !association)
    return { status: 400, field: "user_id", message: "Informe a pessoa ou a entidade pagadora." };
  return null;
};

/** A row's payer (a row that passed payerRefusal). */
export const payerOf = (row: { user_id?: unknown; association_id?: unknown }): Payer =>
  set(row.user_id)
    ? { kind: "person", userId: String(row.user_id) }
    : { kind: "association", associationId: String(row.association_id) };
