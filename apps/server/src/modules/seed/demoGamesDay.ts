import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { drawPhase } from "../competitions/draws.ts";
import { scheduleDuels } from "../competitions/duelSheet.ts";
import { generateFixtures } from "../competitions/fixtures.ts";
import { confirmResult, enterResult } from "../competitions/results.ts";
import { heatsPhaseView } from "../heats/heatRecords.ts";
import { drawHeatsPhase, heatEntrants, qualifyHeatsPhase, writeHeatMarks } from "../heats/heatWrites.ts";
import { answerAppointment } from "../referees/referees.routes.ts";
import { FUTSAL_REGULATION } from "./demoCompetitions.ts";
import { CLUB_REFEREE, GAMES_EVENTS, gamesCompetitionName, REFEREE_CLUB } from "./demoGames.ts";
import { DEMO_CLUBS, demoReferees } from "./demoPeopleData.ts";
import { at, createDemoRows, type DemoStepContext, tallyCounts } from "./demoStructure.ts";

/** The futsal round robin: four teams, three rounds; the first two played (the first confirmed). */
const FUTSAL_ROUND_DAYS = [-8, -1, 3] as const;
/** Each round's two matches: 9h and 14h, so one referee can take both. */
const MATCH_HOURS = [9, 14] as const;
const HOUR = 3_600_000;
/** A pending appointment stays open at least this long after the seed runs. */
const MIN_ANSWER_WINDOW = 6 * HOUR;

/**
 * When the referee of a match must answer their appointment: the evening before the match's day
 * (18h in São Paulo), so each appointment is answered before its own match; a match too near for
 * that (the evening already gone, or about to be, at the seed's `now`) gets halfway between now and
 * its start, so the demo's pending answer is still pending and still answerable.
 */
export const respondByFor = (match: Date, now: Date) => {
  // São Paulo's day of the match (UTC−3, as `at` writes the seed's times).
  const matchDay = new Date(match.getTime() - 3 * HOUR).toISOString().slice(0, 10);
  const eveningBefore = new Date(new Date(`${matchDay}T18:00:00-03:00`).getTime() - 24 * HOUR);
  if (eveningBefore.getTime() >= now.getTime() + MIN_ANSWER_WINDOW) return eveningBefore;
  return new Date(now.getTime() + (match.getTime() - now.getTime()) / 2);
};

/** Scores of the played matches, in the order of the fixtures (round 1, then round 2). */
const FUTSAL_SCORES = [
  [3, 1],
  [2, 2],
  [4, 0],
  [1, 2],
] as const;

/** What the games-day seed writes, per resource (the seed screen's counts). */
const GAMES_DAY_COUNTS = {
  phases: 4,
  competitiondraws: 4,
  competitiongroups: 1,
  groupparticipants: 4,
  rounds: 3,
  duels: 6,
  duellineups: 40,
  punishments: 1,
  heats: 4,
  heatentries: 22,
  refereeappointments: 4,
} as const;

/** The swimmers' times, per heat and lane order; the final's; the long jumpers' marks (NM: no valid jump). */
const SWIMMING_HEATS = [
  ["31.84", "33.02", "30.97", "34.55"],
  ["32.41", "31.26", "35.10", "33.87"],
];
const SWIMMING_FINAL = ["30.88", "31.40", "31.12", "32.05", "31.95", "32.60"];
const LONG_JUMP = ["5.62", "5.88", "NM", "6.04", "5.71", "5.49", "5.93", "5.35"];

type Context = { actor: Actor; tenantIdentifier: string };

/** Draws a heats phase with every entrant and writes the marks of its heats, lane order by lane order. */
const runHeats = async (
  tx: Executor,
  context: Context,
  phaseId: string,
  { heats, seed, marks }: { heats: number; seed: string; marks: readonly (readonly string[])[] },
) => {
  const { entrants } = await heatEntrants(tx, phaseId);
  const drawn = await drawHeatsPhase(tx, context, phaseId, {
    entries: entrants.map(({ team_id, user_id, seed_mark }) => ({ team_id, user_id, seed_mark })),
    heats,
    seed,
  });
  await writeMarks(tx, context, drawn.heats, marks);
};

const writeMarks = async (
  tx: Executor,
  context: Context,
  heats: readonly { id: string; entries: readonly { id: string; lane: number | null }[] }[],
  marks: readonly (readonly string[])[],
) => {
  for (const [index, heat] of heats.entries()) {
    const entries = [...heat.entries].sort((a, b) => (a.lane ?? 0) - (b.lane ?? 0));
    await writeHeatMarks(
      tx,
      context,
      heat.id,
      entries.map((entry, lane) => ({ entry_id: entry.id, value: marks[index]![lane] ?? "" })),
    );
  }
};

