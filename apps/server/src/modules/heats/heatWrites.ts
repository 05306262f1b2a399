import { randomBytes } from "node:crypto";
import {
  type DrawnHeat,
  drawHeats,
  drawOrder,
  type HeatResults,
  type Performance,
  qualifyFromHeats,
  type ResultStatus,
  rankHeat,
  worldAthleticsLaneGroups,
} from "@quadra/engine";
import { RESOURCES } from "@quadra/shared";
import {
  type Attempt,
  HEAT_FIELD_LABELS,
  type HeatEntrant,
  type HeatEntrants,
  type HeatMarksAnswer,
  type HeatQualifyAnswer,
  type HeatsPhaseView,
  isFieldEvent,
  markDirection,
  markOfAttempts,
  markText,
  parseAttempt,
  parseMark,
  validAttempts,
  type ZHeatDrawInput,
} from "@quadra/shared/contracts/heats";
import type { MarkStatus } from "@quadra/shared/resources/catalog/heats";
import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { conflict, invalidFields } from "../../platform/http/errors.ts";
import { type Actor, type AuditEntry, writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { publishCompetitionChange } from "../competitions/competitionEvents.ts";
import { assertCompetitionOpen, assertCompetitionRunning } from "../competitions/phaseRecords.ts";
import { setPhaseStatus } from "../competitions/structureWrites.ts";
import {
  type CompetitionRef,
  competitionRecord,
  entriesOf,
  type HeatsPhase,
  heatById,
  heatSheet,
  heatsOfPhase,
  heatsPhaseById,
  heatsPhaseView,
  heatTables,
  nextHeatsPhase,
  phaseRef,
  previousHeatsPhase,
  writeRecords,
} from "./heatRecords.ts";

type Context = { actor: Actor; tenantIdentifier: string };
type DrawBody = z.output<typeof ZHeatDrawInput>;
type EntryInput = {
  team_id: string;
  user_id?: string | null | undefined;
  seed_mark?: number | null | undefined;
};

/** An entry's key for the engine: the athlete, or the team in a relay. */
const keyOf = (entry: { team_id: string; user_id?: string | null | undefined }) =>
  entry.user_id ?? `team:${entry.team_id}`;

/** Heats are "Série 1…" on the track and in the pool, "Grupo 1…" in a field event. */
const heatName = (phase: HeatsPhase, number: number) =>
  phase.measure === "time" ? `Série ${number}` : `Grupo ${number}`;

/** Lane groups for a heat of `lanes` lanes: World Athletics' with 8 lanes, one draw of all otherwise. */
const laneGroupsFor = (lanes: number): readonly (readonly number[])[] =>
  lanes === 8 ? worldAthleticsLaneGroups : [Array.from({ length: lanes }, (_, i) => i + 1)];

/** Refuses (409) a new draw of a phase whose heats already have marks. */
const assertWithoutMarks = async (tx: Executor, phaseId: string) => {
  const t = heatTables();
  const [marked] = await tx
    .select({ id: t.entries.id })
    .from(t.entries)
    .innerJoin(t.heats, eq(t.heats.id, t.entries.heat_id))
    .where(
      and(eq(t.heats.phase_id, phaseId), or(isNotNull(t.entries.mark), isNotNull(t.entries.mark_status))),
    )
    .limit(1);
  if (marked)
    throw conflict("A fase já tem marcas lançadas; um novo sorteio as apagaria. Apague as marcas antes.");
};

/**
 * Who may enter a heats phase: the qualifiers (Q/q) of the previous heats round with their marks
 * as entry marks when the phase takes qualifiers, otherwise the athletes of the competition's
 * approved teams (a team without athletes enters as itself: a relay). Entry marks already drawn
 * into this phase are kept.
 */
export const heatEntrants = async (tx: Executor, phaseId: string): Promise<HeatEntrants> => {
  const { phase } = await heatsPhaseById(tx, phaseId);
  const t = heatTables();
  const current = await entriesOf(
    tx,
    (await heatsOfPhase(tx, phase.id)).map((h) => h.id),
  );
  const seeds = new Map(current.map((entry) => [keyOf(entry), entry.seed_mark]));
  const previous = phase.entry === "qualifiers" ? await previousHeatsPhase(tx, phase) : undefined;
  if (previous) {
    const entries = await entriesOf(
      tx,
      (await heatsOfPhase(tx, previous.id)).map((h) => h.id),
    );
    return {
      phase: phaseRef(phase),
      from: "qualifiers",
      entrants: entries
        .filter((entry) => entry.qualified)
        .map((entry) => ({
          team_id: entry.team_id,
          team_name: entry.team_name,
          user_id: entry.user_id,
          athlete_name: entry.athlete_name,
          seed_mark: entry.mark,
        })),
    };
  }
  const teams = await tx
    .select({ id: t.teams.id, name: t.teams.name, status: t.teams.status })
    .from(t.teams)
    .where(eq(t.teams.competition_id, phase.competition_id))
    .orderBy(asc(t.teams.name));
  const approved = teams.filter((team) => (team.status ?? "approved") === "approved");
  const members = approved.length
    ? await tx
        .select({
          team_id: t.members.team_id,
          user_id: t.members.user_id,
          name: users.name,
          social_name: users.socialName,
        })
        .from(t.members)
        .innerJoin(users, and(eq(users.tenantId, t.members.tenant_id), eq(users.id, t.members.user_id)))
        .where(
          and(
            inArray(
              t.members.team_id,
              approved.map((team) => team.id),
            ),
            eq(t.members.role, "athlete"),
          ),
        )
        .orderBy(asc(users.name))
    : [];
  const entrants = approved.flatMap((team): HeatEntrant[] => {
    const athletes = members.filter((member) => member.team_id === team.id);
    if (!athletes.length)
      return [
        {
          team_id: team.id,
          team_name: team.name,
          user_id: null,
          athlete_name: null,
          seed_mark: seeds.get(`team:${team.id}`) ?? null,
        },
      ];
    return athletes.map((athlete) => ({
      team_id: team.id,
      team_name: team.name,
      user_id: athlete.user_id,
      athlete_name: athlete.social_name || athlete.name,
      seed_mark: seeds.get(athlete.user_id) ?? null,
    }));
  });
  return { phase: phaseRef(phase), from: "teams", entrants };
};

/** Refuses entries of teams outside the competition or not approved, athletes off the roster, repeats. */
const checkEntries = async (tx: Executor, phase: HeatsPhase, entries: readonly EntryInput[]) => {
  const t = heatTables();
  const teamIds = [...new Set(entries.map((entry) => entry.team_id))];
  const teams = new Map(
    (
      await tx
        .select({ id: t.teams.id, competition_id: t.teams.competition_id, status: t.teams.status })
        .from(t.teams)
        .where(inArray(t.teams.id, teamIds))
    ).map((team) => [team.id, team]),
  );
  const userIds = entries.flatMap((entry) => (entry.user_id ? [entry.user_id] : []));
  const roster = new Set(
    userIds.length
      ? (
          await tx
            .select({ team_id: t.members.team_id, user_id: t.members.user_id })
            .from(t.members)
            .where(and(inArray(t.members.team_id, teamIds), inArray(t.members.user_id, userIds)))
        ).map((member) => `${member.team_id}:${member.user_id}`)
      : [],
  );
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const team = teams.get(entry.team_id);
    if (!team || team.competition_id !== phase.competition_id)
      errors[`entries.${index}.team_id`] = "Esta equipe não está inscrita nesta competição.";
    else if ((team.status ?? "approved") !== "approved")
      errors[`entries.${index}.team_id`] = "Esta equipe ainda não foi aprovada.";
    else if (entry.user_id && !roster.has(`${entry.team_id}:${entry.user_id}`))
      errors[`entries.${index}.user_id`] = "Este(a) atleta não está no elenco da equipe.";
    const key = keyOf(entry);
    if (seen.has(key)) errors[`entries.${index}.user_id`] ??= "Inscrição repetida nesta fase.";
    seen.add(key);
  });
  if (Object.keys(errors).length) throw invalidFields(errors, HEAT_FIELD_LABELS);
};

