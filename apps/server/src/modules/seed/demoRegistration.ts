import { ZTeamRegistration } from "@quadra/shared/contracts/competitionRegistrations";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { registerTeam } from "../competitionRegistrations/registerTeam.ts";
import { openCupName, squadTitle } from "./demoCompetitions.ts";
import { DEMO_CLUBS, demoAthletes, demoManagers } from "./demoPeopleData.ts";
import type { DemoStepContext } from "./demoStructure.ts";

/** The club that entered the open cup itself and waits for the federation's answer. */
const REGISTERING_CLUB = 6;

/**
 * A team an association entered into the open cup through its managers' registration
 * (competitionRegistrations/registerTeam: roster rules, nobody on two teams), waiting in the
 * staff's queue. Registered by the club's president, with its coach responsible; once only. The
 * cup, the club and the people are those the seed found or created before (`ids`, `personIds`).
 */
export const seedDemoRegistration = async (
  tx: Executor,
  { actor: { tenantId }, season, dryRun, outcome, modules, ids, personIds }: DemoStepContext,
) => {
  if (!modules.includes("competitions")) return;
  const club = DEMO_CLUBS[REGISTERING_CLUB]!;
  const name = squadTitle(club, "sub17");
  const teams = resourceTable("teams");
  const cupId = ids.of("competitions", openCupName(season));
  const [entered] = cupId
    ? await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.tenant_id, tenantId), eq(teams.competition_id, cupId), eq(teams.name, name)))
        .limit(1)
    : [];
  const squad = demoAthletes(season).filter(
    (athlete) => athlete.club === REGISTERING_CLUB && athlete.group === "sub17",
  );
  const kind = entered ? "existing" : "created";
  for (const [resource, count] of [
    ["teams", 1],
    ["teammembers", squad.length],
  ] as const) {
    outcome.created[resource] ??= 0;
    outcome.existing[resource] ??= 0;
    outcome[kind][resource]! += count;
  }
  if (entered || dryRun || !cupId) return;

  const associationId = ids.of("associations", club.cnpj);
  const managers = demoManagers(season).filter((manager) => manager.club === REGISTERING_CLUB);
  const president = managers.find((manager) => manager.role === "president")!;
  const coach = managers.find((manager) => manager.role === "coach")!;
  const presidentId = personIds.get(president.cpf);
  if (!associationId || !presidentId) return;
  await registerTeam(tx, {
    actor: { tenantId, userId: presidentId, userName: president.name, ip: null },
    association: { id: associationId, name: club.name },
    competitionId: cupId,
    body: ZTeamRegistration.parse({
      name,
      responsible_id: personIds.get(coach.cpf) ?? null,
      members: squad.map((athlete, index) => ({
        user_id: personIds.get(athlete.cpf),
        role: index === 1 ? "captain" : "athlete",
        number: index + 1,
        position: index === 0 ? "Goleiro" : "Ala",
      })),
    }),
  });
};
