/**
 * What the home showed, kept for the next visit's static copy (staticHome.ts, drawn by
 * early-requests.js before the code runs). Only what the device can rebuild without asking: the
 * tenant's sentences, not the person's name; the greeting keeps a `{{name}}` slot that
 * early-requests.js fills from the stored profile (which a logout removes).
 */
export type RememberedHome = {
  /** The tenant (client_code) the sentences belong to: another tenant's are not shown. */
  client: string;
  /** The language they are written in (the stored choice; pt-BR when there is none). */
  language: string;
  /** The tenant's name as the header writes it. */
  title: string;
  /** "Olá, {{name}}!": the person's first name goes in at the next visit. */
  greeting: string;
  /** "Bem-vindo ao portal da Federação X." */
  subtitle: string;
  /** "Precisa de você", for the copy of its cards; absent (an older copy): the copy draws none. */
  needs?: RememberedNeeds;
};

/**
 * The texts of the home's "Precisa de você" (NeedsYou.tsx), which early-requests.js fills from the
 * early summary answer as the app would: no counts or names, those come with the answer.
 */
export type RememberedNeeds = {
  /** The section's heading. */
  title: string;
  /** The sentence when the section is shown with nothing waiting. */
  none: string;
  /** "{{count}} aguardando" by plural category of the language (Intl.PluralRules). */
  waiting: Record<string, string>;
  /** The title of each approval queue (its key in the summary) whose screen this person may open. */
  queues: Record<string, string>;
  /** "Equipes pendentes: {{competition}}". */
  teams: string;
};

/** The localStorage key; early-requests.js spells it too (it runs before any module). */
export const REMEMBERED_HOME_KEY = "quadra:static_home";
/** Where the person's first name goes in the remembered greeting. */
export const NAME_SLOT = "{{name}}";

const safeStorage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Keeps what the home shows (a missing or full storage only loses the next visit's static copy). */
export const rememberHome = (home: RememberedHome, storage: Storage | null = safeStorage()) => {
  try {
    const value = JSON.stringify(home);
    if (storage && storage.getItem(REMEMBERED_HOME_KEY) !== value)
      storage.setItem(REMEMBERED_HOME_KEY, value);
  } catch {
    // Only the next visit's static copy is lost.
  }
};
