import type { LocalizedText } from "./i18nText.ts";

/** Modules that gate routes, menus and API calls (spec §6). A tenant's effective set is available minus hidden. */
export const MODULES = {
  competitions: { label: { "pt-BR": "Competições", en: "Competitions" } },
  reservations: { label: { "pt-BR": "Reservas de espaços", en: "Venue reservations" } },
  bills: { label: { "pt-BR": "Cobranças", en: "Bills" } },
  schools: { label: { "pt-BR": "Escolas e turmas", en: "Schools and classes" } },
  markets: { label: { "pt-BR": "Mercado de transferências", en: "Transfer markets" } },
  registers: { label: { "pt-BR": "Registros e filiações", en: "Registers and memberships" } },
  sponsorships: { label: { "pt-BR": "Patrocínios", en: "Sponsorships" } },
  incentives: { label: { "pt-BR": "Incentivos", en: "Incentives" } },
  icms: { label: { "pt-BR": "ICMS Esportivo", en: "Sports ICMS" } },
  meals: { label: { "pt-BR": "Refeições", en: "Meals" } },
  properties: { label: { "pt-BR": "Patrimônio", en: "Properties" } },
} as const satisfies Record<string, { label: LocalizedText }>;

export type ModuleKey = keyof typeof MODULES;
export const MODULE_KEYS = Object.keys(MODULES) as ModuleKey[];

export const isModuleKey = (value: string): value is ModuleKey => value in MODULES;

/** The modules a tenant can use: what it has bought minus what it hides. */
export const effectiveModules = (available: readonly string[], hidden: readonly string[]): ModuleKey[] =>
  available.filter((key): key is ModuleKey => isModuleKey(key) && !hidden.includes(key));
