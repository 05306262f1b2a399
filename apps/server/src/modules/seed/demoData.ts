import type { DemoImageName } from "./demoImages.ts";

/** A value that points at another demo record, by that record's natural key (see `naturalKeyOf`). */
export type DemoRef = { $ref: string; key: string };
/** A value that is one of the drawn demo pictures, stored as an upload when the record is created. */
export type DemoPicture = { $picture: DemoImageName };
/** A value that points at a person of the register (users), by cpf. */
export type DemoPersonRef = { $person: string };
/**
 * One record of the demonstration set; `children` are records of its child resources. `server`
 * holds values the product's own operations set and the generic form does not take (read-only
 * fields: a preset's points, a registration waiting for review), written right after the create.
 */
export type DemoRecord = {
  resource: string;
  values: Record<string, unknown>;
  server?: Record<string, unknown>;
  children?: DemoRecord[];
};

export const ref = (resource: string, key: string): DemoRef => ({ $ref: resource, key });
export const picture = (name: DemoImageName): DemoPicture => ({ $picture: name });
export const personRef = (cpf: string): DemoPersonRef => ({ $person: cpf });

const DAY = 86_400_000;

/**
 * A small, coherent demonstration of a federation's portal: the sports it runs with their
 * positions, periods and checks; its kinds of entity, staff roles, areas; and its published site
 * (pages, news, slides, calls, highlights, menus, services). Resources that are not in the
 * registry are skipped, so the set grows as the catalog does. Dates are relative to `now`, so the
 * news is recent whenever the seed runs.
 */