/**
 * Draws a heats phase: the entries seeded by their entry marks into heats in serpentine and lanes
 * by World Athletics' groups (engine drawHeats), or a field event's competition order (engine
 * drawOrder) cut into groups of `lanes`. The phase's heats are kept by number (with their time and
 * place), missing ones created and extra ones removed; the entries are replaced; the seed is stored
 * as a draw of the phase, so the same seed and entries give the same heats.
 */
export const drawHeatsPhase = async (
  tx: Executor,
  context: Context,
  phaseId: string,
  body: DrawBody,
): Promise<HeatsPhaseView> => {
  const { phase, competition } = await heatsPhaseById(tx, phaseId, true);
  assertCompetitionOpen(competition);
  await assertWithoutMarks(tx, phase.id);
  await checkEntries(tx, phase, body.entries);
  const count = body.heats ?? Math.max(1, Math.ceil(body.entries.length / phase.lanes));
  if (body.entries.length > count * phase.lanes)
    throw invalidFields(
      {
        heats: `São ${body.entries.length} inscrições e ${phase.lanes} raias por bateria: use ao menos ${Math.ceil(body.entries.length / phase.lanes)} baterias.`,
      },
      HEAT_FIELD_LABELS,
    );
  if (count > body.entries.length)
    throw invalidFields(
      { heats: `São ${body.entries.length} inscrições: no máximo ${body.entries.length} baterias.` },
      HEAT_FIELD_LABELS,
    );
  const seed = body.seed ?? randomBytes(8).toString("hex");
  const byKey = new Map(body.entries.map((entry) => [keyOf(entry), entry]));
  const drawn: DrawnHeat[] =
    phase.measure === "time"
      ? drawHeats({
          entries: body.entries.map((entry) => ({
            athlete: keyOf(entry),
            ...(entry.seed_mark === null || entry.seed_mark === undefined
              ? {}
              : { seedMark: entry.seed_mark }),
          })),
          heats: count,
          direction: markDirection(phase.measure),
          seed,
          laneGroups: laneGroupsFor(phase.lanes),
        })
      : splitOrder(drawOrder({ athletes: body.entries.map(keyOf), seed }), count);
  const t = heatTables();
  const existing = await heatsOfPhase(tx, phase.id);
  const surplus = existing.filter((heat) => heat.number > count).map((heat) => heat.id);
  if (surplus.length) {
    const [appointed] = await tx
      .select({ id: t.appointments.id })
      .from(t.appointments)
      .where(inArray(t.appointments.heat_id, surplus))
      .limit(1);
    if (appointed)
      throw conflict(
        `O sorteio daria ${count} baterias, mas há árbitros escalados nas baterias seguintes; cancele as escalas antes.`,
      );
  }
  if (existing.length)
    await tx.delete(t.entries).where(
      inArray(
        t.entries.heat_id,
        existing.map((heat) => heat.id),
      ),
    );
  if (surplus.length) await tx.delete(t.heats).where(inArray(t.heats.id, surplus));
  const kept = existing.filter((heat) => heat.number <= count);
  if (kept.length)
    await tx
      .update(t.heats)
      .set({ status: "drawn", updated_at: new Date(), version: sql`${t.heats.version} + 1` })
      .where(
        inArray(
          t.heats.id,
          kept.map((heat) => heat.id),
        ),
      );
  const created = await bulkInsert(tx, {
    def: RESOURCES.heats!,
    actor: context.actor,
    rows: drawn
      .filter((heat) => !kept.some((k) => k.number === heat.heat))
      .map((heat) => ({
        parentId: phase.id,
        body: { number: heat.heat, name: heatName(phase, heat.heat) },
        serverValues: { competition_id: phase.competition_id, status: "drawn" },
      })),
  });
  const heatIds = new Map(kept.map((heat) => [heat.number, heat.id]));
  drawn
    .filter((heat) => !kept.some((k) => k.number === heat.heat))
    .forEach((heat, index) => {
      heatIds.set(heat.heat, created[index]!);
    });
  await bulkInsert(tx, {
    def: RESOURCES.heatentries!,
    actor: context.actor,
    rows: drawn.flatMap((heat) =>
      heat.lanes.map((lane) => {
        const entry = byKey.get(lane.athlete)!;
        return {
          parentId: heatIds.get(heat.heat),
          body: {
            team_id: entry.team_id,
            user_id: entry.user_id ?? null,
            lane: lane.lane,
            seed_mark: entry.seed_mark ?? null,
          },
        };
      }),
    ),
  });
  await setPhaseStatus(tx, phase.id, "drawn");
  const groups = drawn.map((heat) => ({
    name: heatName(phase, heat.heat),
    teams: heat.lanes.map((lane) => lane.athlete),
  }));
  const [drawId] = await bulkInsert(tx, {
    def: RESOURCES.competitiondraws!,
    actor: context.actor,
    rows: [
      {
        parentId: phase.id,
        body: {},
        serverValues: {
          seed,
          pots: body.entries.map((entry) => ({
            team_id: entry.team_id,
            user_id: entry.user_id ?? null,
            seed_mark: entry.seed_mark ?? null,
          })),
          groups,
          conflicts: 0,
          drawn_by: context.actor.userId,
        },
      },
    ],
  });
  await writeAudit(tx, context.actor, [
    {
      action: "create",
      resource: "competitiondraws",
      recordId: drawId ?? null,
      recordTitle: seed,
      changes: { after: { phase_id: phase.id, seed, heats: groups } },
    },
  ]);
  await publishCompetitionChange(
    tx,
    context.tenantIdentifier,
    { competition_id: competition.id, kind: "draw", phase_id: phase.id },
    "create",
  );
  return heatsPhaseView(tx, phase.id);
};

