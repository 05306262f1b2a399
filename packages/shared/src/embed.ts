// Tested against the path with or without its query.
const END = String.raw`\/?(?:[?#]|$)`;

/**
 * Pages of a tenant's public site that other sites may show in a frame (the snippets of
 * /publish/embed): the news, a post, a page, the calendar and the open pages (competitions,
 * classes…). Every other page of the app refuses to be framed (clickjacking). The server sets the
 * headers from this list and the embed screen offers only these.
 */
export const EMBEDDABLE_PATHS: readonly RegExp[] = [
  new RegExp(`^/news${END}`),
  new RegExp(`^/news/[^/?#]+${END}`),
  new RegExp(`^/p/[^/?#]+${END}`),
  new RegExp(`^/calendar${END}`),
  /^\/public\/open\/[^/?#]/,
];

/** Whether a page (its path, with or without a query) may be shown in another site's frame. */
export const isEmbeddablePath = (url: string): boolean =>
  EMBEDDABLE_PATHS.some((pattern) => pattern.test(url));

/** Query parameter a framed page reads to leave out the site's header and footer. */
export const EMBED_PARAM = "embed";
