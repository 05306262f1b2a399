import { f, l, o } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

const publishing = { menu: "publishing" } as const;
const order = () =>
  f.int("Ordem", "Order", { default: 0, min: 0, max: 10_000, sort: true, list: true, span: 4 });
const active = () => f.bool("Ativo", "Active", { default: true, list: true, filter: true, span: 4 });
/** Shown from/until: empty means "from now" / "with no end". */
const showWindow = () => ({
  starts_at: f.datetime("Exibir a partir de", "Show from", { filter: true, span: 6 }),
  ends_at: f.datetime("Exibir até", "Show until", { filter: true, span: 6, notBefore: "starts_at" }),
});
const activeWindow = {
  statusField: "active",
  publishedValue: true,
  fromField: "starts_at",
  untilField: "ends_at",
};

export const PUBLICATION_STATUSES = [
  o("draft", "Rascunho", "Draft"),
  o("published", "Publicado", "Published"),
  o("archived", "Arquivado", "Archived"),
] as const;

const seo = () => ({
  seo_title: f.text("Título para buscadores", "Search engine title", { max: 70 }),
  seo_description: f.textarea("Descrição para buscadores", "Search engine description", { max: 160 }),
});

/** News of the federation, published on the portal from `published_at` until `unpublish_at`. */
export const posts = defineResource({
  ...publishing,
  name: "posts",
  icon: "news",
  permission: "posts",
  label: { one: l("Notícia", "Post"), many: l("Notícias", "Posts") },
  titleField: "title",
  defaultSort: "-published_at",
  softDelete: true,
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 200 }),
    slug: f.slug("Endereço (slug)", "Slug", { required: true, unique: true, search: true }),
    summary: f.textarea("Resumo", "Summary", { max: 500, search: true }),
    body: f.richtext("Texto", "Body", { search: true }),
    cover: f.image("Imagem de capa", "Cover image", { span: 6 }),
    cover_caption: f.text("Legenda da capa", "Cover caption", { max: 300, span: 6 }),
    status: f.select("Situação", "Status", PUBLICATION_STATUSES, {
      required: true,
      default: "draft",
      list: true,
      filter: true,
      span: 4,
    }),
    published_at: f.datetime("Publicar em", "Publish at", { list: true, filter: true, span: 4 }),
    unpublish_at: f.datetime("Retirar do ar em", "Unpublish at", { span: 4, notBefore: "published_at" }),
    featured: f.bool("Destaque na página inicial", "Featured on the home page", {
      list: true,
      filter: true,
      span: 4,
    }),
    area_id: f.ref("Área", "Area", "areas", { list: true, filter: true, span: 4 }),
    sport_id: f.ref("Modalidade", "Sport", "sports", { filter: true, span: 4 }),
    tags: f.tags("Etiquetas", "Tags", { filter: true, search: true, span: 8 }),
    author_name: f.text("Autoria", "Author", { max: 120, search: true, span: 4 }),
    ...seo(),
  },
  sections: [
    { title: l("Conteúdo", "Content"), fields: ["title", "slug", "summary", "body"] },
    { title: l("Capa", "Cover"), fields: ["cover", "cover_caption"] },
    {
      title: l("Publicação", "Publishing"),
      fields: [
        "status",
        "published_at",
        "unpublish_at",
        "featured",
        "area_id",
        "sport_id",
        "tags",
        "author_name",
      ],
    },
    { title: l("Buscadores (SEO)", "Search engines (SEO)"), fields: ["seo_title", "seo_description"] },
  ],
  publicRead: {
    statusField: "status",
    publishedValue: "published",
    fromField: "published_at",
    untilField: "unpublish_at",
  },
});

export const PAGE_LAYOUTS = [
  o("standard", "Padrão", "Standard"),
  o("wide", "Largura total", "Full width"),
] as const;

