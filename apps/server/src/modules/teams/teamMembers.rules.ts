import { TEAM_FIELD_LABELS } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import {
  defineResourceRules,
  type ManyOutcome,
  type Refusal,
  refusalError,
} from "../../platform/resources/resourceRules.ts";
import {
  type Affiliation,
  ALREADY_ON_TEAM,
  affiliationKey,
  athleteRefusal,
  categoryRefusal,
  type Entry,
  entryKey,
  loadAffiliations,
  loadEntries,
  loadRosters,
  lockedRefusal,
  numberHolder,
  numberRefusal,
  otherTeamRefusal,
  type Roster,
  roomRefusal,
} from "./rosterRules.ts";
import { TEAM_NOT_FOUND } from "./teamAccess.ts";

type Row = Record<string, unknown>;

const refuse = (refusal: Refusal | null) => {
  if (refusal) throw refusalError(refusal, TEAM_FIELD_LABELS);
};

/** The roster of one team, locked; a team gone (or of a deleted competition) is a 404. */
const rosterOf = async (tx: Executor, tenantId: string, teamId: string): Promise<Roster> => {
  const roster = (await loadRosters(tx, { tenantId, teamIds: [teamId] })).get(teamId);
  if (!roster) throw notFound(TEAM_NOT_FOUND);
  return roster;
};

/** The competition's teams `userId` is on, other than the roster's own, as loaded in `entries`. */
const otherTeam = (roster: Roster, entries: Map<string, Entry[]>, userId: string) =>
  entries
    .get(entryKey(roster.joined.competition.id, userId))
    ?.find((entry) => entry.team_id !== roster.joined.team.id);

/** Where `userId` already is in the roster's competition (one query), for a single write. */
const entriesOf = (tx: Executor, tenantId: string, roster: Roster, userId: string) =>
  loadEntries(tx, { tenantId, competitionIds: [roster.joined.competition.id], userIds: [userId] });

/**
 * Why a new member may not join `roster` (null: they may), in the order every path reports:
 * the team's competition is over, not an active athlete of the association, already on the team,
 * on another team of the competition, outside the competition's category, no room left, the number
 * taken.
 */
const joinRefusal = (
  roster: Roster,
  row: Row,
  affiliation: Affiliation | undefined,
  other: Entry | undefined,
  extra: { added: number; numbers: Map<number, string> } = { added: 0, numbers: new Map() },
): Refusal | null => {
  const locked = lockedRefusal(roster.joined);
  if (locked) return locked;
  const athlete = athleteRefusal(affiliation);
  if (athlete || !affiliation) return athlete;
  if (roster.members.some((member) => member.user_id === row.user_id)) return ALREADY_ON_TEAM;
  const elsewhere = otherTeamRefusal(affiliation.name, other);
  if (elsewhere) return elsewhere;
  const category = categoryRefusal(roster.joined, roster.category, affiliation, row.role);
  if (category) return category;
  const room = roomRefusal(roster.joined, roster.members.length + extra.added);
  if (room) return room;
  const holder =
    numberHolder(roster, row.number) ??
    (typeof row.number === "number" ? extra.numbers.get(row.number) : undefined);
  return holder ? numberRefusal(row.number as number, holder) : null;
};

/** What an import remembers of one team across the batches of its preview: rows it would add. */
type TeamMemory = { added: number; users: Set<string>; numbers: Map<number, string> };
/** And of one competition: the team each person of its earlier rows would join. */
type CompetitionMemory = Map<string, Entry>;

/**
 * The roster rules of `teammembers`, on every path that writes a team's members: staff CRUD
 * (POST /teams/:id/teammembers, PATCH and DELETE /teammembers/:id), the managers' routes
 * (/my/associations/:id/teams/:team_id/members) and a spreadsheet import. A team whose competition
 * ended or was cancelled (or that was refused) does not change; only an active athlete of the team's
 * association joins, once, and on one team of the competition; whoever plays fits the competition's
 * category (naipe and age); the competition's `max_members` holds; a number belongs to one member.
 */
