import { z } from "zod";
import type { ReviewStatus } from "../resources/catalog/people.ts";
import { teams } from "../resources/catalog/teams.ts";
import {
  type RosterDocuments,
  type RosterMember,
  TEAM_FIELD_LABELS,
  type TeamCompetition,
  type TeamDetail,
  type TeamPerson,
  ZTeamMemberInput,
} from "./teams.ts";

/** The team name's limit, read from the teams' resource definition (the staff's CRUD checks the same). */
const NAME_MAX = teams.fields.name.max ?? 120;
const REASON_MAX = teams.fields.review_reason.max ?? 1_000;

/**
 * A registration's members: each an active athlete of the association (checked by the roster rules
 * of teammembers, the same any other write runs), each once, each number once.
 */
const ZMembers = z
  .array(ZTeamMemberInput, { error: "Inclua os integrantes da equipe." })
  .min(1, "Inclua ao menos um(a) integrante.")
  .max(500, "Inclua no máximo 500 integrantes.")
  .superRefine((members, context) => {
    const people = new Set<string>();
    const numbers = new Set<number>();
    members.forEach((member, index) => {
      if (people.has(member.user_id))
        context.addIssue({
          code: "custom",
          path: [index, "user_id"],
          message: "Esta pessoa já foi incluída acima.",
        });
      people.add(member.user_id);
      if (typeof member.number === "number") {
        if (numbers.has(member.number))
          context.addIssue({
            code: "custom",
            path: [index, "number"],
            message: `O número ${member.number} já foi dado a outro(a) integrante.`,
          });
        numbers.add(member.number);
      }
    });
  });

/**
 * POST my/associations/:id/competitions/:competition_id/teams: the team an association enters, with
 * its members; it waits for the federation's approval. Without `responsible_id` the manager who
 * registers is the responsible.
 */
export const ZTeamRegistration = z.strictObject({
  name: z
    .string({ error: "Informe o nome da equipe." })
    .trim()
    .min(2, "Informe o nome da equipe.")
    .max(NAME_MAX, `Use no máximo ${NAME_MAX} caracteres.`),
  responsible_id: z.uuid("Escolha o(a) responsável da lista.").nullable().optional(),
  members: ZMembers,
});
export type TeamRegistrationInput = z.input<typeof ZTeamRegistration>;

/** GET competitions/teams/pending: the staff's queue, oldest first, optionally of one competition. */
export const ZPendingTeamsQuery = z.object({
  competition_id: z.uuid("Escolha a competição da lista.").optional(),
  page: z.coerce.number({ error: "Informe o número da página." }).int().min(1).default(1),
  per_page: z.coerce.number({ error: "Informe quantos por página." }).int().min(1).max(100).default(20),
});

/** A staff decision on a pending team: the reason is optional to approve and required to refuse. */
export const ZTeamApproval = z.strictObject({
  reason: z.string().trim().max(REASON_MAX, `Use até ${REASON_MAX} caracteres.`).optional(),
});
export const ZTeamRejection = z.strictObject({
  reason: z
    .string({ error: "Informe o motivo da recusa." })
    .trim()
    .min(3, "Informe o motivo da recusa.")
    .max(REASON_MAX, `Use até ${REASON_MAX} caracteres.`),
});

/** The field labels the registration's and the decisions' 400 messages name. */
export const REGISTRATION_FIELD_LABELS = {
  ...TEAM_FIELD_LABELS,
  competition_id: "Competição",
  name: "Nome da equipe",
  responsible_id: "Responsável",
  members: "Integrantes",
  reason: "Motivo",
  page: "Página",
  per_page: "Itens por página",
} as const;

/**
 * Whether an association may enter a team now: the competition takes registrations and today is
 * inside its registration dates (when it has them).
 */
export type RegistrationWindow = "open" | "not_yet" | "closed";

/** A team of the association already entered in an open competition. */
export type RegisteredTeamSummary = {
  id: string;
  name: string;
  status: ReviewStatus;
  review_reason: string | null;
  member_count: number;
};

/** A competition in registration, as GET my/associations/:id/competitions/open answers it. */
export type OpenCompetition = TeamCompetition & {
  sport: string | null;
  venue: string | null;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  window: RegistrationWindow;
  /** The association's teams in it, with their review status. */
  teams: RegisteredTeamSummary[];
};

/** An active athlete of the association, who may be entered, with where their documents stand. */
export type RegistrationAthlete = {
  user_id: string;
  name: string;
  birthdate: string | null;
  documents: RosterDocuments;
};

/** GET my/associations/:id/competitions/open. */
export type OpenCompetitions = {
  association: TeamPerson;
  competitions: OpenCompetition[];
  athletes: RegistrationAthlete[];
  /** The association's managers: who else may be a team's responsible. */
  managers: TeamPerson[];
};

/** A team waiting for the federation's decision (GET competitions/teams/pending). */
export type PendingTeam = {
  id: string;
  name: string;
  registered_at: string;
  competition: TeamCompetition;
  association: TeamPerson;
  responsible: TeamPerson | null;
  /** Each member with where their required documents stand. */
  members: (RosterMember & { documents: RosterDocuments })[];
  /** Members whose required documents are not all in order. */
  irregular_count: number;
};

/** A team's review as the decisions answer it. */
export type TeamDecision = {
  id: string;
  name: string;
  status: ReviewStatus;
  review_reason: string | null;
};

/** The registered team as POST …/teams answers it: the team with its members and their documents. */
export type RegisteredTeam = TeamDetail;