export const demoRecords = (now: Date): DemoRecord[] => {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  /** `days` from now at `hour` o'clock, São Paulo time (UTC−3 all year since 2019). */
  const daysAhead = (days: number, hour: number) => {
    const day = new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
    return `${day}T${String(hour).padStart(2, "0")}:00:00-03:00`;
  };
  const sport = (values: Record<string, unknown>, children: DemoRecord[] = []): DemoRecord => ({
    resource: "sports",
    values: { active: true, ...values },
    children,
  });
  const child = (resource: string, values: Record<string, unknown>, children?: DemoRecord[]) => ({
    resource,
    values,
    ...(children ? { children } : {}),
  });
  const link = (label: string, target: Record<string, unknown>, order: number, extra = {}) => ({
    label,
    order,
    active: true,
    ...target,
    ...extra,
  });
  const toRoute = (route: string) => ({ link_type: "route", route });
  const toPage = (slug: string) => ({ link_type: "page", page_id: ref("pages", slug) });

  return [
    ...[
      ["Comunicação", "comunicacao", "#1e88e5"],
      ["Competições", "competicoes", "#43a047"],
      ["Arbitragem", "arbitragem", "#f4511e"],
    ].map(([name, slug, color], order) => ({
      resource: "areas",
      values: { name, slug, color, order, active: true },
    })),

    sport(
      {
        name: "Futebol",
        abbreviation: "FUT",
        kind: "team",
        gender_divisions: ["male", "female"],
        olympic: true,
        scoring: "points",
        result_order: "higher",
        players_on_field: 11,
        max_roster: 23,
        governing_body: "Confederação Brasileira de Futebol",
        governing_body_acronym: "CBF",
        governing_body_url: "https://www.cbf.com.br",
        order: 1,
      },
      [
        child("sportroles", { name: "Goleiro(a)", abbreviation: "GOL", type: "athlete", order: 1 }),
        child("sportroles", {
          name: "Capitão(ã)",
          abbreviation: "CAP",
          type: "captain",
          max_per_team: 1,
          order: 2,
        }),
        child("sportmoments", { name: "1º tempo", kind: "regular", duration_minutes: 45, order: 1 }),
        child("sportmoments", {
          name: "Intervalo",
          kind: "break",
          duration_minutes: 15,
          counts_for_result: false,
          order: 2,
        }),
        child("sportmoments", { name: "2º tempo", kind: "regular", duration_minutes: 45, order: 3 }),
        child("sportmoments", { name: "Disputa de pênaltis", kind: "shootout", order: 4 }),
        child("sportpapers", {
          name: "Súmula da partida",
          type: "scoresheet",
          applies_to: "match",
          mandatory: true,
          order: 1,
        }),
        child(
          "sportcheckgroups",
          {
            name: "Equipamentos obrigatórios",
            type: "equipment",
            applies_to: "athlete",
            moment: "before_match",
            blocking: true,
            order: 1,
          },
          [
            child("sportchecks", { label: "Caneleiras", answer_type: "yes_no", mandatory: true, order: 1 }),
            child("sportchecks", {
              label: "Chuteiras sem travas metálicas",
              answer_type: "yes_no",
              order: 2,
            }),
          ],
        ),
        child(
          "sportfixes",
          {
            name: "W.O. (ausência da equipe)",
            trigger: "walkover",
            match_mode: "all",
            stop_after: true,
            description: "A equipe que não comparece perde a partida por 3 a 0.",
          },
          [
            child("sportfixconditions", {
              label: "Equipe ausente",
              subject: "absent",
              operator: "eq",
              value: 1,
            }),
            child("sportfixactions", {
              label: "Placar de 3 a 0 para a adversária",
              action: "set_score",
              target: "opponent",
              score_for: 3,
              score_against: 0,
            }),
          ],
        ),
        child("sportactivitiessums", {
          name: "Partidas disputadas na temporada",
          metric: "matches",
          period: "season",
          public: true,
          order: 1,
        }),
      ],
    ),
    sport(
      {
        name: "Voleibol",
        abbreviation: "VÔL",
        kind: "team",
        gender_divisions: ["male", "female", "mixed"],
        olympic: true,
        paralympic: false,
        scoring: "sets",
        result_order: "higher",
        players_on_field: 6,
        max_roster: 14,
        governing_body: "Confederação Brasileira de Voleibol",
        governing_body_acronym: "CBV",
        governing_body_url: "https://www.cbv.com.br",
        order: 2,
      },
      [
        child("sportroles", {
          name: "Líbero",
          abbreviation: "LIB",
          type: "athlete",
          max_per_team: 2,
          order: 1,
        }),
        child("sportroles", { name: "Levantador(a)", abbreviation: "LEV", type: "athlete", order: 2 }),
        ...[1, 2, 3, 4, 5].map((set) =>
          child("sportmoments", { name: `${set}º set`, kind: set === 5 ? "extra" : "regular", order: set }),
        ),
      ],
    ),
    sport(
      {
        name: "Atletismo",
        abbreviation: "ATL",
        kind: "individual",
        gender_divisions: ["male", "female"],
        olympic: true,
        paralympic: true,
        scoring: "time",
        result_order: "lower",
        governing_body: "Confederação Brasileira de Atletismo",
        governing_body_acronym: "CBAt",
        governing_body_url: "https://www.cbat.org.br",
        order: 3,
      },
      [
        child("sportpapers", {
          name: "Atestado médico para a prática esportiva",
          type: "medical",
          applies_to: "athlete",
          mandatory: true,
          validity_months: 12,
          order: 1,
        }),
      ],
    ),

    ...[
      ["Clube", "CLB", "nonprofit"],
      ["Liga", "LIG", "nonprofit"],
      ["Escola", "ESC", "school"],
      ["Clube-empresa (SAF)", "SAF", "company"],
    ].map(([name, abbreviation, legal_nature]) => ({
      resource: "associationstypes",
      values: { name, abbreviation, legal_nature, active: true },
    })),
    ...[
      ["Técnico(a)", "TEC", "technical", "cref", 1],
      ["Preparador(a) físico(a)", "PF", "technical", "cref", 2],
      ["Médico(a)", "MED", "medical", "crm", 3],
      ["Fisioterapeuta", "FIS", "medical", "crefito", 4],
      ["Massagista", "MAS", "support", null, 5],
    ].map(([name, abbreviation, category, council, order]) => ({
      resource: "crews",
      values: {
        name,
        abbreviation,
        category,
        order,
        requires_registration: council !== null,
        ...(council ? { professional_council: council } : {}),
        active: true,
      },
    })),
    ...[
      ["Árbitro(a) principal", "ARB", "referee", 1],
      ["Árbitro(a) assistente", "AA", "assistant", 2],
      ["Anotador(a)", "ANO", "table", 3],
      ["Delegado(a) da partida", "DEL", "delegate", 4],
    ].map(([name, abbreviation, kind, order]) => ({
      resource: "refereeroles",
      values: { name, abbreviation, kind, order, active: true },
    })),
    // The fee per match, in cents, by grade: what an appointment costs when its role sets none.
    ...[
      ["Internacional", "INT", "international", 1, 60_000],
      ["Nacional", "NAC", "national", 2, 42_000],
      ["Estadual", "EST", "state", 3, 28_000],
      ["Aspirante", "ASP", "trainee", 4, 15_000],
    ].map(([name, abbreviation, scope, level, fee]) => ({
      resource: "refereecategories",
      values: { name, abbreviation, scope, level, fee, physical_test: scope !== "trainee", active: true },
    })),
    ...[
      ["Ginásio", true, true],
      ["Quadra poliesportiva", false, true],
      ["Campo", false, true],
      ["Piscina", true, true],
      ["Pista de atletismo", false, false],
    ].map(([name, covered, reservable]) => ({
      resource: "venuestypes",
      values: { name, covered, reservable, active: true },
    })),
    ...[
      ["Deficiência física", "physical"],
      ["Deficiência visual", "visual"],
      ["Deficiência auditiva", "hearing"],
      ["Deficiência intelectual", "intellectual"],
    ].map(([name, type]) => ({ resource: "deficiencies", values: { name, type, active: true } })),

    {
      resource: "pages",
      values: {
        title: "Sobre a federação",
        slug: "sobre",
        summary: "Quem somos, o que fazemos e como se filiar.",
        body: "<h2>Quem somos</h2><p>A federação organiza as competições estaduais, registra atletas e entidades filiadas e forma árbitros e treinadores.</p><h2>Como se filiar</h2><p>Clubes, ligas e escolas pedem a filiação pelo portal: crie sua conta, cadastre a entidade e envie os documentos pedidos.</p>",
        status: "published",
        published_at: daysAgo(30),
        area_id: ref("areas", "Comunicação"),
      },
    },
    {
      resource: "pages",
      values: {
        title: "Transparência",
        slug: "transparencia",
        summary: "Estatuto, balanços, atas e prestação de contas.",
        body: "<p>Aqui ficam o estatuto, os balanços anuais, as atas das assembleias e a prestação de contas dos recursos públicos recebidos, como pede a Lei Pelé (art. 18-A).</p>",
        status: "published",
        published_at: daysAgo(30),
      },
    },
    {
      resource: "pages",
      values: {
        title: "Contato",
        slug: "contato",
        summary: "Fale com a secretaria da federação.",
        body: "<p>A secretaria atende de segunda a sexta, das 9h às 18h. Use o suporte do portal para falar com a equipe.</p>",
        status: "published",
        published_at: daysAgo(30),
      },
    },
    {
      resource: "posts",
      values: {
        title: "Inscrições abertas para o Campeonato Estadual",
        slug: "inscricoes-abertas-campeonato-estadual",
        summary: "Clubes filiados já podem inscrever suas equipes pelo portal.",
        body: "<p>As inscrições para o Campeonato Estadual estão abertas. Os clubes filiados inscrevem suas equipes pelo portal, na área de competições abertas.</p><p>Confira o regulamento antes de inscrever os atletas.</p>",
        status: "published",
        published_at: daysAgo(1),
        featured: true,
        area_id: ref("areas", "Competições"),
        sport_id: ref("sports", "Futebol"),
        tags: ["competições", "inscrições"],
        author_name: "Comunicação da federação",
      },
    },
    {
      resource: "posts",
      values: {
        title: "Curso de formação de árbitros",
        slug: "curso-formacao-arbitros",
        summary: "Turma nova com aulas teóricas e práticas.",
        body: "<p>A federação abre uma turma do curso de formação de árbitros, com aulas teóricas e práticas aos sábados.</p>",
        status: "published",
        published_at: daysAgo(4),
        area_id: ref("areas", "Arbitragem"),
        tags: ["arbitragem", "cursos"],
        author_name: "Comissão de arbitragem",
      },
    },
    {
      resource: "posts",
      values: {
        title: "Portal da federação de cara nova",
        slug: "portal-de-cara-nova",
        summary: "Notícias, competições e serviços para atletas e entidades em um só lugar.",
        body: "<p>O novo portal reúne as notícias da federação, as competições abertas e os serviços para atletas e entidades filiadas, no computador e no celular.</p>",
        status: "published",
        published_at: daysAgo(9),
        area_id: ref("areas", "Comunicação"),
        tags: ["portal"],
        author_name: "Comunicação da federação",
      },
    },
    ...[
      ["Campeonato Estadual", "Inscrições abertas para clubes filiados", "court", 1],
      ["Atletismo de base", "Festivais escolares durante todo o ano", "track", 2],
      ["Voleibol de praia e de quadra", "Circuito estadual nas quatro regiões", "net", 3],
    ].map(([title, subtitle, image, order]) => ({
      resource: "slides",
      values: {
        title,
        subtitle,
        image: picture(image as DemoImageName),
        place: "home",
        order,
        active: true,
      },
    })),
    {
      resource: "hooks",
      values: {
        title: "Filie sua entidade",
        text: "Clubes, ligas e escolas se filiam pelo portal, com os documentos enviados on-line.",
        color: "#1e88e5",
        position: "home_top",
        order: 1,
        active: true,
      },
    },
    {
      resource: "hooks",
      values: {
        title: "Seja árbitro",
        text: "Inscreva-se no próximo curso de formação de árbitros da federação.",
        color: "#f4511e",
        position: "home_middle",
        order: 2,
        active: true,
      },
    },
    {
      resource: "spots",
      values: {
        title: "Jogos escolares",
        kind: "highlight",
        image: picture("ball"),
        description: "Mais de cem escolas participam das etapas regionais.",
        order: 1,
        active: true,
      },
    },
    {
      resource: "spots",
      values: {
        title: "Ranking estadual",
        kind: "highlight",
        image: picture("podium"),
        description: "A classificação dos atletas é atualizada a cada etapa.",
        order: 2,
        active: true,
      },
    },
    {
      resource: "extras",
      values: {
        title: "Atendimento",
        key: "rodape-atendimento",
        position: "footer",
        show_title: true,
        body: "<p>Secretaria: segunda a sexta, das 9h às 18h.</p>",
        order: 1,
        active: true,
      },
    },
    {
      resource: "menus",
      values: { name: "Menu principal", location: "header", active: true },
      children: [
        child("menuitems", link("Notícias", toRoute("/news"), 1)),
        child("menuitems", link("A federação", { link_type: "none" }, 2), [
          child("menusubitems", link("Sobre a federação", toPage("sobre"), 1)),
          child("menusubitems", link("Transparência", toPage("transparencia"), 2)),
        ]),
        child("menuitems", link("Competições abertas", toRoute("/public/open/competitions"), 3)),
        child("menuitems", link("Contato", toPage("contato"), 4)),
      ],
    },
    {
      resource: "menus",
      values: { name: "Rodapé", location: "footer", active: true },
      children: [
        child("menuitems", link("Sobre a federação", toPage("sobre"), 1)),
        child("menuitems", link("Transparência", toPage("transparencia"), 2)),
        child("menuitems", link("Entrar", toRoute("/login"), 3, { visibility: "guests" })),
      ],
    },
    {
      resource: "servicegroups",
      values: { name: "Atletas", description: "Serviços para quem tem cadastro.", order: 1, active: true },
      children: [
        child("servicelinks", link("Minha carteirinha", toRoute("/my/id"), 1)),
        child("servicelinks", link("Meus documentos", toRoute("/my/documents"), 2)),
      ],
    },
    {
      resource: "servicegroups",
      values: { name: "Entidades", description: "Para clubes, ligas e escolas.", order: 2, active: true },
      children: [
        child("servicelinks", link("Filiar minha entidade", toRoute("/my/register_associations"), 1)),
        child("servicelinks", link("Competições abertas", toRoute("/public/open/competitions"), 2)),
      ],
    },
    {
      resource: "events",
      values: {
        title: "Campeonato Estadual: 1ª rodada",
        kind: "competition",
        starts_at: daysAhead(10, 9),
        ends_at: daysAhead(10, 18),
        status: "scheduled",
        sport_id: ref("sports", "Futebol"),
        place: "Estádio municipal",
        // Found only where the regions of Brazil were seeded; left empty otherwise.
        city_id: ref("cities", "3550308"),
        description: "<p>Abertura do Campeonato Estadual, com as partidas da primeira rodada.</p>",
        public: true,
      },
    },
    {
      resource: "events",
      values: {
        title: "Curso de formação de árbitros: aula inaugural",
        kind: "course",
        starts_at: daysAhead(17, 9),
        ends_at: daysAhead(17, 12),
        status: "scheduled",
        place: "Sede da federação",
        description: "<p>Primeira aula do curso de formação de árbitros, aberta aos inscritos.</p>",
        public: true,
      },
    },
    {
      resource: "events",
      values: {
        title: "Assembleia geral ordinária",
        kind: "meeting",
        starts_at: daysAhead(30, 19),
        status: "scheduled",
        place: "Sede da federação",
        description: "<p>Prestação de contas do ano e eleição do conselho fiscal.</p>",
        public: true,
      },
    },
    // What every athlete sends, so the start page has something to show: people see the documents to
    // send (and staff, once people send them, the documents waiting for review). The competitions on
    // the calendar are the living federation's (demoCompetitions.ts).
    {
      resource: "documenttypes",
      values: {
        name: "RG ou CNH",
        applies_to: "person",
        required: true,
        needs_number: true,
        active: true,
        description: "Foto legível da frente e do verso.",
      },
    },
    {
      resource: "documenttypes",
      values: {
        name: "Atestado médico",
        applies_to: "person",
        required: true,
        health: true,
        validity_months: 12,
        active: true,
        description: "Atestado de aptidão para a prática esportiva, emitido nos últimos 12 meses.",
      },
    },
    ...[
      ["Formulários", 1],
      ["Regulamentos", 2],
      ["Transparência", 3],
    ].map(([name, order]) => ({ resource: "downloadsareas", values: { name, order, active: true } })),
  ];
};