export const teamMemberRules = defineResourceRules({
  resource: "teammembers",
  // The limit and the numbers are counted among the team's members: the team is locked first.
  locksParent: true,
  beforeCreate: async (tx, { actor, values }) => {
    const roster = await rosterOf(tx, actor.tenantId, String(values.team_id));
    const associationId = roster.joined.team.association_id as string;
    const userId = String(values.user_id);
    const affiliations = await loadAffiliations(tx, {
      tenantId: actor.tenantId,
      pairs: [{ associationId, userId }],
    });
    const entries = await entriesOf(tx, actor.tenantId, roster, userId);
    refuse(
      joinRefusal(
        roster,
        values,
        affiliations.get(affiliationKey(associationId, userId)),
        otherTeam(roster, entries, userId),
      ),
    );
    return undefined;
  },
  beforeUpdate: async (tx, { actor, current, values }) => {
    const roster = await rosterOf(tx, actor.tenantId, String(current.team_id));
    refuse(lockedRefusal(roster.joined));
    const personChanged = values.user_id !== undefined && values.user_id !== current.user_id;
    // Another person, or a staff member now playing: judged again against the competition.
    if (personChanged || (values.role !== undefined && values.role !== current.role)) {
      const associationId = roster.joined.team.association_id as string;
      const userId = String(personChanged ? values.user_id : current.user_id);
      const affiliations = await loadAffiliations(tx, {
        tenantId: actor.tenantId,
        pairs: [{ associationId, userId }],
      });
      const affiliation = affiliations.get(affiliationKey(associationId, userId));
      if (personChanged) {
        refuse(athleteRefusal(affiliation));
        if (roster.members.some((member) => member.user_id === userId)) refuse(ALREADY_ON_TEAM);
        const entries = await entriesOf(tx, actor.tenantId, roster, userId);
        if (affiliation) refuse(otherTeamRefusal(affiliation.name, otherTeam(roster, entries, userId)));
      }
      if (affiliation)
        refuse(categoryRefusal(roster.joined, roster.category, affiliation, values.role ?? current.role));
    }
    if (values.number !== undefined) {
      const holder = numberHolder(roster, values.number, String(current.id));
      if (holder) refuse(numberRefusal(values.number as number, holder));
    }
    return undefined;
  },
  beforeDelete: async (tx, { actor, rows }) => {
    const teamIds = [...new Set(rows.map((row) => String(row.team_id)))];
    const rosters = await loadRosters(tx, { tenantId: actor.tenantId, teamIds });
    for (const teamId of teamIds) {
      const roster = rosters.get(teamId);
      if (roster) refuse(lockedRefusal(roster.joined));
    }
  },
  // An import's batch: the teams and the affiliations it names in two queries, then each row judged
  // in memory, counting the rows before it (and, in a preview, those of earlier batches).
  beforeCreateMany: async (tx, { actor, rows, memory }) => {
    const tenantId = actor.tenantId;
    const rosters = await loadRosters(tx, { tenantId, teamIds: rows.map((row) => String(row.team_id)) });
    const pairs = rows.flatMap((row) => {
      const roster = rosters.get(String(row.team_id));
      return roster
        ? [{ associationId: roster.joined.team.association_id as string, userId: String(row.user_id) }]
        : [];
    });
    const affiliations = await loadAffiliations(tx, { tenantId, pairs });
    const entries = await loadEntries(tx, {
      tenantId,
      competitionIds: [...rosters.values()].map((roster) => roster.joined.competition.id),
      userIds: rows.map((row) => String(row.user_id)),
    });
    return rows.map((row): ManyOutcome => {
      const teamId = String(row.team_id);
      const roster = rosters.get(teamId);
      if (!roster) return { errors: { team_id: TEAM_NOT_FOUND } };
      const userId = String(row.user_id);
      const seen = (memory.get(teamId) as TeamMemory | undefined) ?? {
        added: 0,
        users: new Set<string>(),
        numbers: new Map<number, string>(),
      };
      memory.set(teamId, seen);
      // The same person twice in the file: the unique check names the earlier line.
      if (seen.users.has(userId)) return {};
      const competitionKey = `competition\n${roster.joined.competition.id}`;
      const inFile =
        (memory.get(competitionKey) as CompetitionMemory | undefined) ?? new Map<string, Entry>();
      memory.set(competitionKey, inFile);
      const affiliation = affiliations.get(affiliationKey(roster.joined.team.association_id, userId));
      const earlier = inFile.get(userId);
      const other =
        otherTeam(roster, entries, userId) ?? (earlier && earlier.team_id !== teamId ? earlier : undefined);
      const refusal = joinRefusal(roster, row, affiliation, other, seen);
      if (refusal) return { errors: { [refusal.field]: refusal.message } };
      seen.added += 1;
      seen.users.add(userId);
      inFile.set(userId, { team_id: teamId, team_name: String(roster.joined.team.name) });
      if (typeof row.number === "number") seen.numbers.set(row.number, affiliation?.name ?? "");
      return {};
    });
  },
});
