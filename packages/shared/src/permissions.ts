import type { LocalizedText } from "./i18nText.ts";
import type { MenuGroupId } from "./menuGroups.ts";

type PermissionDef = { label: LocalizedText; group: MenuGroupId };
const p = (group: MenuGroupId, pt: string, en: string): PermissionDef => ({
  group,
  label: { "pt-BR": pt, en },
});

/**
 * The one permission registry (spec §6). It drives the role editor, the API guards, the route flags
 * and the snapshot test of every endpoint's declared guard. A key `x` limits its holder to records in
 * their own scope; `x_full` opens the whole tenant. `my_*` keys gate the personal /my area.
 */
export const PERMISSIONS = {
  registertypes: p("registration", "Tipos de registro", "Register types"),
  debts: p("billing", "Débitos", "Debts"),
  bills: p("billing", "Cobranças", "Bills"),
  recurrences: p("billing", "Cobranças recorrentes", "Recurring bills"),
  invoices: p("billing", "Notas fiscais", "Invoices"),
  meals: p("logistics", "Refeições", "Meals"),
  referees: p("refereeing", "Árbitros", "Referees"),
  refereeschedules: p("refereeing", "Escalas de arbitragem", "Referee schedules"),
  parqs: p("documentation", "Questionários PAR-Q", "PAR-Q questionnaires"),
  users: p("records", "Pessoas", "People"),
  associations: p("records", "Entidades", "Associations"),
  documents: p("documentation", "Documentos", "Documents"),
  userdocuments: p("documentation", "Documentos de pessoas", "People's documents"),
  teamdocuments: p("documentation", "Documentos de equipes", "Team documents"),
  associationdocuments: p("documentation", "Documentos de entidades", "Association documents"),
  competitions: p("competitions", "Competições (do seu escopo)", "Competitions (own scope)"),
  competitions_full: p("competitions", "Competições (todas)", "Competitions (all)"),
  olympics: p("competitions", "Olimpíadas (do seu escopo)", "Olympics (own scope)"),
  olympics_full: p("competitions", "Olimpíadas (todas)", "Olympics (all)"),
  duelssecurities: p("competitions", "Segurança das partidas", "Match security"),
  competitionsseries: p("competitions", "Séries de competições", "Competition series"),
  competitionsstages: p("competitions", "Etapas de competições", "Competition stages"),
  competitionscategories: p("competitions", "Categorias de competições", "Competition categories"),
  regulations: p("competitions", "Regulamentos", "Regulations"),
  punishments: p("competitions", "Punições", "Punishments"),
  trophies: p("competitions", "Troféus", "Trophies"),
  rankings: p("competitions", "Rankings", "Rankings"),
  markets: p("competitions", "Mercado de transferências", "Transfer markets"),
  sponsorships: p("programs", "Patrocínios", "Sponsorships"),
  incentives: p("programs", "Incentivos", "Incentives"),
  icms: p("programs", "ICMS Esportivo", "Sports ICMS"),
  schools: p("education", "Escolas (do seu escopo)", "Schools (own scope)"),
  schools_full: p("education", "Escolas (todas)", "Schools (all)"),
  schoolsareas: p("education", "Áreas de escolas", "School areas"),
  schoolsprojects: p("education", "Projetos de escolas", "School projects"),
  educationaloccurrences: p("education", "Ocorrências educacionais", "Educational occurrences"),
  posts: p("publishing", "Notícias", "Posts"),
  pages: p("publishing", "Páginas", "Pages"),
  slides: p("publishing", "Slides", "Slides"),
  hooks: p("publishing", "Chamadas", "Hooks"),
  menus: p("publishing", "Menus", "Menus"),
  events: p("publishing", "Eventos", "Events"),
  spots: p("publishing", "Destaques", "Spots"),
  extras: p("publishing", "Conteúdos extras", "Extras"),
  councils: p("publishing", "Conselhos", "Councils"),
  downloads: p("publishing", "Downloads", "Downloads"),
  clippings: p("publishing", "Clipagem", "Clippings"),
  venues: p("venues", "Espaços", "Venues"),
  reservations: p("venues", "Reservas", "Reservations"),
  reservationblocks: p("venues", "Bloqueios de reserva", "Reservation blocks"),
  properties: p("venues", "Patrimônio", "Properties"),
  regions: p("locations", "Regiões e localidades", "Regions and places"),
  reports: p("reports", "Relatórios", "Reports"),
  usage_report: p("reports", "Relatório de uso", "Usage report"),
  releases: p("admin_tools", "Versões do sistema", "Releases"),
  sports: p("admin_tools", "Modalidades", "Sports"),
  crews: p("admin_tools", "Funções de equipe técnica", "Crews"),
  admins: p("admin_tools", "Administradores", "Administrators"),
  roles: p("admin_tools", "Papéis e permissões", "Roles"),
  permissions: p("admin_tools", "Catálogo de permissões", "Permission catalog"),
  logs: p("admin_tools", "Registro de atividades", "Activity log"),
  operations: p("admin_tools", "Operações", "Operations"),
  connections: p("admin_tools", "Conexões e integrações", "Connections"),
  migrations: p("admin_tools", "Migrações", "Migrations"),
  seed: p("admin_tools", "Dados de demonstração", "Demo data"),
  jobs: p("admin_tools", "Tarefas em segundo plano", "Background jobs"),
  settings: p("admin_tools", "Configurações do portal", "Portal settings"),
  whatsapp: p("admin_tools", "WhatsApp", "WhatsApp"),
  abc: p("admin_tools", "Verificação de acesso", "Access check"),
  my_classes: p("my_account", "Minhas turmas", "My classes"),
  my_events: p("my_account", "Meus eventos", "My events"),
  my_associations: p("my_account", "Minhas entidades", "My associations"),
  my_teams: p("my_account", "Minhas equipes", "My teams"),
  my_students: p("my_account", "Meus dependentes", "My dependents"),
  my_properties: p("my_account", "Meu patrimônio", "My properties"),
  my_referees: p("my_account", "Minhas escalas de arbitragem", "My referee schedules"),
  my_reservations: p("my_account", "Minhas reservas", "My reservations"),
  my_users: p("my_account", "Minhas pessoas", "My people"),
} as const satisfies Record<string, PermissionDef>;

export type PermissionKey = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];
export const isPermissionKey = (value: string): value is PermissionKey => value in PERMISSIONS;

/** Personal permissions every newly registered person receives through the tenant's default role. */
export const DEFAULT_PERSONAL_PERMISSIONS: PermissionKey[] = [
  "my_classes",
  "my_events",
  "my_associations",
  "my_teams",
  "my_students",
  "my_reservations",
];

// The checks live apart so a client that only checks (the web app's route guard) does not bundle
// the registry above.
export { can, canAll, type PermissionSubject } from "./permissionCheck.ts";

/** The effective permission names reported by auth/me: a master is reported with the whole catalog. */
export const effectivePermissions = ({ master, granted }: { master: boolean; granted: readonly string[] }) =>
  master ? [...PERMISSION_KEYS] : PERMISSION_KEYS.filter((key) => granted.includes(key));
