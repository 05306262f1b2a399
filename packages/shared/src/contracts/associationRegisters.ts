import { z } from "zod";
import { REVIEW_STATUSES } from "../resources/catalog/people.ts";
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  REGISTER_STATUSES,
  type RegisterRequester,
  type RequestSource,
} from "../resources/catalog/registers.ts";

/**
 * The association's side of registers (spec §2 /my/associations/registers/:id, issue 16): what an
 * association's managers read of its contracts, its people's register entries and memberships and
 * the requests made through it, and the bulk request of its athletes' affiliation. Every record is
 * one whose `association_id` is the association (contracts: also the lending association of a loan).
 */

const ZUuid = (message: string) => z.uuid(message);
const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((option) => option.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

const page = {
  page: z.coerce.number({ error: "Informe o número da página." }).int().min(1).default(1),
  per_page: z.coerce.number({ error: "Informe quantos por página." }).int().min(1).max(100).default(20),
  q: z.string().trim().max(200, "Use no máximo 200 caracteres.").optional(),
  registertype_id: ZUuid("Escolha o tipo de registro da lista.").optional(),
};
const reviewStatus = z.enum(values(REVIEW_STATUSES), { error: "Escolha uma situação da lista." });

/** The lists of requests and membership requests: by person (name), type and review status. */
export const ZAssociationRequestsQuery = z.object({ ...page, status: reviewStatus.optional() });
export type AssociationRequestsQuery = z.input<typeof ZAssociationRequestsQuery>;

/** The lists of entries and memberships: by person (name) or number, type and status. */
export const ZAssociationEntriesQuery = z.object({
  ...page,
  status: z.enum(values(REGISTER_STATUSES), { error: "Escolha uma situação da lista." }).optional(),
  /** Only active ones whose validity ends within this many days from today (the renewals ahead). */
  expiring_within: z.coerce
    .number({ error: "Informe em quantos dias." })
    .int("Informe um número inteiro de dias.")
    .min(1, "Informe de 1 a 366 dias.")
    .max(366, "Informe de 1 a 366 dias.")
    .optional(),
});
export type AssociationEntriesQuery = z.input<typeof ZAssociationEntriesQuery>;

/** The list of contracts: by athlete (name) or number, type, kind and status. */
export const ZAssociationContractsQuery = z.object({
  ...page,
  kind: z.enum(values(CONTRACT_KINDS), { error: "Escolha um tipo de contrato da lista." }).optional(),
  status: z.enum(values(CONTRACT_STATUSES), { error: "Escolha uma situação da lista." }).optional(),
});
export type AssociationContractsQuery = z.input<typeof ZAssociationContractsQuery>;

export const ZAssociationAthletesQuery = z.object({
  registertype_id: ZUuid("Escolha o tipo de registro da lista."),
});

const NOTES_MAX = 2_000;
/** How many athletes one bulk request may carry (a club's whole roster, with room). */
export const BULK_REQUEST_MAX = 200;

/** One athlete of a bulk request: who, in which role, style and declared graduation. */
export const ZAssociationRequestLine = z.strictObject({
  user_id: ZUuid("Escolha o atleta da lista."),
  registerrole_id: ZUuid("Escolha a função da lista."),
  registerstyle_id: ZUuid("Escolha a modalidade da lista.").nullable().optional(),
  registergraduation_id: ZUuid("Escolha a graduação da lista.").nullable().optional(),
  notes: z.string().trim().max(NOTES_MAX, `Use no máximo ${NOTES_MAX} caracteres.`).nullable().optional(),
});

/**
 * POST my/associations/registers/:id/requests: the association asks the affiliation of several of
 * its active athletes at once, all or none (a refused athlete is answered on `athletes.<i>.<field>`).
 */
export const ZAssociationRequestsBody = z.strictObject({
  registertype_id: ZUuid("Escolha o tipo de registro da lista."),
  athletes: z
    .array(ZAssociationRequestLine, { error: "Escolha ao menos um atleta." })
    .min(1, "Escolha ao menos um atleta.")
    .max(BULK_REQUEST_MAX, `Envie no máximo ${BULK_REQUEST_MAX} atletas por vez.`),
});
export type AssociationRequestsInput = z.input<typeof ZAssociationRequestsBody>;

/** The pt-BR names the 400s of these operations use. */
export const ASSOCIATION_REGISTERS_LABELS = {
  page: "Página",
  per_page: "Itens por página",
  q: "Busca",
  registertype_id: "Tipo de registro",
  status: "Situação",
  kind: "Tipo de contrato",
  expiring_within: "Vence em (dias)",
  athletes: "Atletas",
  user_id: "Atleta",
  registerrole_id: "Função",
  registerstyle_id: "Modalidade",
  registergraduation_id: "Graduação declarada",
  notes: "Observações",
  request_id: "Pedido",
  contract_id: "Contrato",
  memberships_id: "Registro",
  membershiprequest_id: "Pedido de associação",
  idempotency_key: "Chave de idempotência",
} as const;

export type Named = { id: string; name: string };
export type GraduationRef = Named & { color: string | null; position: number };

/** A register type as an association's screens name and filter by it. */
export type AssociationRegisterTypeRef = Named & {
  kind: string;
  requesters: RegisterRequester;
  /** The association may ask for its athletes (requesters is "both" or "association") and it is active. */
  accepts_association: boolean;
  parq_required: boolean;
};

/** GET my/associations/registers/:id: the association, the register types and what stands where. */
export type AssociationRegistersSummary = {
  association: Named;
  types: AssociationRegisterTypeRef[];
  counts: {
    requests_pending: number;
    membershiprequests_pending: number;
    entries_active: number;
    entries_pending_payment: number;
    memberships_active: number;
    memberships_pending_payment: number;
    contracts_active: number;
    /** Active entries and memberships whose validity ends in the next 30 days. */
    expiring_30_days: number;
  };
};

/** A register type the association may request, with its catalogs (the create screen's choices). */
export type AssociationRequestType = AssociationRegisterTypeRef & {
  validity: string;
  roles: Named[];
  styles: Named[];
  graduations: GraduationRef[];
};

/** An active athlete of the association as the bulk request lists them, with where they stand in the type. */
export type AssociationRequestAthlete = {
  user_id: string;
  name: string;
  cpf_masked: string | null;
  birthdate: string | null;
  /** A request of theirs in this type is waiting for review (a new one would be refused). */
  pending_request: boolean;
  /** Their newest entry in this type, if any: its number, status and end of validity. */
  entry: { id: string; number: string | null; status: string; ends_on: string | null } | null;
};

/** A register request made through the association. */
export type AssociationRegisterRequest = {
  id: string;
  registertype: Named;
  user_id: string;
  person_name: string;
  role: Named | null;
  style: Named | null;
  graduation: GraduationRef | null;
  source: RequestSource;
  status: string;
  review_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  notes: string | null;
  /** The entry the approval created. */
  register: { id: string; number: string | null; status: string } | null;
};

/** A membership request made through the association. */
export type AssociationMembershipRequest = {
  id: string;
  registertype: Named;
  user_id: string;
  person_name: string;
  plan: Named | null;
  style: Named | null;
  source: RequestSource;
  status: string;
  review_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  notes: string | null;
  membership: { id: string; number: string | null; status: string } | null;
};

/**
 * The debt an entry or membership waits on. The person pays their own registration (H2's decision,
 * docs/registers.md); `payer` says who, and `bill_id` is set only when the association itself pays
 * (its finance screens then show the bill).
 */
export type AssociationEntryDebt = {
  id: string;
  description: string;
  amount_cents: number;
  due_date: string;
  status: string;
  payer: "association" | "person";
  bill_id: string | null;
};

/** A register entry of one of the association's people (affiliation). */
export type AssociationRegisterEntry = {
  kind: "entry";
  id: string;
  number: string | null;
  registertype: Named;
  user_id: string;
  person_name: string;
  role: Named | null;
  style: Named | null;
  graduation: GraduationRef | null;
  graduated_on: string | null;
  status: string;
  starts_on: string | null;
  ends_on: string | null;
};

export type AssociationPromotion = {
  id: string;
  promoted_on: string;
  graduation: GraduationRef | null;
  from_graduation: GraduationRef | null;
  examiner: string;
  notes: string | null;
};

export type AssociationRegisterEntryDetail = AssociationRegisterEntry & {
  notes: string | null;
  promotions: AssociationPromotion[];
  debt: AssociationEntryDebt | null;
};

/** A club membership of one of the association's people. */
export type AssociationMembership = {
  kind: "membership";
  id: string;
  number: string | null;
  registertype: Named;
  user_id: string;
  person_name: string;
  plan: Named | null;
  style: Named | null;
  status: string;
  starts_on: string | null;
  ends_on: string | null;
};

export type AssociationMembershipDetail = AssociationMembership & {
  notes: string | null;
  debt: AssociationEntryDebt | null;
};

/** memberships/:id/show/:memberships_id answers either (the screen lists both). */
export type AssociationEntryOrMembership = AssociationRegisterEntryDetail | AssociationMembershipDetail;

/** A contract the association signed, or lent an athlete under. */
export type AssociationContract = {
  id: string;
  number: string | null;
  registertype: Named;
  user_id: string;
  person_name: string;
  kind: string;
  /** "contracting": the association holds the contract; "lending": it lent the athlete (a loan). */
  side: "contracting" | "lending";
  association: Named;
  lending_association: Named | null;
  starts_on: string;
  ends_on: string | null;
  status: string;
  terminated_on: string | null;
};

export type AssociationContractDetail = AssociationContract & {
  verification_code: string | null;
  notes: string | null;
};
