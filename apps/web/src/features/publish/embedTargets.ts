import type { ModuleKey } from "@quadra/shared";
import { EMBED_PARAM, isEmbeddablePath } from "@quadra/shared/embed";
import { routeById } from "../../routes/routeTable.ts";

/** A public page that can be shown on another site: its name (an i18n key or a title) and path. */
export type EmbedTarget = { key: string; label: string; path: string };

/** The open pages of the route table offered for embedding, each while its module is on. */
const OPEN_PAGES = [
  { key: "competitions", routeId: "public_open_competitions", label: "embed.targets.competitions" },
  { key: "schools", routeId: "public_open_schools", label: "embed.targets.schools" },
] as const;

/**
 * What the embed screen offers: the news, the calendar, each published page, and the open pages
 * of the modules this portal has. Only paths the server lets other sites frame are offered.
 */
export const embedTargets = ({
  modules,
  pages,
  translate,
}: {
  modules: readonly ModuleKey[];
  pages: { slug: string; title: string }[];
  translate: (key: string, values?: Record<string, string>) => string;
}): EmbedTarget[] =>
  [
    { key: "news", label: translate("embed.targets.news"), path: "/news" },
    { key: "calendar", label: translate("embed.targets.calendar"), path: "/calendar" },
    ...pages.map((page) => ({
      key: `page:${page.slug}`,
      label: translate("embed.targets.page", { title: page.title }),
      path: `/p/${page.slug}`,
    })),
    ...OPEN_PAGES.flatMap(({ key, routeId, label }) => {
      const route = routeById(routeId);
      return route.modules?.every((module) => modules.includes(module))
        ? [{ key, label: translate(label), path: route.path }]
        : [];
    }),
  ].filter((target) => isEmbeddablePath(target.path));

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The framed page's address: the portal's own, in frame mode (no site header or footer). */
export const embedAddress = ({ origin, path }: { origin: string; path: string }) =>
  `${origin}${path}?${EMBED_PARAM}=1`;

/** The HTML a site pastes to show the page in a frame. */
export const iframeSnippet = ({
  origin,
  target,
  height,
}: {
  origin: string;
  target: EmbedTarget;
  height: number;
}) =>
  `<iframe src="${escapeHtml(embedAddress({ origin, path: target.path }))}" title="${escapeHtml(target.label)}" width="100%" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;

/** The HTML of a plain link to the full page, opened in a new tab. */
export const linkSnippet = ({ origin, target }: { origin: string; target: EmbedTarget }) =>
  `<a href="${escapeHtml(`${origin}${target.path}`)}" target="_blank" rel="noopener">${escapeHtml(target.label)}</a>`;
