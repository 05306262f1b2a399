import { FUTSAL_REGULATION, squad, squadTitle } from "./demoCompetitions.ts";
import { type DemoRecord, personRef, ref } from "./demoData.ts";
import { DEMO_CLUBS, demoAthletes, demoManagers, demoReferees } from "./demoPeopleData.ts";

const DAY = 86_400_000;

/** The games edition of the demo: what the games-day seed (`demoGamesDay.ts`) and the tests find it by. */
export const gamesName = (season: number) => `Jogos Escolares Municipais ${season}`;
/** The clubs (by index in DEMO_CLUBS) that send a delegation to the games. */
export const GAMES_CLUBS = [0, 1, 2, 3] as const;
/** The edition's three events, each played as a competition of the edition. */
export const GAMES_EVENTS = {
  futsal: "Futsal feminino sub-15",
  swimming: "50 m livre feminino sub-15",
  athletics: "Salto em distância masculino sub-17",
} as const;
/** An event's competition is named as the edition's "create the event's competition" names it. */
export const gamesCompetitionName = (event: string, season: number) => `${event} — ${gamesName(season)}`;
/** Athletes each delegation enters in an individual event (the first of its age group). */
const ENTRIES_PER_DELEGATION = 2;
/** The referees by index in demoReferees: the one from a club with a team in the games, and the absent one. */
export const CLUB_REFEREE = 2;
/** The club (index in DEMO_CLUBS) the club referee comes from. */
export const REFEREE_CLUB = 0;
export const ABSENT_REFEREE = 3;

const delegationName = (clubIndex: number) => `Delegação ${DEMO_CLUBS[clubIndex]!.short_name}`;

/** A delegation's entry in an individual event: a team of its first athletes of the age group. */
const individualTeam = (
  season: number,
  clubIndex: number,
  group: "sub15" | "sub17",
  competition: string,
): DemoRecord => ({
  resource: "teams",
  values: {
    name: `${DEMO_CLUBS[clubIndex]!.short_name} — ${competition}`,
    association_id: ref("associations", DEMO_CLUBS[clubIndex]!.cnpj),
  },
  children: demoAthletes(season)
    .filter((athlete) => athlete.club === clubIndex && athlete.group === group)
    .slice(0, ENTRIES_PER_DELEGATION)
    .map((athlete) => ({
      resource: "teammembers",
      values: { user_id: personRef(athlete.cpf), role: "athlete" },
    })),
});

/**
 * The municipal school games the demo federation runs (issue 14): the swimming sport, the catalog
 * of three events, the edition with the delegations of four clubs (each headed by its president),
 * its points per place and its first bulletin; the referees (one of a club that plays, one away on
 * a course); and the events' competitions with their teams and rosters. What is played on them
 * (the futsal round robin, the heats and their marks, the sheets' cards, the suspension, the
 * appointments) is written by `seedDemoGamesDay` through the director's own operations.
 */
