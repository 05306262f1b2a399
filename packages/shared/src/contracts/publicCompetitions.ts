import { z } from "zod";
import type { PhaseFormat, PhaseStatus } from "../resources/catalog/competitionStructure.ts";
import type { BracketView, CompetitionStandingsView, DuelView } from "./competitions.ts";
import type { Page } from "./envelope.ts";
import type { TeamMemberRole } from "./teams.ts";

/**
 * What the public sees of competitions (no login): only competitions the federation made `public`
 * once they leave planning — taking registrations, running or finished. A cancelled or planned one
 * is not there at all.
 */
export const PUBLIC_COMPETITION_STATUSES = ["registration", "running", "finished"] as const;
export type PublicCompetitionStatus = (typeof PUBLIC_COMPETITION_STATUSES)[number];

/** GET public/competitions: filters by sport, season and status, and a name search. */
export const ZPublicCompetitionsQuery = z.object({
  sport_id: z.uuid("Escolha a modalidade da lista.").optional(),
  season: z.coerce
    .number({ error: "Informe a temporada como um ano." })
    .int("Informe a temporada como um ano.")
    .min(1900, "Informe a temporada como um ano.")
    .max(2200, "Informe a temporada como um ano.")
    .optional(),
  status: z
    .enum(PUBLIC_COMPETITION_STATUSES, { error: "Escolha: inscrições abertas, em andamento ou encerrada." })
    .optional(),
  q: z
    .string({ error: "Informe a busca em texto." })
    .trim()
    .max(100, "Use no máximo 100 caracteres.")
    .optional(),
  page: z.coerce.number({ error: "Informe o número da página." }).int().min(1).default(1),
  per_page: z.coerce.number({ error: "Informe quantos por página." }).int().min(1).max(50).default(20),
});

/** GET public/teams: the teams of the public competitions, optionally of one, by name. */
export const ZPublicTeamsQuery = z.object({
  competition_id: z.uuid("Escolha a competição da lista.").optional(),
  q: z
    .string({ error: "Informe a busca em texto." })
    .trim()
    .max(100, "Use no máximo 100 caracteres.")
    .optional(),
  page: z.coerce.number({ error: "Informe o número da página." }).int().min(1).default(1),
  per_page: z.coerce.number({ error: "Informe quantos por página." }).int().min(1).max(100).default(30),
});

export const PUBLIC_COMPETITION_LABELS = {
  id: "Identificador",
  sport_id: "Modalidade",
  season: "Temporada",
  status: "Situação",
  q: "Busca",
  competition_id: "Competição",
  page: "Página",
  per_page: "Itens por página",
} as const;

export type PublicSport = { id: string; name: string };

/** A competition as the public list shows it. */
export type PublicCompetitionCard = {
  id: string;
  name: string;
  season: number | null;
  category: string | null;
  sport: PublicSport | null;
  status: PublicCompetitionStatus;
  starts_on: string | null;
  ends_on: string | null;
  venue: string | null;
  registration_ends_on: string | null;
  /** Approved teams. */
  team_count: number;
};

/** GET public/competitions: a page, and the sports and seasons the filters offer. */
export type PublicCompetitionsPage = Page<PublicCompetitionCard> & {
  sports: PublicSport[];
  seasons: number[];
};

/** A team as the public lists show it (approved teams only). */
export type PublicTeamCard = {
  id: string;
  name: string;
  association: { id: string; name: string };
  competition: { id: string; name: string; status: PublicCompetitionStatus };
  member_count: number;
};

/** A member as the public sees them: the name they go by, never a cpf nor a birthdate (LGPD). */
export type PublicTeamMember = {
  name: string;
  number: number | null;
  role: TeamMemberRole;
  position: string | null;
};

/** GET public/teams/:id: a team, its members and its duels. */
export type PublicTeam = PublicTeamCard & {
  competition: PublicTeamCard["competition"] & { season: number | null; category: string | null };
  members: PublicTeamMember[];
  duels: DuelView[];
};

export type PublicPhase = {
  id: string;
  name: string;
  position: number;
  format: PhaseFormat;
  status: PhaseStatus;
};

/**
 * GET public/competitions/:id, in one answer: the competition, its phases, the standings of every
 * group with the explanations and zones, every duel with its result, the brackets of the knockout
 * phases, and the approved teams.
 */
export type PublicCompetitionDetail = {
  competition: PublicCompetitionCard & { description: string | null };
  phases: PublicPhase[];
  standings: CompetitionStandingsView;
  duels: DuelView[];
  brackets: BracketView[];
  teams: PublicTeamCard[];
};

/** What the live stream (GET public/competitions/:id/events) sends on each change of the tables. */
export const PUBLIC_COMPETITION_EVENT = "competition";
