import type { PublishedRecord } from "./publicApi.ts";

/** The published resources' fields the portal's pages show (packages/shared catalog definitions). */
export type PostRecord = PublishedRecord & {
  title: string;
  slug: string;
  summary: string | null;
  body: string | null;
  cover: string | null;
  cover_caption: string | null;
  published_at: string | null;
  author_name: string | null;
  tags: string[];
  featured: boolean;
};

export type PageRecord = PublishedRecord & {
  title: string;
  slug: string;
  summary: string | null;
  body: string | null;
  cover: string | null;
  layout: "standard" | "wide" | null;
};

export type LinkTarget = "self" | "blank";

export type SlideRecord = PublishedRecord & {
  title: string;
  subtitle: string | null;
  image: string;
  image_mobile: string | null;
  link_url: string | null;
  link_label: string | null;
  link_target: LinkTarget | null;
};

export type HookRecord = PublishedRecord & {
  title: string;
  text: string | null;
  image: string | null;
  color: string | null;
  button_label: string | null;
  link_url: string | null;
  link_target: LinkTarget | null;
  position: string | null;
};

export type SpotRecord = PublishedRecord & {
  title: string;
  kind: "highlight" | "sponsor" | "partner" | "supporter";
  image: string;
  description: string | null;
  link_url: string | null;
  link_target: LinkTarget | null;
};

export type EventRecord = PublishedRecord & {
  title: string;
  kind: string;
  starts_at: string;
  ends_at: string | null;
  all_day: boolean;
  status: "scheduled" | "postponed" | "cancelled";
  place: string | null;
  address: string | null;
  cover: string | null;
  description: string | null;
  registration_url: string | null;
};

export type ExtraRecord = PublishedRecord & {
  title: string;
  key: string;
  position: string;
  show_title: boolean;
  body: string | null;
};

export type LinkType = "page" | "post" | "url" | "route" | "none";
export type Visibility = "all" | "guests" | "members";

export type MenuRecord = PublishedRecord & { name: string; location: "header" | "footer" | "app" };

type LinkFields = {
  label: string;
  link_type: LinkType;
  page_id: string | null;
  post_id: string | null;
  url: string | null;
  route: string | null;
  target: LinkTarget | null;
  visibility: Visibility | null;
  order: number;
};

export type MenuItemRecord = PublishedRecord & LinkFields & { menu_id: string };
export type MenuSubitemRecord = PublishedRecord & LinkFields & { menuitem_id: string };
