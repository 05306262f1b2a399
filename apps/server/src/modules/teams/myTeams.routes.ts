import type { MyTeam } from "@quadra/shared";
import { teamsOperations } from "@quadra/shared/operations/teams";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { displayName } from "../my/myPerson.ts";
import { teamDetail, visibleTeam } from "./teamAccess.ts";
import { competitionOf, findTeams, type MemberWithName, responsibleOf, teamTables } from "./teamRecords.ts";

/**
 * /my/teams: the teams the person plays or works on, the ones they are responsible for and the ones
 * their dependents are on; and one of them with its roster.
 */
export const registerMyTeamRoutes = (app: App) => {
  route(app, teamsOperations, "mine", async (request) => {
    const actor = actorOf(request);
    const me = actor.userId!;
    const teams = await inTenant(request, async (tx) => {
      const { teams: t, members: m } = teamTables();
      const dependents = await tx
        .select({ id: users.id, name: users.name, socialName: users.socialName })
        .from(users)
        .where(and(eq(users.tenantId, actor.tenantId), eq(users.guardianId, me), isNull(users.anonymizedAt)));
      const people = [me, ...dependents.map((person) => person.id)];
      // The table's columns are untyped (teamTables): the members are the catalogue's rows.
      const places = (await tx
        .select({ member: m, name: users.name, socialName: users.socialName })
        .from(m)
        .innerJoin(users, and(eq(users.tenantId, m.tenant_id), eq(users.id, m.user_id)))
        .where(and(eq(m.tenant_id, actor.tenantId), inArray(m.user_id, people)))) as MemberWithName[];
      const teamIds = [...new Set(places.map((place) => place.member.team_id))];
      const joined = await findTeams(tx, {
        tenantId: actor.tenantId,
        where: or(eq(t.responsible_id, me), teamIds.length ? inArray(t.id, teamIds) : undefined),
      });
      return joined.map(
        (row): MyTeam => ({
          id: row.team.id,
          name: row.team.name,
          status: row.team.status,
          competition: competitionOf(row.competition),
          association: { id: row.team.association_id, name: row.association_name },
          responsible: responsibleOf(row),
          is_responsible: row.team.responsible_id === me,
          people: places
            .filter((place) => place.member.team_id === row.team.id)
            .map((place) => ({
              user_id: place.member.user_id,
              name: displayName(place),
              self: place.member.user_id === me,
              role: place.member.role,
              number: place.member.number ?? null,
            }))
            .sort((a, b) => Number(b.self) - Number(a.self) || a.name.localeCompare(b.name, "pt-BR")),
        }),
      );
    });
    return ok(teams);
  });

  route(app, teamsOperations, "mineOne", async (request) => {
    const actor = actorOf(request);
    return ok(
      await inTenant(request, async (tx) => {
        const { joined, keeper } = await visibleTeam(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId!,
          teamId: request.params.id,
        });
        return teamDetail(tx, { tenantId: actor.tenantId, joined, keeper });
      }),
    );
  });
};
