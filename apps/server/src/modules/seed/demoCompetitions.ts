import { presetRules, REGULATION_PRESETS } from "../regulations/regulationPresets.ts";
import { type DemoRecord, personRef, ref } from "./demoData.ts";
import { DEMO_CLUBS, type DemoAgeGroup, type DemoClub, demoAthletes } from "./demoPeopleData.ts";

const DAY = 86_400_000;

/** The names the running championship and its structure are found by (tests and the structure seed). */
export const runningChampionshipName = (season: number) => `Campeonato Estadual de Futsal ${season}`;
export const openCupName = (season: number) => `Copa Estadual Sub-17 de Futsal ${season}`;
export const FUTSAL_REGULATION = "Futsal estadual (modelo Brasileirão)";
export const FUTSAL_ZONES = "Estadual de Futsal: fase de grupos";

/** A regulation row's rules copied from one of the engine's presets, as "Criar a partir de um modelo" does. */
const fromPreset = (preset: keyof typeof REGULATION_PRESETS & string) => ({
  ...presetRules(REGULATION_PRESETS[preset]!.regulation),
  preset,
});

/** A club's team name in a competition of that age group. */
export const squadTitle = (club: DemoClub, group: DemoAgeGroup) =>
  group === "adult" ? club.short_name : `${club.short_name} ${group === "sub17" ? "Sub-17" : "Sub-15"}`;

/** Futsal's positions, by squad number: two goalkeepers, then fixos, alas and pivôs. */
const futsalPosition = (index: number) =>
  index === 0 || index === 9 ? "Goleiro" : index < 3 ? "Fixo" : index < 7 ? "Ala" : "Pivô";

/** A club's squad in a competition: its athletes of one age group, numbered, the first outfield player captain. */
export const squad = (season: number, clubIndex: number, group: DemoAgeGroup): DemoRecord[] =>
  demoAthletes(season)
    .filter((athlete) => athlete.club === clubIndex && athlete.group === group)
    .map((athlete, index) => ({
      resource: "teammembers",
      values: {
        user_id: personRef(athlete.cpf),
        role: index === 1 ? "captain" : "athlete",
        number: index === 0 ? 1 : index === 9 ? 12 : index + 1,
        position: futsalPosition(index),
      },
    }));

/**
 * The competitions' catalogs (series, categories, stages, regulations copied from the engine's
 * presets, a zone set) and three competitions of the futsal federation: the state championship,
 * running (its teams and squads; its phases, draw, fixtures and results are written by
 * `seedDemoStructure`), the sub-17 cup with registration open (three approved teams; a fourth
 * enters through the registration, `seedDemoRegistration`) and a women's sub-15 festival being planned.
 */
