import type { LocalizedText } from "./i18nText.ts";
import type { ModuleKey } from "./modules.ts";
import type { PermissionKey } from "./permissions.ts";

type ApprovalQueueDef = {
  label: LocalizedText;
  /** Who sees and decides the queue. */
  permission: PermissionKey;
  modules?: readonly ModuleKey[];
  /** The web route (route table id) of the queue's screen: the menu shows the count beside it. */
  routeId: string;
};

/**
 * Every approval queue of the register (spec §4 "Approvals"): GET approvals/counts answers how many
 * records wait in each queue the caller may decide, and the menu shows them.
 */
export const APPROVAL_QUEUES = {
  profilepictures: {
    label: { "pt-BR": "Fotos de perfil", en: "Profile pictures" },
    permission: "users",
    routeId: "users_profilepictures_approve",
  },
  socialnames: {
    label: { "pt-BR": "Nomes sociais", en: "Social names" },
    permission: "users",
    routeId: "users_socialnames_approve",
  },
  userdocuments: {
    label: { "pt-BR": "Documentos de pessoas", en: "People's documents" },
    permission: "userdocuments",
    routeId: "users_userdocuments_approve",
  },
  associations: {
    label: { "pt-BR": "Entidades", en: "Associations" },
    permission: "associations",
    routeId: "associations_approve",
  },
  shields: {
    label: { "pt-BR": "Escudos", en: "Shields" },
    permission: "associations",
    routeId: "associations_shields_approve",
  },
  associationclaims: {
    label: { "pt-BR": "Pedidos de gestão de entidades", en: "Association claims" },
    permission: "associations",
    routeId: "associations_claims_approve",
  },
  associationdocuments: {
    label: { "pt-BR": "Documentos de entidades", en: "Association documents" },
    permission: "associationdocuments",
    routeId: "associationdocuments_approve",
  },
  parqs: {
    label: { "pt-BR": "Questionários PAR-Q", en: "PAR-Q questionnaires" },
    permission: "parqs",
    routeId: "parqs_pending",
  },
  teams: {
    label: { "pt-BR": "Equipes inscritas", en: "Registered teams" },
    permission: "competitions",
    modules: ["competitions"],
    routeId: "competitions_teams_pending",
  },
  registerrequests: {
    label: { "pt-BR": "Pedidos de registro", en: "Register requests" },
    permission: "registertypes",
    modules: ["registers"],
    routeId: "registers_registerrequests_pending",
  },
  registermembershiprequests: {
    label: { "pt-BR": "Pedidos de associação", en: "Membership requests" },
    permission: "registertypes",
    modules: ["registers"],
    routeId: "registers_registermembershiprequests_pending",
  },
} as const satisfies Record<string, ApprovalQueueDef>;

export type ApprovalQueueKey = keyof typeof APPROVAL_QUEUES;
export const APPROVAL_QUEUE_KEYS = Object.keys(APPROVAL_QUEUES) as ApprovalQueueKey[];

/** GET approvals/counts: records waiting per queue, only the queues the caller may decide. */
export type ApprovalCounts = Partial<Record<ApprovalQueueKey, number>>;
