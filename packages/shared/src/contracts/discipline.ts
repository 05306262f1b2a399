import { z } from "zod";

/** A player of a team's roster as the match sheet offers them: on the sheet or not, and whether they may play. */
export type SheetRosterPlayer = {
  user_id: string;
  name: string;
  /** The roster's number and position (teammembers). */
  number: number | null;
  position: string | null;
  /** The player's line on this match's sheet, when written. */
  lineup: {
    id: string;
    version: number;
    number: number | null;
    starter: boolean;
    yellow_cards: number;
    red_card: boolean;
    goals: number;
  } | null;
  eligible: boolean;
  /** pt-BR: why the player cannot be put on the sheet (suspension, exclusion, a blocking document). */
  reason: string | null;
};

export type SheetRosterSide = {
  side: "home" | "away";
  team_id: string;
  team_name: string;
  players: SheetRosterPlayer[];
};

/** Both sides' rosters for one match's sheet, with each player's eligibility. */
export type SheetRoster = {
  duel_id: string;
  competition_id: string;
  editable: boolean;
  sides: SheetRosterSide[];
};

/** One line of a competition's registered players (every team's roster together). */
export type CompetitionMember = {
  id: string;
  team_id: string;
  team_name: string;
  user_id: string;
  name: string;
  role: string | null;
  number: number | null;
  position: string | null;
};

export type CompetitionMembers = {
  competition_id: string;
  teams: { id: string; name: string; members: number }[];
  members: CompetitionMember[];
};

export const ZCompetitionMembersQuery = z.object({
  team_id: z.uuid("Equipe inválida.").optional(),
});

/** Someone (a team, an athlete, an official) who lacks a required document, and where it stands. */
export type DocumentLack = {
  subject: "team" | "member" | "crew";
  /** The team's id for a team; the person's id otherwise. */
  id: string;
  name: string;
  team_id: string;
  team_name: string;
  /** The team's association (whose documents a team's are). */
  association_id: string | null;
  status: "missing" | "pending" | "expired" | "rejected";
};

export type RequiredDocumentStatus = {
  id: string;
  documenttype_id: string;
  documenttype_name: string;
  subject: "team" | "member" | "crew";
  blocks_sheet: boolean;
  /** How many teams, athletes or officials it is required of, and who of them lacks it. */
  required_of: number;
  lacking: DocumentLack[];
};

export type CompetitionDocumentsStatus = {
  competition_id: string;
  competition_name: string;
  documents: RequiredDocumentStatus[];
};

/** What one competition gave an entrant towards a ranking: its final place and the points of that place. */
export type RankingContribution = {
  competition_id: string;
  competition_name: string;
  place: number;
  points: number;
};

export type RankingEntry = {
  position: number;
  /** A team's or an association's id, or a person's for an athletes' ranking. */
  entrant_id: string;
  name: string;
  total: number;
  contributions: RankingContribution[];
};

/** A ranking: the sum over its competitions of the points each final place earns (competitionsscores). */
export type RankingTable = {
  ranking_id: string;
  name: string;
  season: number;
  subject: string;
  competitions: { id: string; name: string; status: string; finished: boolean; scored_places: number }[];
  entries: RankingEntry[];
};
