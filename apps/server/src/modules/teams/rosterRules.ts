import { TEAM_FIELD_LABELS } from "@quadra/shared";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { conflict, invalidFields } from "../../platform/http/errors.ts";
import { displayName } from "../my/myPerson.ts";
import { lockedReason } from "./teamAccess.ts";
import { type TeamJoined, teamTables } from "./teamRecords.ts";

/**
 * The rules of a managed team's roster. Each write first locks the team (managedTeam with `lock`),
 * so two managers adding at once cannot both take the last place or the same number.
 */

/** A finished or cancelled competition, or a refused team: nothing about the team changes (409). */
export const assertEditable = (joined: TeamJoined) => {
  const reason = lockedReason(joined);
  if (reason) throw conflict(reason);
};

const NOT_ATHLETE: Record<string, string> = {
  pending: "O pedido de vínculo desta pessoa ainda não foi aceito; aceite-o na lista de atletas antes.",
  inactive: "O vínculo desta pessoa com a entidade foi encerrado; só atletas ativos entram na equipe.",
};

/**
 * Only an active athlete of the team's association joins its roster (the staff too: a coach is
 * affiliated like anyone else). Anyone else is a 400 on `user_id`, saying why.
 */
export const assertActiveAthlete = async (
  tx: Executor,
  { tenantId, associationId, userId }: { tenantId: string; associationId: string; userId: string },
) => {
  const { affiliations: af } = teamTables();
  const [row] = await tx
    .select({ status: af.status, name: users.name, socialName: users.socialName })
    .from(af)
    .innerJoin(
      users,
      and(eq(users.tenantId, af.tenant_id), eq(users.id, af.user_id), isNull(users.anonymizedAt)),
    )
    .where(and(eq(af.tenant_id, tenantId), eq(af.association_id, associationId), eq(af.user_id, userId)))
    .limit(1);
  if (row?.status === "active") return displayName(row);
  throw invalidFields(
    { user_id: NOT_ATHLETE[row?.status ?? ""] ?? "Escolha um(a) atleta ativo(a) da entidade." },
    TEAM_FIELD_LABELS,
  );
};

/** The person is not on the team yet (the unique index says so too, as the last word). */
export const assertNotOnTeam = async (
  tx: Executor,
  { tenantId, teamId, userId }: { tenantId: string; teamId: string; userId: string },
) => {
  const { members: m } = teamTables();
  const [row] = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.tenant_id, tenantId), eq(m.team_id, teamId), eq(m.user_id, userId)))
    .limit(1);
  if (row) throw alreadyOnTeam();
};

export const alreadyOnTeam = () =>
  conflict("Pessoa: já está na equipe.", { user_id: "Esta pessoa já está na equipe." });

/** The competition's limit of members per team (none when empty). */
export const assertRoom = async (
  tx: Executor,
  { tenantId, joined }: { tenantId: string; joined: TeamJoined },
) => {
  const max = joined.competition.max_members as number | null;
  if (!max) return;
  const { members: m } = teamTables();
  const [row] = await tx
    .select({ total: count() })
    .from(m)
    .where(and(eq(m.tenant_id, tenantId), eq(m.team_id, joined.team.id)));
  if ((row?.total ?? 0) >= max)
    throw conflict(
      `Integrantes: a competição permite no máximo ${max} por equipe; remova alguém antes de incluir outra pessoa.`,
      { user_id: `A equipe já tem ${max} integrantes, o máximo da competição.` },
    );
};

/** A number belongs to one member of the team; another member's is a 409 on `number`. */
export const assertNumberFree = async (
  tx: Executor,
  {
    tenantId,
    teamId,
    number,
    memberId,
  }: { tenantId: string; teamId: string; number: number | null | undefined; memberId?: string },
) => {
  if (number === null || number === undefined) return;
  const { members: m } = teamTables();
  const [row] = await tx
    .select({ name: users.name, socialName: users.socialName })
    .from(m)
    .innerJoin(users, and(eq(users.tenantId, m.tenant_id), eq(users.id, m.user_id)))
    .where(
      and(
        eq(m.tenant_id, tenantId),
        eq(m.team_id, teamId),
        eq(m.number, number),
        memberId ? ne(m.id, memberId) : undefined,
      ),
    )
    .limit(1);
  if (row)
    throw conflict(`Número: o ${number} já é de ${displayName(row)} nesta equipe.`, {
      number: `O número ${number} já é de ${displayName(row)}.`,
    });
};
