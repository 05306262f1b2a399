import type {
  CompetitionDocumentsStatus,
  CompetitionMembers,
  DocumentLack,
  RequiredDocumentStatus,
} from "@quadra/shared/contracts/discipline";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { competitionTables } from "../competitions/competitionTables.ts";
import { competitionById } from "../competitions/phaseRecords.ts";
import { type RequirementDoc, requirementStatus } from "../documents/documentStatus.ts";
import { todayIso } from "./eligibility.ts";

/** Every team's roster of the competition in one list (teammembers), by team then number. */
export const competitionMembers = async (
  tx: Executor,
  competitionId: string,
  teamId: string | undefined,
): Promise<CompetitionMembers> => {
  await competitionById(tx, competitionId);
  const t = competitionTables();
  const teams = await tx
    .select({ id: t.teams.id, name: t.teams.name })
    .from(t.teams)
    .where(eq(t.teams.competition_id, competitionId))
    .orderBy(asc(t.teams.name));
  const members = resourceTable("teammembers");
  const ids = teams.map((team) => team.id);
  const rows = ids.length
    ? await tx
        .select({
          id: members.id,
          team_id: members.team_id,
          user_id: members.user_id,
          role: members.role,
          number: members.number,
          position: members.position,
          name: users.name,
        })
        .from(members)
        .innerJoin(users, eq(users.id, members.user_id))
        .where(inArray(members.team_id, ids))
        .orderBy(asc(members.number), asc(users.name))
    : [];
  const nameOf = new Map(teams.map((team) => [team.id, team.name]));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(row.team_id), (counts.get(String(row.team_id)) ?? 0) + 1);
  return {
    competition_id: competitionId,
    teams: teams.map((team) => ({ id: team.id, name: team.name, members: counts.get(team.id) ?? 0 })),
    members: rows
      .filter((row) => !teamId || row.team_id === teamId)
      .sort((a, b) =>
        (nameOf.get(String(a.team_id)) ?? "").localeCompare(nameOf.get(String(b.team_id)) ?? ""),
      )
      .map((row) => ({
        id: row.id,
        team_id: String(row.team_id),
        team_name: nameOf.get(String(row.team_id)) ?? "",
        user_id: String(row.user_id),
        name: row.name,
        role: row.role ?? null,
        number: row.number ?? null,
        position: row.position ?? null,
      })),
  };
};

type Held = RequirementDoc & { owner: string; documenttype_id: string };

const byOwnerAndType = (held: readonly Held[]) => {
  const map = new Map<string, RequirementDoc[]>();
  for (const doc of held) {
    const key = `${doc.owner}:${doc.documenttype_id}`;
    map.set(key, [...(map.get(key) ?? []), doc]);
  }
  return map;
};

/**
 * The documents a competition requires and who still lacks each: a team's are its association's
 * documents, an athlete's and an official's their own; the status is the documents module's
 * (approved and valid, else waiting, expired, refused or missing).
 */
