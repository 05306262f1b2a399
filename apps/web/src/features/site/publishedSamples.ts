import type {
  EventRecord,
  HookRecord,
  MenuItemRecord,
  MenuRecord,
  PostRecord,
  SlideRecord,
  SpotRecord,
} from "./publishedTypes.ts";

/** Published records as the public API answers them, for the site's component tests. */
const stamp = { created_at: "2026-03-01T12:00:00.000Z", updated_at: "2026-03-01T12:00:00.000Z" };

export const samplePost = (patch: Partial<PostRecord> = {}): PostRecord => ({
  ...stamp,
  id: "11111111-1111-4111-8111-111111111111",
  title: "Inscrições abertas para o Estadual",
  slug: "inscricoes-abertas",
  summary: "Clubes já podem inscrever suas equipes.",
  body: "<p>As inscrições estão <strong>abertas</strong>.</p>",
  cover: null,
  cover_caption: null,
  published_at: "2026-03-01T12:00:00.000Z",
  author_name: "Comunicação",
  tags: ["competições"],
  featured: false,
  ...patch,
});

export const sampleSlide = (n: number): SlideRecord => ({
  ...stamp,
  id: `slide-${n}`,
  title: `Slide ${n}`,
  subtitle: `Subtítulo ${n}`,
  image: "https://cdn.example.com/slide.png",
  image_mobile: null,
  link_url: n === 1 ? "https://example.com/inscricoes" : null,
  link_label: n === 1 ? "Inscreva-se" : null,
  link_target: "blank",
});

export const sampleHook = (patch: Partial<HookRecord> = {}): HookRecord => ({
  ...stamp,
  id: "hook-1",
  title: "Filie sua entidade",
  text: "Clubes se filiam pelo portal.",
  image: null,
  color: "#1e88e5",
  button_label: "Saiba como",
  link_url: "https://example.com/filiacao",
  link_target: "self",
  position: "home_top",
  ...patch,
});

export const sampleSpot = (patch: Partial<SpotRecord> = {}): SpotRecord => ({
  ...stamp,
  id: "spot-1",
  title: "Jogos escolares",
  kind: "highlight",
  image: "https://cdn.example.com/spot.png",
  description: "Cem escolas participam.",
  link_url: null,
  link_target: null,
  ...patch,
});

export const sampleEvent = (patch: Partial<EventRecord> = {}): EventRecord => ({
  ...stamp,
  id: "event-1",
  title: "Assembleia geral",
  kind: "meeting",
  starts_at: "2026-04-10T22:00:00.000Z",
  ends_at: null,
  all_day: false,
  status: "scheduled",
  place: "Sede da federação",
  address: null,
  cover: null,
  description: null,
  registration_url: null,
  ...patch,
});

export const sampleMenu = (patch: Partial<MenuRecord> = {}): MenuRecord => ({
  ...stamp,
  id: "menu-1",
  name: "Menu principal",
  location: "header",
  ...patch,
});

export const sampleMenuItem = (patch: Partial<MenuItemRecord> = {}): MenuItemRecord => ({
  ...stamp,
  id: "item-1",
  menu_id: "menu-1",
  label: "Notícias",
  link_type: "route",
  page_id: null,
  post_id: null,
  url: null,
  route: "/news",
  target: "self",
  visibility: "all",
  order: 1,
  ...patch,
});
