/** A text in the two locales the product ships (pt-BR is the default, en the second). */
export type LocalizedText = { "pt-BR": string; en: string };

export const LOCALES = ["pt-BR", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt-BR";
