import type { Executor } from "../../platform/db/database.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { type Affiliation, affiliationKey, loadAffiliations } from "../teams/rosterRules.ts";

type Row = Record<string, unknown>;

const pairOf = (row: Row) =>
  typeof row.association_id === "string" && typeof row.user_id === "string"
    ? { associationId: row.association_id, userId: row.user_id }
    : null;

/** The people's links with the associations these rows are made through, in one query. */
export const loadLinks = (tx: Executor, { tenantId, rows }: { tenantId: string; rows: Row[] }) =>
  loadAffiliations(tx, {
    tenantId,
    pairs: rows.map(pairOf).filter((pair): pair is NonNullable<typeof pair> => pair !== null),
  });

const NOT_LINKED: Record<string, string> = {
  pending:
    "O vínculo desta pessoa com a entidade ainda não foi aceito; aceite-o na lista de atletas da entidade antes.",
  inactive:
    "O vínculo desta pessoa com a entidade foi encerrado; só quem tem vínculo ativo é registrado por ela.",
};

/**
 * An entry or request made through an association is of one of its people: the person must have an
 * active link with it (`associationusers`, the association's athletes list, where coaches and
 * referees are linked too). Without an association there is nothing to check.
 */
export const linkRefusal = (row: Row, links: Map<string, Affiliation>): Refusal | null => {
  const pair = pairOf(row);
  if (!pair) return null;
  const link = links.get(affiliationKey(pair.associationId, pair.userId));
  if (link?.status === "active") return null;
  return {
    status: 400,
    field: "user_id",
    message:
      NOT_LINKED[link?.status ?? ""] ??
      "Esta pessoa não tem vínculo com a entidade escolhida; vincule-a à lista de atletas da entidade antes.",
  };
};
