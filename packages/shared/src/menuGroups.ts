import type { LocalizedText } from "./i18nText.ts";

/** The admin menu groups of spec §2, in display order. Permissions and menu items point at these ids. */
export const MENU_GROUPS = [
  { id: "my_account", label: { "pt-BR": "Minha conta", en: "My account" } },
  { id: "public_access", label: { "pt-BR": "Acesso público", en: "Public access" } },
  { id: "records", label: { "pt-BR": "Cadastros", en: "Records" } },
  { id: "documentation", label: { "pt-BR": "Documentação e aprovação", en: "Documentation and approval" } },
  { id: "competitions", label: { "pt-BR": "Competições", en: "Competitions" } },
  { id: "refereeing", label: { "pt-BR": "Arbitragem", en: "Refereeing" } },
  { id: "registration", label: { "pt-BR": "Área de registro", en: "Registration area" } },
  { id: "billing", label: { "pt-BR": "Cobrança", en: "Billing" } },
  { id: "logistics", label: { "pt-BR": "Logística e refeições", en: "Logistics and meals" } },
  { id: "programs", label: { "pt-BR": "Programas de apoio", en: "Support programs" } },
  { id: "education", label: { "pt-BR": "Educação e formação", en: "Education and training" } },
  { id: "publishing", label: { "pt-BR": "Publicação do portal", en: "Portal publishing" } },
  { id: "venues", label: { "pt-BR": "Estrutura de espaços", en: "Venues structure" } },
  { id: "locations", label: { "pt-BR": "Localidades", en: "Locations" } },
  { id: "reports", label: { "pt-BR": "Relatórios gerais", en: "General reports" } },
  { id: "activity", label: { "pt-BR": "Resumo de atividades", en: "Activity summary" } },
  { id: "admin_tools", label: { "pt-BR": "Ferramentas administrativas", en: "Admin tools" } },
] as const satisfies readonly { id: string; label: LocalizedText }[];

export type MenuGroupId = (typeof MENU_GROUPS)[number]["id"];