/** Institutional pages (história, estatuto, transparência, contato), reached by their slug. */
export const pages = defineResource({
  ...publishing,
  name: "pages",
  icon: "file-text",
  permission: "pages",
  label: { one: l("Página", "Page"), many: l("Páginas", "Pages") },
  titleField: "title",
  defaultSort: "title",
  softDelete: true,
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 200 }),
    slug: f.slug("Endereço (slug)", "Slug", { required: true, unique: true, list: true, search: true }),
    summary: f.textarea("Resumo", "Summary", { max: 500, search: true }),
    body: f.richtext("Texto", "Body", { search: true }),
    cover: f.image("Imagem de capa", "Cover image", { span: 6 }),
    layout: f.select("Leiaute", "Layout", PAGE_LAYOUTS, { default: "standard", span: 6 }),
    status: f.select("Situação", "Status", PUBLICATION_STATUSES, {
      required: true,
      default: "draft",
      list: true,
      filter: true,
      span: 4,
    }),
    published_at: f.datetime("Publicar em", "Publish at", { list: true, span: 4 }),
    area_id: f.ref("Área", "Area", "areas", { list: true, filter: true, span: 4 }),
    ...seo(),
  },
  sections: [
    { title: l("Conteúdo", "Content"), fields: ["title", "slug", "summary", "body", "cover", "layout"] },
    { title: l("Publicação", "Publishing"), fields: ["status", "published_at", "area_id"] },
    { title: l("Buscadores (SEO)", "Search engines (SEO)"), fields: ["seo_title", "seo_description"] },
  ],
  publicRead: { statusField: "status", publishedValue: "published", fromField: "published_at" },
});

export const SLIDE_PLACES = [
  o("home", "Página inicial do portal", "Portal home page"),
  o("app", "Início do aplicativo", "App home"),
] as const;

export const LINK_TARGETS = [o("self", "Mesma aba", "Same tab"), o("blank", "Nova aba", "New tab")] as const;

/** Banners of the home carousel, each shown within its window. */
export const slides = defineResource({
  ...publishing,
  name: "slides",
  icon: "slideshow",
  permission: "slides",
  label: { one: l("Slide", "Slide"), many: l("Slides", "Slides") },
  titleField: "title",
  defaultSort: "order",
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 160 }),
    subtitle: f.text("Subtítulo", "Subtitle", { max: 300, search: true }),
    image: f.image("Imagem", "Image", {
      required: true,
      span: 6,
      help: l("Proporção 16:9, ao menos 1600 px de largura.", "16:9, at least 1600 px wide."),
    }),
    image_mobile: f.image("Imagem para celular", "Mobile image", { span: 6 }),
    place: f.select("Onde aparece", "Shown on", SLIDE_PLACES, {
      default: "home",
      list: true,
      filter: true,
      span: 4,
    }),
    link_url: f.url("Link", "Link", { span: 8 }),
    link_label: f.text("Texto do botão", "Button text", { max: 40, span: 6 }),
    link_target: f.select("Abrir em", "Open in", LINK_TARGETS, { default: "self", span: 6 }),
    ...showWindow(),
    order: order(),
    active: active(),
  },
  publicRead: activeWindow,
});

export const HOOK_POSITIONS = [
  o("home_top", "Início, no alto", "Home, top"),
  o("home_middle", "Início, no meio", "Home, middle"),
  o("home_bottom", "Início, embaixo", "Home, bottom"),
  o("sidebar", "Barra lateral", "Sidebar"),
] as const;

/** Calls to action (Filie-se, Inscrições abertas) placed on the portal's pages. */
export const hooks = defineResource({
  ...publishing,
  name: "hooks",
  icon: "speakerphone",
  permission: "hooks",
  label: { one: l("Chamada", "Hook"), many: l("Chamadas", "Hooks") },
  titleField: "title",
  defaultSort: "order",
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 120 }),
    text: f.textarea("Texto", "Text", { max: 400, search: true }),
    image: f.image("Imagem ou ícone", "Image or icon", { span: 6 }),
    color: f.color("Cor de fundo", "Background colour", { span: 6 }),
    button_label: f.text("Texto do botão", "Button text", { max: 40, span: 6 }),
    link_url: f.url("Link", "Link", { span: 6 }),
    link_target: f.select("Abrir em", "Open in", LINK_TARGETS, { default: "self", span: 4 }),
    position: f.select("Posição", "Position", HOOK_POSITIONS, {
      default: "home_middle",
      list: true,
      filter: true,
      span: 8,
    }),
    ...showWindow(),
    order: order(),
    active: active(),
  },
  publicRead: activeWindow,
});

export const SPOT_KINDS = [
  o("highlight", "Destaque", "Highlight"),
  o("sponsor", "Patrocinador", "Sponsor"),
  o("partner", "Parceiro", "Partner"),
  o("supporter", "Apoiador", "Supporter"),
] as const;