export const competitionDocumentsStatus = async (
  tx: Executor,
  competitionId: string,
): Promise<CompetitionDocumentsStatus> => {
  const competition = await competitionById(tx, competitionId);
  const t = competitionTables();
  const required = resourceTable("competitiondocuments");
  const types = resourceTable("documenttypes");
  const documents = await tx
    .select({
      id: required.id,
      documenttype_id: required.documenttype_id,
      documenttype_name: types.name,
      subject: required.subject,
      blocks_sheet: required.blocks_sheet,
    })
    .from(required)
    .innerJoin(types, eq(types.id, required.documenttype_id))
    .where(eq(required.competition_id, competitionId))
    .orderBy(asc(required.subject), asc(types.name));
  const teams = await tx
    .select({
      id: t.teams.id,
      name: t.teams.name,
      association_id: t.teams.association_id,
      status: t.teams.status,
    })
    .from(t.teams)
    .where(eq(t.teams.competition_id, competitionId))
    .orderBy(asc(t.teams.name));
  const teamIds = teams.map((team) => team.id);
  const teamOf = new Map(teams.map((team) => [team.id, team]));
  const members = resourceTable("teammembers");
  const crews = resourceTable("competitioncrews");
  const people = (table: typeof members | typeof crews, where: SQL | undefined) =>
    tx
      .select({ team_id: table.team_id, user_id: table.user_id, name: users.name })
      .from(table)
      .innerJoin(users, eq(users.id, table.user_id))
      .where(where)
      .orderBy(asc(users.name));
  const athletes = teamIds.length ? await people(members, inArray(members.team_id, teamIds)) : [];
  const officials = await people(crews, eq(crews.competition_id, competitionId));
  const typeIds = documents.map((doc) => doc.documenttype_id);
  const userIds = [...new Set([...athletes, ...officials].map((person) => String(person.user_id)))];
  const userDocs = resourceTable("userdocuments");
  const personal =
    typeIds.length && userIds.length
      ? ((await tx
          .select({
            id: userDocs.id,
            owner: userDocs.user_id,
            documenttype_id: userDocs.documenttype_id,
            status: userDocs.status,
            expires_on: userDocs.expires_on,
            review_reason: userDocs.review_reason,
          })
          .from(userDocs)
          .where(and(inArray(userDocs.user_id, userIds), inArray(userDocs.documenttype_id, typeIds)))
          .orderBy(desc(userDocs.created_at))) as Held[])
      : [];
  const associationIds = [
    ...new Set(teams.flatMap((team) => (team.association_id ? [team.association_id] : []))),
  ];
  const assocDocs = resourceTable("associationdocuments");
  const ofAssociations =
    typeIds.length && associationIds.length
      ? ((await tx
          .select({
            id: assocDocs.id,
            owner: assocDocs.association_id,
            documenttype_id: assocDocs.documenttype_id,
            status: assocDocs.status,
            expires_on: assocDocs.expires_on,
            review_reason: assocDocs.review_reason,
          })
          .from(assocDocs)
          .where(
            and(
              inArray(assocDocs.association_id, associationIds),
              inArray(assocDocs.documenttype_id, typeIds),
            ),
          )
          .orderBy(desc(assocDocs.created_at))) as Held[])
      : [];
  const personDocs = byOwnerAndType(personal);
  const teamDocs = byOwnerAndType(ofAssociations);
  const today = todayIso();
  const statusOf = (docs: RequirementDoc[] | undefined) => requirementStatus(docs ?? [], today).status;
  return {
    competition_id: competition.id,
    competition_name: competition.name,
    documents: documents.map((doc): RequiredDocumentStatus => {
      const subject = doc.subject as DocumentLack["subject"];
      const lacking: DocumentLack[] = [];
      const push = (lack: Omit<DocumentLack, "subject" | "status">, status: string) => {
        if (status !== "approved")
          lacking.push({ ...lack, subject, status: status as DocumentLack["status"] });
      };
      let requiredOf = 0;
      if (subject === "team") {
        for (const team of teams) {
          requiredOf++;
          const docs = team.association_id
            ? teamDocs.get(`${team.association_id}:${doc.documenttype_id}`)
            : [];
          push(
            {
              id: team.id,
              name: team.name,
              team_id: team.id,
              team_name: team.name,
              association_id: team.association_id ?? null,
            },
            statusOf(docs),
          );
        }
      } else {
        for (const person of subject === "member" ? athletes : officials) {
          requiredOf++;
          const team = teamOf.get(String(person.team_id));
          push(
            {
              id: String(person.user_id),
              name: person.name,
              team_id: String(person.team_id),
              team_name: team?.name ?? "",
              association_id: team?.association_id ?? null,
            },
            statusOf(personDocs.get(`${person.user_id}:${doc.documenttype_id}`)),
          );
        }
      }
      return {
        id: doc.id,
        documenttype_id: doc.documenttype_id,
        documenttype_name: doc.documenttype_name,
        subject,
        blocks_sheet: Boolean(doc.blocks_sheet),
        required_of: requiredOf,
        lacking,
      };
    }),
  };
};