export const demoCompetitionRecords = (now: Date, season: number): DemoRecord[] => {
  const day = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  const team = (clubIndex: number, group: DemoAgeGroup): DemoRecord => {
    const club = DEMO_CLUBS[clubIndex]!;
    return {
      resource: "teams",
      values: {
        name: squadTitle(club, group),
        association_id: ref("associations", club.cnpj),
      },
      // Approved at once, as any team staff enter (the teams' rule); only a registration waits.
      children: squad(season, clubIndex, group),
    };
  };

  return [
    {
      resource: "sports",
      values: {
        name: "Futsal",
        abbreviation: "FTS",
        kind: "team",
        gender_divisions: ["male", "female"],
        olympic: false,
        scoring: "points",
        result_order: "higher",
        players_on_field: 5,
        max_roster: 14,
        governing_body: "Confederação Brasileira de Futebol de Salão",
        governing_body_acronym: "CBFS",
        governing_body_url: "https://www.cbfs.com.br",
        active: true,
        order: 4,
      },
    },
    ...[
      ["Série Ouro", "A primeira divisão estadual."],
      ["Série Prata", "A divisão de acesso: os dois primeiros sobem para a Série Ouro."],
      ["Base", "Competições das categorias de formação."],
    ].map(([name, description], position) => ({
      resource: "competitionsseries",
      values: { name, description, position: position + 1, active: true },
    })),
    ...(
      [
        ["Sub-15 feminino", "female", 13, 15],
        ["Sub-17 masculino", "male", 16, 17],
        ["Adulto masculino", "male", 18, null],
        ["Adulto feminino", "female", 18, null],
      ] as const
    ).map(([name, gender, min_age, max_age], position) => ({
      resource: "competitionscategories",
      values: { name, gender, min_age, max_age, position: position + 1, active: true },
    })),
    ...["Etapa regional", "Etapa estadual", "Final estadual"].map((name, position) => ({
      resource: "competitionsstages",
      values: { name, position: position + 1, active: true },
    })),
    {
      resource: "regulations",
      values: {
        name: FUTSAL_REGULATION,
        sport_id: ref("sports", "Futsal"),
        scoring: "goals",
        walkover_winner_score: 3,
        walkover_loser_score: 0,
        description:
          "Vitória 3, empate 1, derrota 0; desempate por vitórias, saldo e gols pró, como no Brasileirão.",
      },
      server: fromPreset("brasileiraoSerieA"),
    },
    {
      resource: "regulations",
      values: {
        name: "Campeonato Brasileiro Série A (modelo CBF)",
        sport_id: ref("sports", "Futebol"),
        scoring: "goals",
        walkover_winner_score: 3,
        walkover_loser_score: 0,
        description:
          "Cópia do modelo do Brasileirão: pontos, vitórias, saldo de gols, gols pró, confronto direto.",
      },
      server: fromPreset("brasileiraoSerieA"),
    },
    {
      resource: "regulations",
      values: {
        name: "Voleibol (modelo FIVB)",
        sport_id: ref("sports", "Voleibol"),
        scoring: "sets",
        walkover_winner_score: 3,
        walkover_loser_score: 0,
        description: "3 a 0 e 3 a 1 valem 3 pontos; 3 a 2 vale 2 ao vencedor e 1 ao perdedor.",
      },
      server: fromPreset("fivbVolleyball"),
    },
    {
      resource: "classificationzones",
      values: {
        name: FUTSAL_ZONES,
        description: "Os dois primeiros de cada grupo vão às semifinais; o último cai para a Série Prata.",
      },
      children: [
        ...[1, 2].map((position) => ({
          resource: "classificationzonepositions",
          values: { position, kind: "qualification", label: "Classificado às semifinais", color: "#2f9e44" },
        })),
        {
          resource: "classificationzonepositions",
          values: { position: 4, kind: "relegation", label: "Rebaixado à Série Prata", color: "#e03131" },
        },
      ],
    },
    {
      resource: "competitions",
      values: {
        name: runningChampionshipName(season),
        season,
        sport_id: ref("sports", "Futsal"),
        category: "Adulto masculino",
        category_id: ref("competitionscategories", "Adulto masculino"),
        series_id: ref("competitionsseries", "Série Ouro"),
        stage_id: ref("competitionsstages", "Etapa estadual"),
        regulation_id: ref("regulations", FUTSAL_REGULATION),
        venue: "Ginásios das entidades filiadas",
        public: true,
        starts_on: day(-25),
        ends_on: day(40),
        registration_starts_on: day(-60),
        registration_ends_on: day(-30),
        max_members: 14,
        status: "running",
        description:
          "Oito clubes em dois grupos de quatro, turno e returno; os dois primeiros de cada grupo disputam as semifinais.",
      },
      children: DEMO_CLUBS.map((_, clubIndex) => team(clubIndex, "adult")),
    },
    {
      resource: "competitions",
      values: {
        name: openCupName(season),
        season,
        sport_id: ref("sports", "Futsal"),
        category: "Sub-17 masculino",
        category_id: ref("competitionscategories", "Sub-17 masculino"),
        series_id: ref("competitionsseries", "Base"),
        stage_id: ref("competitionsstages", "Etapa regional"),
        regulation_id: ref("regulations", FUTSAL_REGULATION),
        public: true,
        starts_on: day(21),
        ends_on: day(50),
        registration_starts_on: day(-10),
        registration_ends_on: day(12),
        max_members: 12,
        status: "registration",
        description: "Inscrições abertas para as entidades filiadas, pelo portal.",
      },
      children: [team(0, "sub17"), team(2, "sub17"), team(4, "sub17")],
    },
    {
      resource: "competitions",
      values: {
        name: `Festival Sub-15 Feminino de Futsal ${season + 1}`,
        season: season + 1,
        sport_id: ref("sports", "Futsal"),
        category: "Sub-15 feminino",
        category_id: ref("competitionscategories", "Sub-15 feminino"),
        series_id: ref("competitionsseries", "Base"),
        public: true,
        starts_on: day(90),
        ends_on: day(92),
        status: "planned",
        description: "Festival de três dias para as equipes femininas de formação.",
      },
    },
  ];
};
