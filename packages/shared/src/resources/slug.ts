/** A slug: lower-case ASCII letters and digits in words joined by single hyphens. */
export const isSlug = (value: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

/**
 * The slug a title suggests ("Copa São Paulo 2025!" → "copa-sao-paulo-2025"), so a form can fill
 * the slug as the title is typed; the person may still change it.
 */
export const slugify = (value: string, max = 120): string =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
