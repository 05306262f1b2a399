import { z } from "zod";
import type { ReviewStatus } from "../resources/catalog/people.ts";
import { type CompetitionStatus, TEAM_MEMBER_ROLES, teammembers } from "../resources/catalog/teams.ts";
import type { FieldDef } from "../resources/fields.ts";

/** A team member's role (teammembers.role). */
export const TEAM_ROLE_VALUES = TEAM_MEMBER_ROLES.map((option) => option.value) as [
  (typeof TEAM_MEMBER_ROLES)[number]["value"],
  ...(typeof TEAM_MEMBER_ROLES)[number]["value"][],
];
export type TeamMemberRole = (typeof TEAM_ROLE_VALUES)[number];

/** Competitions whose rosters may still change; a finished or cancelled one is history. */
export const OPEN_COMPETITION_STATUSES = ["planned", "registration", "running"] as const;
export const CLOSED_COMPETITION_STATUSES = ["finished", "cancelled"] as const;

/** The filter of an association's teams: competitions still on, finished ones, or all. */
export const TEAM_LIST_FILTERS = ["current", "finished", "all"] as const;
export type TeamListFilter = (typeof TEAM_LIST_FILTERS)[number];
export const ZAssociationTeamsQuery = z.object({
  status: z.enum(TEAM_LIST_FILTERS, { error: "Escolha: atuais, encerradas ou todas." }).optional(),
});

const boundOf = (field: FieldDef, bound: "min" | "max") => {
  const value = field[bound];
  if (value === undefined) throw new Error(`teammembers: the ${bound} of a roster field is not declared`);
  return value;
};

/**
 * A roster's field limits, read from the team members' resource definition (its `number` and
 * `position` fields): the managers' routes, the staff's CRUD, the imports and the web form all
 * check these, so they are written once, in the catalogue.
 */
export const TEAM_MEMBER_LIMITS = {
  number: { min: boundOf(teammembers.fields.number, "min"), max: boundOf(teammembers.fields.number, "max") },
  position: { max: boundOf(teammembers.fields.position, "max") },
} as const;

const { number: NUMBER, position: POSITION } = TEAM_MEMBER_LIMITS;
const NUMBER_RANGE = `Use um número de ${NUMBER.min} a ${NUMBER.max}.`;

const ZRole = z.enum(TEAM_ROLE_VALUES, { error: "Escolha a função na equipe." });
/** Empty means no number: forms send "" or null for a cleared field. */
const ZNumber = z
  .union([
    z
      .number({ error: `Informe um número de ${NUMBER.min} a ${NUMBER.max}.` })
      .int("Use um número inteiro.")
      .min(NUMBER.min, NUMBER_RANGE)
      .max(NUMBER.max, NUMBER_RANGE),
    z.literal(""),
    z.null(),
  ])
  .transform((value) => (value === "" ? null : value))
  // Optional outside the transform: a PATCH without the key leaves the number as it is.
  .optional();
const ZPosition = z
  .string({ error: "Informe a posição em texto." })
  .trim()
  .max(POSITION.max, `Use no máximo ${POSITION.max} caracteres.`)
  .nullable()
  .transform((value) => value || null)
  .optional();

/** POST my/associations/:id/teams/:team_id/members: an active athlete of the association joins. */
export const ZTeamMemberInput = z.strictObject({
  user_id: z.uuid("Escolha o(a) atleta da lista."),
  role: ZRole,
  number: ZNumber,
  position: ZPosition,
});
export type TeamMemberInput = z.input<typeof ZTeamMemberInput>;

/** PATCH my/associations/:id/teams/:team_id/members/:member_id: what a manager may change. */
export const ZTeamMemberUpdate = z.strictObject({
  role: ZRole.optional(),
  number: ZNumber,
  position: ZPosition,
});
export type TeamMemberUpdate = z.input<typeof ZTeamMemberUpdate>;

/** PUT my/associations/:id/teams/:team_id/responsible: someone on the roster or a manager. */
export const ZTeamResponsibleInput = z.strictObject({
  user_id: z.uuid("Escolha o(a) responsável da lista."),
});

/** The field labels these routes' 400 messages name. */
export const TEAM_FIELD_LABELS = {
  id: "Entidade",
  team_id: "Equipe",
  member_id: "Integrante",
  user_id: "Pessoa",
  role: "Função",
  number: "Número",
  position: "Posição",
  status: "Situação",
} as const;

export type TeamCompetition = {
  id: string;
  name: string;
  season: number | null;
  category: string | null;
  starts_on: string | null;
  ends_on: string | null;
  status: CompetitionStatus;
  max_members: number | null;
};

export type TeamPerson = { id: string; name: string };

/** Where a member stands on the required documents (each required type's status, no document ids). */
export type RosterDocuments = {
  regular: boolean;
  items: {
    documenttype_id: string;
    name: string;
    status: "approved" | "pending" | "rejected" | "expired" | "missing";
  }[];
};

export type RosterMember = {
  id: string;
  user_id: string;
  name: string;
  role: TeamMemberRole;
  number: number | null;
  position: string | null;
  /** Only for whoever keeps the team's documents (its responsible, its association's managers). */
  documents?: RosterDocuments;
};

/** One team as GET my/teams/:id and GET my/associations/:id/teams/:team_id answer it. */
export type TeamDetail = {
  id: string;
  name: string;
  status: ReviewStatus;
  review_reason: string | null;
  competition: TeamCompetition;
  association: TeamPerson;
  responsible: TeamPerson | null;
  /** The caller keeps the members' documents: the responsible or a manager of the association. */
  keeper: boolean;
  /** Whether the roster may change now, and when not, the reason (pt-BR). */
  editable: boolean;
  locked_reason: string | null;
  members: RosterMember[];
};

/** The association's managers (the other choice of a responsible), in the managed team only. */
export type ManagedTeamDetail = TeamDetail & { managers: TeamPerson[] };

/** A team in GET my/teams: the caller's (or a dependent's) place on it. */
export type MyTeam = {
  id: string;
  name: string;
  status: ReviewStatus;
  competition: TeamCompetition;
  association: TeamPerson;
  responsible: TeamPerson | null;
  /** The caller is the team's responsible. */
  is_responsible: boolean;
  /** The caller and their dependents on the team. */
  people: { user_id: string; name: string; self: boolean; role: TeamMemberRole; number: number | null }[];
};

/** A team member as the managers' roster changes answer it (the record of teammembers). */
export type TeamMemberRecord = {
  id: string;
  team_id: string;
  user_id: string;
  role: TeamMemberRole;
  number: number | null;
  position: string | null;
  version: number;
  created_at: string;
  updated_at: string;
};

/** A team in GET my/associations/:id/teams. */
export type AssociationTeam = {
  id: string;
  name: string;
  status: ReviewStatus;
  competition: TeamCompetition;
  responsible: TeamPerson | null;
  member_count: number;
};