export const demoGamesRecords = (now: Date, season: number): DemoRecord[] => {
  const day = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  const name = gamesName(season);
  const presidents = demoManagers(season).filter((manager) => manager.role === "president");
  const referees = demoReferees(season);
  const edition = {
    olympic_id: ref("olympics", name),
    season,
    public: true,
    status: "running",
    starts_on: day(-10),
    ends_on: day(10),
  };
  return [
    {
      resource: "sports",
      values: {
        name: "Natação",
        abbreviation: "NAT",
        kind: "individual",
        gender_divisions: ["male", "female"],
        olympic: true,
        paralympic: true,
        scoring: "time",
        result_order: "lower",
        governing_body: "Confederação Brasileira de Desportos Aquáticos",
        governing_body_acronym: "CBDA",
        governing_body_url: "https://www.cbda.org.br",
        active: true,
        order: 5,
      },
    },
    ...(
      [
        [GAMES_EVENTS.futsal, "team", "Futsal", "female", "Sub-15 feminino"],
        [GAMES_EVENTS.swimming, "individual", "Natação", "female", "Sub-15 feminino"],
        [GAMES_EVENTS.athletics, "individual", "Atletismo", "male", "Sub-17 masculino"],
      ] as const
    ).map(([event, kind, sport, gender, category]) => ({
      resource: "olympicsevents",
      values: {
        name: event,
        kind,
        sport_id: ref("sports", sport),
        gender,
        category_id: ref("competitionscategories", category),
        active: true,
      },
    })),
    {
      resource: "olympics",
      values: {
        name,
        edition: season,
        starts_on: edition.starts_on,
        ends_on: edition.ends_on,
        status: "running",
        public: true,
        point_ties: "share",
        description:
          "<p>As escolas e os clubes de quatro municípios em três modalidades: futsal, natação e atletismo.</p>",
      },
      children: [
        ...GAMES_CLUBS.map((clubIndex) => ({
          resource: "olympicmembers",
          values: {
            name: delegationName(clubIndex),
            association_id: ref("associations", DEMO_CLUBS[clubIndex]!.cnpj),
            abbreviation: DEMO_CLUBS[clubIndex]!.short_name.split(" ")[0]!.slice(0, 10),
            color: ["#1971c2", "#2f9e44", "#e8590c", "#9c36b5"][clubIndex],
            head_id: personRef(presidents[clubIndex]!.cpf),
          },
        })),
        ...[13, 10, 8, 6, 5, 4, 3, 2].map((points, index) => ({
          resource: "olympicsscores",
          values: { place: index + 1, points },
        })),
        {
          resource: "olympicsnotes",
          values: {
            title: "Boletim oficial nº 1",
            published: true,
            published_at: new Date(now.getTime() - 2 * DAY).toISOString(),
            body: "<p>Abertura dos jogos com quatro delegações. A partida de futsal da 3ª rodada tem arbitragem confirmada; a atleta expulsa na 2ª rodada cumpre suspensão automática.</p>",
          },
        },
      ],
    },
    ...referees.map((referee, index) => ({
      resource: "referees",
      values: {
        user_id: personRef(referee.cpf),
        category_id: ref(
          "refereecategories",
          index === 0 ? "Nacional" : index === 3 ? "Estadual" : "Aspirante",
        ),
        kinds: index === 1 ? ["table", "assistant"] : ["referee", "assistant"],
        license: `FCFS-${2_014 + index * 3}-${String(311 + index * 47).padStart(4, "0")}`,
        ...(index === CLUB_REFEREE
          ? { association_id: ref("associations", DEMO_CLUBS[REFEREE_CLUB]!.cnpj) }
          : {}),
        max_per_day: 3,
        active: true,
      },
      children:
        index === ABSENT_REFEREE
          ? [
              {
                resource: "refereeabsences",
                values: {
                  starts_at: `${day(1)}T00:00:00-03:00`,
                  ends_at: `${day(6)}T23:59:00-03:00`,
                  reason: "Curso de reciclagem da CBFS",
                },
              },
            ]
          : [],
    })),
    {
      resource: "competitions",
      values: {
        name: gamesCompetitionName(GAMES_EVENTS.futsal, season),
        sport_id: ref("sports", "Futsal"),
        category: "Sub-15 feminino",
        category_id: ref("competitionscategories", "Sub-15 feminino"),
        regulation_id: ref("regulations", FUTSAL_REGULATION),
        olympicsevent_id: ref("olympicsevents", GAMES_EVENTS.futsal),
        venue: "Ginásio Municipal",
        max_members: 12,
        ...edition,
      },
      children: GAMES_CLUBS.map((clubIndex) => ({
        resource: "teams",
        values: {
          name: squadTitle(DEMO_CLUBS[clubIndex]!, "sub15"),
          association_id: ref("associations", DEMO_CLUBS[clubIndex]!.cnpj),
        },
        children: squad(season, clubIndex, "sub15"),
      })),
    },
    {
      resource: "competitions",
      values: {
        name: gamesCompetitionName(GAMES_EVENTS.swimming, season),
        sport_id: ref("sports", "Natação"),
        category: "Sub-15 feminino",
        category_id: ref("competitionscategories", "Sub-15 feminino"),
        olympicsevent_id: ref("olympicsevents", GAMES_EVENTS.swimming),
        venue: "Piscina do Complexo Esportivo",
        ...edition,
      },
      children: GAMES_CLUBS.map((clubIndex) => individualTeam(season, clubIndex, "sub15", "Natação")),
    },
    {
      resource: "competitions",
      values: {
        name: gamesCompetitionName(GAMES_EVENTS.athletics, season),
        sport_id: ref("sports", "Atletismo"),
        category: "Sub-17 masculino",
        category_id: ref("competitionscategories", "Sub-17 masculino"),
        olympicsevent_id: ref("olympicsevents", GAMES_EVENTS.athletics),
        venue: "Pista de atletismo municipal",
        ...edition,
      },
      children: GAMES_CLUBS.map((clubIndex) => individualTeam(season, clubIndex, "sub17", "Atletismo")),
    },
  ];
};