/** A field event's drawn order cut into `count` groups of consecutive places, order numbered in each. */
const splitOrder = (order: { order: number; athlete: string }[], count: number): DrawnHeat[] => {
  const size = Math.ceil(order.length / count);
  return Array.from({ length: count }, (_, index) => ({
    heat: index + 1,
    lanes: order
      .slice(index * size, (index + 1) * size)
      .map((item, i) => ({ lane: i + 1, athlete: item.athlete })),
  })).filter((heat) => heat.lanes.length);
};

type StoredEntry = {
  id: string;
  lane: number | null;
  athlete_name: string | null;
  team_name: string;
  mark: number | null;
  mark_status: string | null;
  attempts: Attempt[] | null;
  place: number | null;
  version: number;
};
type MarkValue = { mark: number | null; mark_status: string | null; attempts: Attempt[] | null };
/**
 * One typed mark of a heat, with the entry's version the screen was opened at (a kept offline
 * write); in a field event, the attempts as typed instead (the mark is then their best).
 */
export type MarkInput = {
  entry_id: string;
  value: string;
  attempts?: readonly string[] | undefined;
  base_version?: number | null | undefined;
};

const sameAttempts = (a: readonly Attempt[] | null, b: readonly Attempt[] | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Reads the attempts of one entry of a field event (at most the phase's number; each a mark, X, -
 * or empty), naming the athlete and the attempt on a refusal. Trailing empty attempts are dropped;
 * none left clears them. A status typed as the value (DNS, DNF, DQ) still wins over the attempts.
 */
const readAttempts = (
  item: MarkInput & { attempts: readonly string[] },
  index: number,
  entry: StoredEntry,
  phase: HeatsPhase,
  errors: Record<string, string>,
): MarkValue | undefined => {
  const who = `${entry.athlete_name ?? entry.team_name}${entry.lane ? ` (ordem ${entry.lane})` : ""}`;
  if (!isFieldEvent(phase.measure)) {
    errors[`marks.${index}.attempts`] = `${who}: tentativas só valem em provas de distância ou altura.`;
    return undefined;
  }
  const attempts: Attempt[] = [];
  item.attempts.forEach((text, j) => {
    const parsed = parseAttempt(text, phase.measure);
    if (parsed.kind === "error")
      errors[`marks.${index}.attempts.${j}`] = `${who}, tentativa ${j + 1}: ${parsed.message}`;
    else attempts.push(parsed.attempt);
  });
  while (attempts.length && attempts[attempts.length - 1] === null) attempts.pop();
  if (attempts.length > phase.attempts)
    errors[`marks.${index}.attempts.${phase.attempts}`] =
      `${who}, tentativa ${attempts.length}: a fase dá ${phase.attempts} tentativas por atleta.`;
  if (Object.keys(errors).some((key) => key.startsWith(`marks.${index}.`))) return undefined;
  const status = parseMark(item.value, phase.measure);
  const kept = attempts.length ? attempts : null;
  // NM typed without attempts stays NM (no attempt recorded); with attempts their best decides.
  if (status.kind === "status" && (status.status !== "NM" || !attempts.length))
    return { mark: null, mark_status: status.status, attempts: kept };
  return { ...markOfAttempts(attempts), attempts: kept };
};

/**
 * Marks sent from a screen opened before another person's change of the same entries (a device
 * that kept them offline, say) must not silently overwrite that change: an entry whose version has
 * moved since `base_version` and whose stored mark differs from the one sent is a 409 naming each
 * such mark with what is stored now, and nothing is written. The same mark stored meanwhile is no
 * conflict, so a resend after a lost answer goes through.
 */
const assertMarksNotChangedSince = (
  marks: readonly MarkInput[],
  byId: ReadonlyMap<string, StoredEntry>,
  next: ReadonlyMap<string, MarkValue>,
  measure: HeatsPhase["measure"],
) => {
  const stale: [string, string][] = [];
  marks.forEach((item, index) => {
    const stored = byId.get(item.entry_id)!;
    if (item.base_version === undefined || item.base_version === null) return;
    if (item.base_version === stored.version) return;
    const sent = next.get(item.entry_id)!;
    if (
      sent.mark === stored.mark &&
      (sent.mark_status ?? null) === (stored.mark_status ?? null) &&
      sameAttempts(sent.attempts, stored.attempts)
    )
      return;
    const now = markText(
      { mark: stored.mark, mark_status: stored.mark_status as MarkStatus | null },
      measure,
      ",",
    );
    stale.push([`marks.${index}.value`, `Outra pessoa mudou esta marca: agora ${now || "sem marca"}.`]);
  });
  if (!stale.length) return;
  throw conflict(
    stale.length === 1
      ? "Outra pessoa mudou uma marca desta bateria depois que você a abriu; nada foi gravado. Confira e escolha qual fica."
      : `Outra pessoa mudou ${stale.length} marcas desta bateria depois que você a abriu; nada foi gravado. Confira e escolha quais ficam.`,
    Object.fromEntries(stale),
  );
};

/** The heats of a phase as the engine reads them: each entry's mark or status, by heat number. */
const phaseResults = async (tx: Executor, phaseId: string) => {
  const t = heatTables();
  const rows = await tx
    .select({
      id: t.entries.id,
      number: t.heats.number,
      mark: t.entries.mark,
      mark_status: t.entries.mark_status,
      attempts: t.entries.attempts,
      qualified: t.entries.qualified,
    })
    .from(t.entries)
    .innerJoin(t.heats, eq(t.heats.id, t.entries.heat_id))
    .where(eq(t.heats.phase_id, phaseId));
  const heats = new Map<number, HeatResults & { performances: Performance[] }>();
  for (const row of rows) {
    const heat = heats.get(row.number) ?? { heat: row.number, performances: [] };
    heats.set(row.number, heat);
    heat.performances.push(performanceOf(row));
  }
  return { rows, heats: [...heats.values()] };
};

/** An entry as the engine ranks it; a field event's valid attempts go along for the countback. */
const performanceOf = (entry: {
  id: string;
  mark: number | null;
  mark_status: string | null;
  attempts: unknown;
}): Performance => {
  if (entry.mark_status) return { athlete: entry.id, status: entry.mark_status as ResultStatus };
  if (entry.mark === null) return { athlete: entry.id, status: "DNS" as const };
  const attempts = validAttempts(entry.attempts as Attempt[] | null);
  return { athlete: entry.id, mark: entry.mark, ...(attempts.length ? { attempts } : {}) };
};

/** Writes Q/q over every heat of the phase (engine qualifyFromHeats); only changed rows are written. */
const writeQualification = async (tx: Executor, phase: HeatsPhase) => {
  const { rows, heats } = await phaseResults(tx, phase.id);
  const ranked = qualifyFromHeats({
    heats,
    direction: markDirection(phase.measure),
    byPlace: phase.qualify_by_place,
    byMark: phase.qualify_by_mark,
  });
  const qualification = new Map(ranked.map((p) => [p.athlete, p.qualification ?? null]));
  const changed = rows.filter((row) => (qualification.get(row.id) ?? null) !== (row.qualified ?? null));
  if (changed.length) {
    const values = sql.join(
      changed.map((row) => sql`(${row.id}::uuid, ${qualification.get(row.id) ?? null}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update heatentries e set qualified = v.qualified, version = e.version + 1, updated_at = now()
        from (values ${values}) as v(id, qualified) where e.id = v.id`);
  }
  return ranked;
};

/**
 * The marks of a heat in one write (set-wise, one transaction): each typed value read as the
 * phase measures (`1:02.34`, `62.34`, `7.45`, DNS/DNF/DQ/NM, empty to clear), the places of the heat
 * by the engine (rankHeat: ties share the place), the heat official once every entry has a mark or
 * a status, Q/q again when the phase was qualified, and the competition's record in the event.
 * Writing the same marks again changes nothing.
 */
export const writeHeatMarks = async (
  tx: Executor,
  context: Context,
  heatId: string,
  marks: readonly MarkInput[],
  locked?: Awaited<ReturnType<typeof heatById>>,
): Promise<HeatMarksAnswer> => {
  const { heat, phase, competition } = locked ?? (await heatById(tx, heatId, true));
  assertCompetitionRunning(competition);
  const t = heatTables();
  const stored: StoredEntry[] = await entriesOf(tx, [heat.id]);
  const byId = new Map(stored.map((entry) => [entry.id, entry]));
  const errors: Record<string, string> = {};
  const next = new Map<string, MarkValue>(
    stored.map((entry) => [
      entry.id,
      { mark: entry.mark, mark_status: entry.mark_status, attempts: entry.attempts },
    ]),
  );
  const seen = new Set<string>();
  marks.forEach((item, index) => {
    if (!byId.has(item.entry_id)) {
      errors[`marks.${index}.entry_id`] = "Esta inscrição não é desta bateria.";
      return;
    }
    if (seen.has(item.entry_id)) {
      errors[`marks.${index}.entry_id`] = "Inscrição repetida nesta gravação.";
      return;
    }
    seen.add(item.entry_id);
    if (item.attempts) {
      const value = readAttempts(
        { ...item, attempts: item.attempts },
        index,
        byId.get(item.entry_id)!,
        phase,
        errors,
      );
      if (value) next.set(item.entry_id, value);
      return;
    }
    const parsed = parseMark(item.value, phase.measure);
    if (parsed.kind === "error") errors[`marks.${index}.value`] = parsed.message;
    else
      next.set(
        item.entry_id,
        // A single mark typed in a field event keeps the attempts already entered.
        parsed.kind === "mark"
          ? { mark: parsed.mark, mark_status: null, attempts: byId.get(item.entry_id)!.attempts }
          : parsed.kind === "status"
            ? { mark: null, mark_status: parsed.status, attempts: byId.get(item.entry_id)!.attempts }
            : { mark: null, mark_status: null, attempts: null },
      );
  });
  if (Object.keys(errors).length) throw invalidFields(errors, HEAT_FIELD_LABELS);
  assertMarksNotChangedSince(marks, byId, next, phase.measure);
  const ranked = rankHeat({
    heat: {
      heat: heat.number,
      performances: stored.flatMap((entry): Performance[] => {
        const value = next.get(entry.id)!;
        if (value.mark_status) return [{ athlete: entry.id, status: value.mark_status as ResultStatus }];
        return value.mark === null ? [] : [performanceOf({ id: entry.id, ...value })];
      }),
    },
    direction: markDirection(phase.measure),
  });
  const places = new Map(ranked.map((p) => [p.athlete, p.place ?? null]));
  const changed = stored.filter((entry) => {
    const value = next.get(entry.id)!;
    return (
      value.mark !== entry.mark ||
      (value.mark_status ?? null) !== (entry.mark_status ?? null) ||
      !sameAttempts(value.attempts, entry.attempts) ||
      (places.get(entry.id) ?? null) !== (entry.place ?? null)
    );
  });
  if (changed.length) {
    const values = sql.join(
      changed.map((entry) => {
        const value = next.get(entry.id)!;
        const attempts = value.attempts ? JSON.stringify(value.attempts) : null;
        return sql`(${entry.id}::uuid, ${value.mark}::double precision, ${value.mark_status}::text, ${attempts}::jsonb, ${places.get(entry.id) ?? null}::integer)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      update heatentries e
         set mark = v.mark, mark_status = v.mark_status, attempts = v.attempts, place = v.place,
             version = e.version + 1, updated_at = now(), updated_by = ${context.actor.userId}::uuid
        from (values ${values}) as v(id, mark, mark_status, attempts, place)
       where e.id = v.id`);
    await writeAudit(
      tx,
      context.actor,
      changed.map(
        (entry): AuditEntry => ({
          action: "update",
          resource: "heatentries",
          recordId: entry.id,
          recordTitle: heat.name,
          changes: {
            before: {
              mark: entry.mark,
              mark_status: entry.mark_status,
              attempts: entry.attempts,
              place: entry.place,
            },
            after: { ...next.get(entry.id), place: places.get(entry.id) ?? null },
          },
        }),
      ),
    );
  }
  const complete = [...next.values()].every((value) => value.mark !== null || value.mark_status !== null);
  const status = stored.length && complete ? "official" : "drawn";
  if (status !== heat.status)
    await tx
      .update(t.heats)
      .set({ status, updated_at: new Date(), version: sql`${t.heats.version} + 1` })
      .where(eq(t.heats.id, heat.id));
  let record: number | null;
  if (changed.length) {
    // Q/q are written by the qualification, which finishes the phase: from then on they follow the marks.
    if (phase.status === "finished") await writeQualification(tx, phase);
    record = await writeRecords(tx, competition.id, phase.measure);
    await publishCompetitionChange(tx, context.tenantIdentifier, {
      competition_id: competition.id,
      kind: "result",
      phase_id: phase.id,
    });
  } else record = await competitionRecord(tx, competition.id, phase.measure);
  return {
    heat: await heatSheet(tx, heat.id, { heat: { ...heat, status }, phase, competition, record }),
    changed: changed.length,
  };
};

/**
 * Qualifies a heats phase once every heat is official: the first `qualify_by_place` of each heat
 * (Q) and the `qualify_by_mark` best marks of the rest (q), by the engine; the phase is finished;
 * the next heats phase, if any, is drawn with the qualifiers seeded by the marks they made here.
 */
export const qualifyHeatsPhase = async (
  tx: Executor,
  context: Context,
  phaseId: string,
  seed: string | undefined,
): Promise<HeatQualifyAnswer> => {
  const { phase, competition } = await heatsPhaseById(tx, phaseId, true);
  assertOpen(competition);
  const heats = await heatsOfPhase(tx, phase.id);
  if (!heats.length) throw conflict("A fase ainda não tem baterias: faça o sorteio antes.");
  const open = heats.filter((heat) => heat.status !== "official");
  if (open.length)
    throw conflict(
      `Lance as marcas de todas as baterias antes de classificar (faltam: ${open.map((h) => h.name).join(", ")}).`,
    );
  if (!phase.qualify_by_place && !phase.qualify_by_mark)
    throw conflict(
      "A fase não diz quem se classifica: preencha os classificados por colocação (Q) ou por marca (q).",
    );
  const ranked = await writeQualification(tx, phase);
  await setPhaseStatus(tx, phase.id, "finished");
  await publishCompetitionChange(tx, context.tenantIdentifier, {
    competition_id: competition.id,
    kind: "qualify",
    phase_id: phase.id,
  });
  const next = await nextHeatsPhase(tx, phase);
  let drawnNext: HeatQualifyAnswer["next_phase"] = null;
  const qualifiers = ranked.filter((p) => p.qualification);
  if (next && qualifiers.length) {
    const entries = await entriesOf(
      tx,
      heats.map((h) => h.id),
    );
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const view = await drawHeatsPhase(tx, context, next.id, {
      entries: qualifiers.map((p) => {
        const entry = byId.get(p.athlete)!;
        return { team_id: entry.team_id, user_id: entry.user_id, seed_mark: entry.mark };
      }),
      ...(seed ? { seed } : {}),
    });
    drawnNext = { id: next.id, name: next.name, heats: view.heats.length, seed: view.draw?.seed ?? "" };
  }
  return {
    phase: await heatsPhaseView(tx, phase.id),
    qualified: {
      by_place: ranked.filter((p) => p.qualification === "Q").length,
      by_mark: ranked.filter((p) => p.qualification === "q").length,
    },
    next_phase: drawnNext,
  };
};

const assertOpen = (competition: CompetitionRef) => assertCompetitionOpen(competition);