/**
 * The games edition's day (docs/demo-data.md), written by the director's, the officials' and the
 * referees' own operations as on their screens: the futsal round robin drawn, scheduled, its first
 * two rounds played with the players and their cards on the sheets (the first round confirmed), a
 * player sent off in the second and suspended by the court for the third; the 50 m heats timed and
 * qualified, the final timed (a record); the long jump final measured; the referees appointed to
 * the third round (one confirmed, one awaiting an answer, one who declined). Written once: an
 * edition whose futsal already has phases is left as it is.
 */
export const seedDemoGamesDay = async (
  tx: Executor,
  { actor, tenantIdentifier, now, season, dryRun, outcome, modules, ids, personIds }: DemoStepContext,
) => {
  if (!modules.includes("competitions")) return;
  const tenantId = actor.tenantId;
  const competition = (event: string) => ids.of("competitions", gamesCompetitionName(event, season));
  const futsal = competition(GAMES_EVENTS.futsal);
  const swimming = competition(GAMES_EVENTS.swimming);
  const athletics = competition(GAMES_EVENTS.athletics);
  const phases = resourceTable("phases");
  const existing = futsal
    ? await tx
        .select({ id: phases.id })
        .from(phases)
        .where(and(eq(phases.tenant_id, tenantId), eq(phases.competition_id, futsal)))
        .limit(1)
    : [];
  tallyCounts(outcome, GAMES_DAY_COUNTS, existing.length ? "existing" : "created");
  if (dryRun || existing.length || !futsal || !swimming || !athletics) return;
  const context = { actor, tenantIdentifier };
  const regulationId = ids.of("regulations", FUTSAL_REGULATION);

  const heats = (measure: string, lanes: number, byPlace: number, byMark: number) => ({
    format: "heats",
    measure,
    lanes,
    qualify_by_place: byPlace,
    qualify_by_mark: byMark,
  });
  const [roundRobin, swimmingHeats, , longJump] = await createDemoRows(tx, {
    name: "phases",
    actor,
    rows: [
      {
        parentId: futsal,
        body: {
          name: "Turno único",
          position: 1,
          format: "groups",
          groups_count: 1,
          legs: 1,
          entry: "all",
          ...(regulationId ? { regulation_id: regulationId } : {}),
        },
      },
      {
        parentId: swimming,
        body: { name: "50 m livre – eliminatórias", position: 1, entry: "all", ...heats("time", 4, 2, 2) },
      },
      {
        parentId: swimming,
        body: { name: "50 m livre – final", position: 2, entry: "qualifiers", ...heats("time", 6, 0, 0) },
      },
      {
        parentId: athletics,
        body: {
          name: "Salto em distância – final",
          position: 1,
          entry: "all",
          ...heats("distance", 8, 0, 0),
        },
      },
    ].map((row) => ({ ...row, server: { status: "pending" } })),
  });

  // The futsal: one group of the four delegations' teams, a round each week.
  const teams = resourceTable("teams");
  const teamRows = await tx
    .select({ id: teams.id, association_id: teams.association_id })
    .from(teams)
    .where(and(eq(teams.tenant_id, tenantId), eq(teams.competition_id, futsal), isNull(teams.deleted_at)))
    .orderBy(asc(teams.name));
  await drawPhase(tx, context, roundRobin!, {
    pots: [teamRows.map((team) => team.id)],
    seed: `jogos-escolares-${season}`,
    group_names: ["Grupo único"],
  });
  await generateFixtures(tx, context, roundRobin!, {});
  const duels = resourceTable("duels");
  const rounds = resourceTable("rounds");
  const fixtures = await tx
    .select({ id: duels.id, home: duels.home_team_id, away: duels.away_team_id, round: rounds.number })
    .from(duels)
    .innerJoin(rounds, and(eq(rounds.tenant_id, duels.tenant_id), eq(rounds.id, duels.round_id)))
    .where(and(eq(duels.tenant_id, tenantId), eq(duels.competition_id, futsal)))
    .orderBy(asc(rounds.number), asc(duels.number));
  const kickoff = new Map(
    fixtures.map((fixture, index) => [
      fixture.id,
      at(now, FUTSAL_ROUND_DAYS[(fixture.round ?? 1) - 1]!, MATCH_HOURS[index % 2]!),
    ]),
  );
  await scheduleDuels(tx, context, futsal, {
    duels: fixtures.map((fixture, index) => ({
      id: fixture.id,
      scheduled_at: kickoff.get(fixture.id)!.toISOString(),
      place: "Ginásio Municipal",
      court: `Quadra ${(index % 2) + 1}`,
    })),
  });

  // The sheets of the played matches: each team's five players, a goal scorer or two, the cards.
  const members = resourceTable("teammembers");
  const rosters = await tx
    .select({ team_id: members.team_id, user_id: members.user_id, number: members.number })
    .from(members)
    .where(
      and(
        eq(members.tenant_id, tenantId),
        inArray(
          members.team_id,
          teamRows.map((team) => team.id),
        ),
      ),
    )
    .orderBy(asc(members.number));
  const played = fixtures.slice(0, FUTSAL_SCORES.length);
  const sentOff = { duel: played[2]!, team: played[2]!.away!, user: "" };
  const lineups = played.flatMap((fixture, index) =>
    ([fixture.home!, fixture.away!] as const).flatMap((teamId, side) => {
      let goals = FUTSAL_SCORES[index]![side]!;
      return rosters
        .filter((member) => member.team_id === teamId)
        .slice(0, 5)
        .map((member, position) => {
          const scored = position === 4 ? goals : Math.min(goals, position === 3 ? 1 : 0);
          goals -= scored;
          const redCard = fixture === sentOff.duel && teamId === sentOff.team && position === 2;
          if (redCard) sentOff.user = member.user_id!;
          return {
            parentId: fixture.id,
            body: {
              team_id: teamId,
              user_id: member.user_id,
              number: member.number,
              starter: true,
              goals: scored,
              yellow_cards: (index + side + position) % 7 === 0 ? 1 : 0,
              red_card: redCard,
            },
          };
        });
    }),
  );
  await createDemoRows(tx, { name: "duellineups", actor, rows: lineups });
  for (const [index, fixture] of played.entries()) {
    const [home_score, away_score] = FUTSAL_SCORES[index]!;
    await enterResult(tx, context, fixture.id, { home_score, away_score });
    if ((fixture.round ?? 0) === 1) await confirmResult(tx, context, fixture.id);
  }
  // The court adds a match to the automatic one of the straight red: she misses the third round.
  const decided = new Date(now.getTime() + (FUTSAL_ROUND_DAYS[1] + 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await createDemoRows(tx, {
    name: "punishments",
    actor,
    rows: [
      {
        parentId: "",
        body: {
          kind: "suspension_matches",
          user_id: sentOff.user,
          team_id: sentOff.team,
          competition_id: futsal,
          duel_id: sentOff.duel.id,
          matches: 2,
          decided_on: decided,
          issuer: "Comissão Disciplinar dos Jogos",
          case_number: `JEM-${season}/003`,
          reason: "Agressão a adversária: cartão vermelho direto na 2ª rodada.",
        },
      },
    ],
  });

  // The 50 m: two heats of four timed, the two first of each and the two best times to the final.
  await runHeats(tx, context, swimmingHeats!, { heats: 2, seed: `natacao-${season}`, marks: SWIMMING_HEATS });
  const qualified = await qualifyHeatsPhase(tx, context, swimmingHeats!, `natacao-final-${season}`);
  if (qualified.next_phase) {
    const final = await heatsPhaseView(tx, qualified.next_phase.id);
    await writeMarks(tx, context, final.heats, [SWIMMING_FINAL]);
  }
  // The long jump: one final of eight, the best of each jumper's attempts.
  await runHeats(tx, context, longJump!, { heats: 1, seed: `salto-${season}`, marks: [LONG_JUMP] });

  // The third round's referees: the first match's awaits its referee's answer, its table official
  // confirmed; the second match's referee declined (a club's referee cannot take its team's match).
  const third = fixtures.filter((fixture) => fixture.round === 3);
  const referees = demoReferees(season).map((person) => ids.of("referees", personIds.get(person.cpf)));
  const role = (name: string) => ids.of("refereeroles", name);
  // The club referee's own club plays one of the two: the other match is the one they can take.
  const clubTeam = teamRows.find(
    (team) => team.association_id === ids.of("associations", DEMO_CLUBS[REFEREE_CLUB]!.cnpj),
  )?.id;
  const clubFree = third.find((fixture) => fixture.home !== clubTeam && fixture.away !== clubTeam);
  const appointments = [
    { duel: third[0]!, referee: 0, role: "Árbitro(a) principal" },
    { duel: third[0]!, referee: 1, role: "Anotador(a)" },
    { duel: third[1]!, referee: 0, role: "Árbitro(a) principal" },
    { duel: clubFree ?? third[1]!, referee: CLUB_REFEREE, role: "Árbitro(a) assistente" },
  ];
  const appointed = await createDemoRows(tx, {
    name: "refereeappointments",
    actor,
    rows: appointments.map((appointment) => ({
      parentId: "",
      body: {
        duel_id: appointment.duel.id,
        referee_id: referees[appointment.referee],
        role_id: role(appointment.role),
        // Each before its own match (respondByFor), not one date for the round.
        respond_by: respondByFor(kickoff.get(appointment.duel.id)!, now).toISOString(),
      },
    })),
  });
  const answerOf = (index: number) => personIds.get(demoReferees(season)[appointments[index]!.referee]!.cpf)!;
  await answerAppointment(tx, {
    actor,
    userId: answerOf(1),
    id: appointed[1]!,
    decision: { status: "confirmed" },
  });
  await answerAppointment(tx, {
    actor,
    userId: answerOf(3),
    id: appointed[3]!,
    decision: { status: "declined", reason: "Viagem a trabalho na data da partida." },
  });
};
