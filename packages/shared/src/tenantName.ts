/**
 * Portuguese puts an article before most names of institutions ("a Federação Paulista", "o Clube
 * Atlético", "as Ligas Unidas") and none before some ("Quadra", "Santos"), and a preposition fuses
 * with it ("portal da Federação", "no Clube"). A tenant says which article its name takes
 * (settings.title_article) and every sentence that puts a preposition before the name goes through
 * here, so the contraction is written once.
 */
export const TENANT_ARTICLES = ["a", "o", "as", "os", "none"] as const;
export type TenantArticle = (typeof TENANT_ARTICLES)[number];

/** Prepositions the sentences of the app put before the tenant's name. */
export type TenantPreposition = "de" | "em" | "para";

const FUSED: Record<TenantPreposition, Record<TenantArticle, string>> = {
  de: { a: "da", o: "do", as: "das", os: "dos", none: "de" },
  em: { a: "na", o: "no", as: "nas", os: "nos", none: "em" },
  para: { a: "para a", o: "para o", as: "para as", os: "para os", none: "para" },
};

type Named = { title: string; article: TenantArticle | null | undefined };

/** The name with its article, as a sentence's subject or object: "a Federação Demonstração". */
export const tenantWithArticle = ({ title, article }: Named) =>
  !article || article === "none" ? title : `${article} ${title}`;

/** The name after a preposition, contracted: de + "a Federação X" → "da Federação X". */
export const tenantAfter = (preposition: TenantPreposition, { title, article }: Named) =>
  `${FUSED[preposition][article ?? "none"]} ${title}`;