/** Featured cards and the sponsors', partners' and supporters' logos of the portal. */
export const spots = defineResource({
  ...publishing,
  name: "spots",
  icon: "star",
  permission: "spots",
  label: { one: l("Destaque", "Spot"), many: l("Destaques", "Spots") },
  titleField: "title",
  defaultSort: "order",
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 160 }),
    kind: f.select("Tipo", "Kind", SPOT_KINDS, { default: "highlight", list: true, filter: true, span: 6 }),
    image: f.image("Imagem ou logotipo", "Image or logo", { required: true, span: 6 }),
    description: f.textarea("Descrição", "Description", { max: 500, search: true }),
    link_url: f.url("Link", "Link", { span: 8 }),
    link_target: f.select("Abrir em", "Open in", LINK_TARGETS, { default: "blank", span: 4 }),
    ...showWindow(),
    order: order(),
    active: active(),
  },
  publicRead: activeWindow,
});

export const EXTRA_POSITIONS = [
  o("header", "Cabeçalho", "Header"),
  o("home", "Página inicial", "Home page"),
  o("sidebar", "Barra lateral", "Sidebar"),
  o("footer", "Rodapé", "Footer"),
] as const;

/** Free blocks of content (endereço no rodapé, vídeo institucional) the portal's layout places by key. */
export const extras = defineResource({
  ...publishing,
  name: "extras",
  icon: "puzzle",
  permission: "extras",
  label: { one: l("Conteúdo extra", "Extra"), many: l("Conteúdos extras", "Extras") },
  titleField: "title",
  defaultSort: "order",
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 160, span: 8 }),
    key: f.slug("Identificador", "Key", {
      required: true,
      unique: true,
      list: true,
      span: 4,
      help: l("Como o leiaute encontra o bloco, ex.: rodape-endereco", "How the layout finds it"),
    }),
    position: f.select("Posição", "Position", EXTRA_POSITIONS, {
      default: "home",
      list: true,
      filter: true,
      span: 6,
    }),
    show_title: f.bool("Mostrar o título", "Show the title", { default: true, span: 6 }),
    body: f.richtext("Conteúdo", "Content", { search: true }),
    image: f.image("Imagem", "Image", { span: 6 }),
    embed_url: f.url("Vídeo ou mapa (endereço para incorporar)", "Video or map to embed", { span: 6 }),
    order: order(),
    active: active(),
  },
  publicRead: { statusField: "active", publishedValue: true },
});

export const MENU_LOCATIONS = [
  o("header", "Cabeçalho", "Header"),
  o("footer", "Rodapé", "Footer"),
  o("app", "Aplicativo", "App"),
] as const;

/** A navigation menu of the portal; its items (`menuitems`) hold sub-items (`menusubitems`). */
export const menus = defineResource({
  ...publishing,
  name: "menus",
  icon: "menu-2",
  permission: "menus",
  label: { one: l("Menu", "Menu"), many: l("Menus", "Menus") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    location: f.select("Local", "Location", MENU_LOCATIONS, {
      required: true,
      default: "header",
      list: true,
      filter: true,
      span: 4,
    }),
    description: f.textarea("Descrição", "Description", { max: 1_000 }),
    active: active(),
  },
  publicRead: { statusField: "active", publishedValue: true },
});

export const LINK_TYPES = [
  o("page", "Página do portal", "Portal page"),
  o("post", "Notícia", "Post"),
  o("url", "Endereço externo", "External address"),
  o("route", "Tela do sistema", "App screen"),
  o("none", "Sem link (só agrupa)", "No link (a heading)"),
] as const;

export const VISIBILITIES = [
  o("all", "Todos", "Everyone"),
  o("guests", "Só visitantes", "Visitors only"),
  o("members", "Só quem entrou", "Signed-in people only"),
] as const;

/** Where a menu entry or service link goes: a page, a post, an address or a screen of the app. */
const linkFields = () => ({
  link_type: f.select("Tipo de link", "Link type", LINK_TYPES, {
    required: true,
    default: "url",
    list: true,
    filter: true,
    span: 6,
  }),
  page_id: f.ref("Página", "Page", "pages", { span: 6 }),
  post_id: f.ref("Notícia", "Post", "posts", { span: 6 }),
  url: f.url("Endereço", "Address", { span: 6 }),
  route: f.text("Tela", "Screen", {
    max: 200,
    span: 6,
    help: l("Caminho de uma tela, ex.: /open/competitions", "A screen's path, e.g. /open/competitions"),
  }),
  target: f.select("Abrir em", "Open in", LINK_TARGETS, { default: "self", span: 6 }),
});
const linkShowWhen = {
  page_id: { field: "link_type", equals: "page" },
  post_id: { field: "link_type", equals: "post" },
  url: { field: "link_type", equals: "url" },
  route: { field: "link_type", equals: "route" },
};

