import { z } from "zod";

/**
 * A games edition's screens (docs/gamesday.md): its delegations and events with their
 * competitions, the final placings of each event mapped to delegations, and the medal and points
 * tables (engine `medalTable`, `pointsTable`).
 */

export type OlympicsMedal = "gold" | "silver" | "bronze";

/** The edition as its screens head it. */
export type OlympicsEdition = {
  id: string;
  name: string;
  edition: number | null;
  status: string;
  public: boolean;
  point_ties: "share" | "full";
  starts_on: string | null;
  ends_on: string | null;
  city_name: string | null;
  description: string | null;
};

/** A delegation: an association of the tenant, its teams score for it. */
export type OlympicsDelegation = {
  id: string;
  name: string;
  abbreviation: string | null;
  color: string | null;
  association_id: string;
  association_name: string | null;
};

/** An event of the catalog as the edition shows it. */
export type OlympicsEventRef = {
  id: string;
  name: string;
  kind: "individual" | "team";
  sport_name: string | null;
  gender: string | null;
  category_name: string | null;
};

/** The competition that plays an event in the edition. */
export type OlympicsEventCompetition = {
  id: string;
  name: string;
  status: string;
  public: boolean;
};

/**
 * An event of the edition: its competition (none until created), whether its final placings are
 * decided (they then count for the tables) and those placings.
 */
export type OlympicsEventResult = {
  event: OlympicsEventRef;
  competition: OlympicsEventCompetition | null;
  decided: boolean;
  placings: OlympicsPlacing[];
};

/** A final place of an event: the team or athlete, their delegation, the medal and the points. */
export type OlympicsPlacing = {
  place: number;
  participant: { id: string; name: string };
  /** Null when the team's association is not a delegation of the edition: it scores for no one. */
  delegation: { id: string; name: string } | null;
  medal: OlympicsMedal | null;
  points: number;
};

export type OlympicsMedalRow = {
  position: number;
  delegation: OlympicsDelegation;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
};

export type OlympicsPointsRow = {
  position: number;
  delegation: OlympicsDelegation;
  points: number;
  gold: number;
  silver: number;
  bronze: number;
};

/** Everything the results screen, its exports and the public page read. */
export type OlympicsResults = {
  olympic: OlympicsEdition;
  delegations: OlympicsDelegation[];
  events: OlympicsEventResult[];
  medals: OlympicsMedalRow[];
  points: OlympicsPointsRow[];
  /** Points per place, by place. */
  scores: { place: number; points: number }[];
};

/** The edition's show screen: delegations, every active event with its competition, what it holds. */
export type OlympicsOverview = {
  olympic: OlympicsEdition;
  delegations: OlympicsDelegation[];
  events: { event: OlympicsEventRef; competition: OlympicsEventCompetition | null; decided: boolean }[];
  counts: { crews: number; scores: number; notes: number; downloads: number };
};

/** A bulletin as the public page shows it. */
export type OlympicsPublicNote = { id: string; title: string; published_at: string | null; body: string };
/** A file as the public page lists it. */
export type OlympicsPublicDownload = { id: string; title: string };

export type PublicOlympics = OlympicsResults & {
  notes: OlympicsPublicNote[];
  downloads: OlympicsPublicDownload[];
};

export const ZOlympicsExportQuery = z.object({
  format: z.enum(["xlsx", "pdf"], { error: "Escolha xlsx ou pdf." }).default("xlsx"),
});

export const ZOlympicsEventParams = z.object({
  id: z.uuid("Identificador inválido."),
  event_id: z.uuid("Prova inválida."),
});

export const OLYMPICS_FIELD_LABELS = {
  id: "Identificador",
  event_id: "Prova",
  format: "Formato",
};

/** The SSE event name of an edition's stream (a change of one of its competitions). */
export const OLYMPICS_EVENT = "olympics";