export const menuitems = defineResource({
  ...publishing,
  name: "menuitems",
  permission: "menus",
  parent: { resource: "menus", field: "menu_id" },
  label: { one: l("Item de menu", "Menu item"), many: l("Itens de menu", "Menu items") },
  titleField: "label",
  defaultSort: "order",
  fields: {
    menu_id: f.ref("Menu", "Menu", "menus", { required: true }),
    label: f.text("Texto", "Label", { required: true, list: true, search: true, max: 80 }),
    ...linkFields(),
    visibility: f.select("Quem vê", "Visible to", VISIBILITIES, { default: "all", list: true, span: 4 }),
    order: order(),
    active: active(),
  },
  showWhen: linkShowWhen,
  publicRead: { statusField: "active", publishedValue: true },
});

export const menusubitems = defineResource({
  ...publishing,
  name: "menusubitems",
  permission: "menus",
  parent: { resource: "menuitems", field: "menuitem_id" },
  label: { one: l("Subitem de menu", "Menu sub-item"), many: l("Subitens de menu", "Menu sub-items") },
  titleField: "label",
  defaultSort: "order",
  fields: {
    menuitem_id: f.ref("Item de menu", "Menu item", "menuitems", { required: true }),
    label: f.text("Texto", "Label", { required: true, list: true, search: true, max: 80 }),
    ...linkFields(),
    visibility: f.select("Quem vê", "Visible to", VISIBILITIES, { default: "all", list: true, span: 4 }),
    order: order(),
    active: active(),
  },
  showWhen: linkShowWhen,
  publicRead: { statusField: "active", publishedValue: true },
});

/** Groups of the portal's services panel (Atletas, Clubes, Arbitragem…); links are `servicelinks`. */
export const servicegroups = defineResource({
  ...publishing,
  name: "servicegroups",
  icon: "link",
  permission: "menus",
  label: { one: l("Grupo de serviços", "Service group"), many: l("Grupos de serviços", "Service groups") },
  titleField: "name",
  defaultSort: "order",
  fields: {
    name: f.text("Nome", "Name", { required: true, unique: true, list: true, search: true, max: 120 }),
    description: f.textarea("Descrição", "Description", { max: 500 }),
    icon: f.image("Ícone", "Icon", { span: 6 }),
    visibility: f.select("Quem vê", "Visible to", VISIBILITIES, { default: "all", list: true, span: 6 }),
    order: order(),
    active: active(),
  },
  publicRead: { statusField: "active", publishedValue: true },
});

export const servicelinks = defineResource({
  ...publishing,
  name: "servicelinks",
  permission: "menus",
  parent: { resource: "servicegroups", field: "servicegroup_id" },
  label: { one: l("Link de serviço", "Service link"), many: l("Links de serviços", "Service links") },
  titleField: "label",
  defaultSort: "order",
  fields: {
    servicegroup_id: f.ref("Grupo de serviços", "Service group", "servicegroups", { required: true }),
    label: f.text("Texto", "Label", { required: true, list: true, search: true, max: 120 }),
    description: f.textarea("Descrição", "Description", { max: 300, search: true }),
    icon: f.image("Ícone", "Icon", { span: 6 }),
    ...linkFields(),
    order: order(),
    active: active(),
  },
  showWhen: linkShowWhen,
  publicRead: { statusField: "active", publishedValue: true },
});

/** Tiles of the app's home screen: each opens a screen, a page or an address. */
export const appareas = defineResource({
  ...publishing,
  name: "appareas",
  icon: "device-mobile",
  permission: "settings",
  label: { one: l("Área do aplicativo", "App area"), many: l("Áreas do aplicativo", "App areas") },
  titleField: "title",
  defaultSort: "order",
  fields: {
    title: f.text("Título", "Title", { required: true, unique: true, list: true, search: true, max: 80 }),
    description: f.textarea("Descrição", "Description", { max: 300 }),
    icon: f.image("Ícone", "Icon", { span: 6 }),
    color: f.color("Cor", "Colour", { span: 6 }),
    ...linkFields(),
    visibility: f.select("Quem vê", "Visible to", VISIBILITIES, { default: "all", list: true, span: 4 }),
    order: order(),
    active: active(),
  },
  showWhen: linkShowWhen,
  publicRead: { statusField: "active", publishedValue: true },
});

export const COUNCIL_KINDS = [
  o("deliberative", "Conselho deliberativo", "Deliberative council"),
  o("fiscal", "Conselho fiscal", "Audit council"),
  o("ethics", "Conselho de ética", "Ethics council"),
  o("technical", "Conselho técnico", "Technical council"),
  o("athletes", "Comissão de atletas", "Athletes' commission"),
  o("other", "Outro", "Other"),
] as const;

/** The federation's councils (fiscal, ética, comissão de atletas…), with advisers and meetings. */
export const councils = defineResource({
  ...publishing,
  name: "councils",
  icon: "gavel",
  permission: "councils",
  label: { one: l("Conselho", "Council"), many: l("Conselhos", "Councils") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 160,
      span: 8,
    }),
    kind: f.select("Tipo", "Kind", COUNCIL_KINDS, { required: true, list: true, filter: true, span: 4 }),
    legal_basis: f.text("Base no estatuto", "Basis in the statute", {
      max: 200,
      span: 12,
      help: l("Ex.: Estatuto, arts. 30 a 34", "E.g. Statute, arts. 30 to 34"),
    }),
    term_start: f.date("Início do mandato", "Term start", { list: true, span: 6 }),
    term_end: f.date("Fim do mandato", "Term end", {
      list: true,
      filter: true,
      span: 6,
      notBefore: "term_start",
    }),
    email: f.email("E-mail", "E-mail", { span: 6 }),
    phone: f.phone("Telefone", "Phone", { span: 6 }),
    bylaws: f.file("Regimento interno", "Bylaws", { span: 12 }),
    description: f.richtext("Atribuições", "Duties", { search: true }),
    active: f.bool("Ativo", "Active", { default: true, list: true, filter: true }),
  },
});

export const ADVISER_ROLES = [
  o("president", "Presidente", "Chair"),
  o("vice_president", "Vice-presidente", "Vice-chair"),
  o("secretary", "Secretário(a)", "Secretary"),
  o("member", "Membro titular", "Member"),
  o("substitute", "Suplente", "Substitute"),
] as const;

export const REPRESENTATIONS = [
  o("athletes", "Atletas", "Athletes"),
  o("associations", "Entidades filiadas", "Member associations"),
  o("referees", "Árbitros", "Referees"),
  o("board", "Diretoria", "Board"),
  o("independent", "Independente", "Independent"),
] as const;

export const counciladvisers = defineResource({
  ...publishing,
  name: "counciladvisers",
  permission: "councils",
  parent: { resource: "councils", field: "council_id" },
  label: { one: l("Conselheiro(a)", "Adviser"), many: l("Conselheiros", "Advisers") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    council_id: f.ref("Conselho", "Council", "councils", { required: true }),
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 160, span: 8 }),
    cpf: f.cpf("CPF", "CPF", { unique: true, search: true, span: 4 }),
    role: f.select("Cargo", "Role", ADVISER_ROLES, {
      required: true,
      default: "member",
      list: true,
      filter: true,
      span: 6,
    }),
    representation: f.select("Representa", "Represents", REPRESENTATIONS, { filter: true, span: 6 }),
    term_start: f.date("Início do mandato", "Term start", { required: true, list: true, span: 6 }),
    term_end: f.date("Fim do mandato", "Term end", {
      list: true,
      filter: true,
      span: 6,
      notBefore: "term_start",
    }),
    email: f.email("E-mail", "E-mail", { span: 6 }),
    phone: f.phone("Telefone", "Phone", { span: 6 }),
    photo: f.image("Foto", "Photo", { span: 6 }),
    appointment: f.file("Ato de nomeação ou ata de eleição", "Appointment act or election minutes", {
      span: 6,
    }),
    active: f.bool("Em exercício", "Serving", { default: true, list: true, filter: true }),
  },
});

export const MEETING_KINDS = [
  o("ordinary", "Ordinária", "Ordinary"),
  o("extraordinary", "Extraordinária", "Extraordinary"),
] as const;

export const MEETING_STATUSES = [
  o("scheduled", "Agendada", "Scheduled"),
  o("held", "Realizada", "Held"),
  o("postponed", "Adiada", "Postponed"),
  o("cancelled", "Cancelada", "Cancelled"),
] as const;

export const councilmeetings = defineResource({
  ...publishing,
  name: "councilmeetings",
  permission: "councils",
  parent: { resource: "councils", field: "council_id" },
  label: {
    one: l("Reunião do conselho", "Council meeting"),
    many: l("Reuniões do conselho", "Council meetings"),
  },
  titleField: "title",
  defaultSort: "-starts_at",
  fields: {
    council_id: f.ref("Conselho", "Council", "councils", { required: true }),
    title: f.text("Título", "Title", {
      required: true,
      list: true,
      search: true,
      max: 200,
      help: l("Ex.: 2ª Reunião Ordinária de 2025", "E.g. 2nd ordinary meeting of 2025"),
    }),
    kind: f.select("Tipo", "Kind", MEETING_KINDS, { default: "ordinary", list: true, filter: true, span: 4 }),
    status: f.select("Situação", "Status", MEETING_STATUSES, {
      required: true,
      default: "scheduled",
      list: true,
      filter: true,
      span: 4,
    }),
    starts_at: f.datetime("Data e hora", "Date and time", {
      required: true,
      list: true,
      filter: true,
      span: 4,
    }),
    ends_at: f.datetime("Término", "Ends at", { span: 4, notBefore: "starts_at" }),
    place: f.text("Local", "Place", { max: 200, search: true, span: 8 }),
    online_url: f.url("Link da reunião on-line", "Online meeting link", { span: 12 }),
    agenda: f.richtext("Pauta", "Agenda", { search: true }),
    attendees: f.textarea("Presentes", "Attendees", { max: 3_000 }),
    decisions: f.richtext("Deliberações", "Decisions", { search: true }),
    minutes: f.file("Ata (arquivo)", "Minutes (file)", { span: 12 }),
  },
  sections: [
    {
      title: l("Reunião", "Meeting"),
      fields: ["title", "kind", "status", "starts_at", "ends_at", "place", "online_url"],
    },
    { title: l("Pauta", "Agenda"), fields: ["agenda"] },
    { title: l("Ata", "Minutes"), fields: ["attendees", "decisions", "minutes"] },
  ],
});

/** Headings the public downloads are grouped under (Formulários, Regulamentos, Transparência…). */
export const downloadsareas = defineResource({
  ...publishing,
  name: "downloadsareas",
  icon: "folders",
  permission: "downloads",
  label: { one: l("Área de downloads", "Download area"), many: l("Áreas de downloads", "Download areas") },
  titleField: "name",
  defaultSort: "order",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    icon: f.image("Ícone", "Icon", { span: 4 }),
    description: f.textarea("Descrição", "Description", { max: 500 }),
    order: order(),
    active: active(),
  },
  publicRead: { statusField: "active", publishedValue: true },
});

export const downloads = defineResource({
  ...publishing,
  name: "downloads",
  icon: "download",
  permission: "downloads",
  label: { one: l("Download", "Download"), many: l("Downloads", "Downloads") },
  titleField: "title",
  defaultSort: "-published_on",
  fields: {
    title: f.text("Título", "Title", { required: true, list: true, search: true, max: 200 }),
    downloadsarea_id: f.ref("Área", "Area", "downloadsareas", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    published_on: f.date("Data de publicação", "Published on", { list: true, filter: true, span: 6 }),
    file: f.file("Arquivo", "File", { required: true, span: 12 }),
    description: f.textarea("Descrição", "Description", { max: 1_000, search: true }),
    public: f.bool("Público (visitantes podem baixar)", "Public (visitors may download)", {
      default: true,
      list: true,
      filter: true,
      span: 6,
    }),
    order: f.int("Ordem", "Order", { default: 0, min: 0, max: 10_000, sort: true, span: 6 }),
  },
  publicRead: { statusField: "public", publishedValue: true },
});

export const PUBLISHING_RESOURCES = [
  posts,
  pages,
  slides,
  hooks,
  spots,
  extras,
  menus,
  menuitems,
  menusubitems,
  servicegroups,
  servicelinks,
  appareas,
  councils,
  counciladvisers,
  councilmeetings,
  downloadsareas,
  downloads,
];
