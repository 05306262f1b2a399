import { RESOURCES } from "@quadra/shared";
import {
  HEAT_FIELD_LABELS,
  HEAT_IMPORT_ATTEMPT_COLUMNS,
  HEAT_IMPORT_COLUMNS,
  type HeatImportAnswer,
  type HeatImportRow,
  isFieldEvent,
  parseAttempt,
  parseMark,
} from "@quadra/shared/contracts/heats";
import type { HeatMeasure } from "@quadra/shared/resources/catalog/heats";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { invalidFields } from "../../platform/http/errors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { readCsvLines } from "../../platform/spreadsheets/readCsv.ts";
import { assertCompetitionOpen } from "../competitions/phaseRecords.ts";
import { heatById, heatTables } from "./heatRecords.ts";
import { writeHeatMarks } from "./heatWrites.ts";

type Context = { actor: Actor; tenantIdentifier: string };
type Column = keyof typeof HEAT_IMPORT_COLUMNS;

const MAX_ROWS = 2_000;

/** A header or a name compared without case, accents or repeated spaces. */
export const folded = (text: string) =>
  text
    .normalize("NFD")
    .replaceAll(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replaceAll(/\s+/g, " ")
    .trim();

/** Which column of the header holds each field (the first header naming it). */
const columnsOf = (header: readonly string[]) => {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const name = folded(cell);
    for (const [column, names] of Object.entries(HEAT_IMPORT_COLUMNS) as [Column, readonly string[]][])
      if (found[column] === undefined && names.includes(name)) found[column] = index;
  });
  return found;
};

/** The attempt columns (T1…T6) of the header, in attempt order, up to the last one present. */
const attemptColumnsOf = (header: readonly string[]) => {
  const names = header.map(folded);
  const found = HEAT_IMPORT_ATTEMPT_COLUMNS.map((aliases) =>
    names.findIndex((name) => aliases.includes(name)),
  );
  while (found.length && found[found.length - 1] === -1) found.pop();
  return found;
};

/** A row's attempt cells as typed, without the empty ones at the end. */
const attemptCells = (cells: readonly string[], columns: readonly number[]) => {
  const out = columns.map((index) => (index === -1 ? "" : (cells[index] ?? "").trim()));
  while (out.length && out[out.length - 1] === "") out.pop();
  return out;
};

/** Refuses, on the row, attempts outside a field event, more than the phase gives, or unreadable. */
const checkAttempts = (row: HeatImportRow, phase: { measure: HeatMeasure; attempts: number }) => {
  if (!row.attempts.length) return;
  if (!isFieldEvent(phase.measure)) {
    row.errors.t1 = "Tentativas só valem em provas de distância ou altura.";
    return;
  }
  if (row.attempts.length > phase.attempts)
    row.errors[`t${row.attempts.length}`] = `A fase dá ${phase.attempts} tentativas por atleta.`;
  row.attempts.forEach((text, j) => {
    const parsed = parseAttempt(text, phase.measure);
    if (parsed.kind === "error") row.errors[`t${j + 1}`] = `Tentativa ${j + 1}: ${parsed.message}`;
  });
};

/**
 * Entries and marks of one heat from a CSV a timing system or a spreadsheet exports (columns
 * Equipe, Atleta, Raia, Marca de inscrição, Marca; `;`, `,` or tab): each row is checked (the team
 * entered and approved in the competition, the athlete on its roster, the lane free, the marks
 * readable as the phase measures) and shown with its errors. With `commit`, and only when no row
 * fails, the entries are created or changed and the marks written as the marks screen writes them,
 * all in the request's one transaction; a row that fails writes nothing.
 */
export const importHeat = async (
  tx: Executor,
  context: Context,
  heatId: string,
  csv: string,
  commit: boolean,
): Promise<HeatImportAnswer> => {
  const locked = await heatById(tx, heatId, true);
  const { heat, phase, competition } = locked;
  assertCompetitionOpen(competition);
  const lines = readCsvLines({ data: Buffer.from(csv, "utf8"), filename: "planilha.csv", maxRows: MAX_ROWS });
  const [header, ...body] = lines.filter((line) => line.cells.some((cell) => cell !== ""));
  const columns = columnsOf(header?.cells ?? []);
  const attemptColumns = attemptColumnsOf(header?.cells ?? []);
  if (columns.team === undefined)
    throw invalidFields(
      { csv: "A planilha precisa de uma coluna Equipe na primeira linha." },
      HEAT_FIELD_LABELS,
    );
  if (
    columns.lane === undefined &&
    columns.mark === undefined &&
    columns.seed_mark === undefined &&
    !attemptColumns.length
  )
    throw invalidFields(
      { csv: "A planilha precisa de ao menos uma coluna Raia, Marca de inscrição, Marca ou T1…T6." },
      HEAT_FIELD_LABELS,
    );
  const cell = (cells: string[], column: Column) =>
    columns[column] === undefined ? "" : (cells[columns[column]!] ?? "").trim();
  const t = heatTables();
  const teams = await tx
    .select({ id: t.teams.id, name: t.teams.name, status: t.teams.status })
    .from(t.teams)
    .where(eq(t.teams.competition_id, competition.id));
  const teamByName = new Map(teams.map((team) => [folded(team.name), team]));
  const members = teams.length
    ? await tx
        .select({
          team_id: t.members.team_id,
          user_id: t.members.user_id,
          name: users.name,
          social: users.socialName,
        })
        .from(t.members)
        .innerJoin(users, and(eq(users.tenantId, t.members.tenant_id), eq(users.id, t.members.user_id)))
        .where(
          inArray(
            t.members.team_id,
            teams.map((team) => team.id),
          ),
        )
    : [];
  const memberOf = new Map<string, string>();
  for (const member of members) {
    memberOf.set(`${member.team_id}:${folded(member.name)}`, member.user_id);
    if (member.social) memberOf.set(`${member.team_id}:${folded(member.social)}`, member.user_id);
  }
  const existing = await tx
    .select({
      id: t.entries.id,
      team_id: t.entries.team_id,
      user_id: t.entries.user_id,
      lane: t.entries.lane,
    })
    .from(t.entries)
    .where(eq(t.entries.heat_id, heat.id));
  const entryKey = (teamId: string, userId: string | null) => userId ?? `team:${teamId}`;
  const existingByKey = new Map(existing.map((entry) => [entryKey(entry.team_id, entry.user_id), entry]));
  const seenKeys = new Map<string, number>();
  const lanesTaken = new Map<number, number>();
  const planned: {
    row: HeatImportRow;
    team_id: string;
    user_id: string | null;
    lane: number | null;
    seed_mark: number | null;
    mark: string;
    attempts: string[];
    entry_id?: string;
  }[] = [];
  for (const line of body) {
    const row: HeatImportRow = {
      line: line.line,
      team: cell(line.cells, "team"),
      athlete: cell(line.cells, "athlete"),
      lane: cell(line.cells, "lane"),
      seed_mark: cell(line.cells, "seed_mark"),
      mark: cell(line.cells, "mark"),
      attempts: attemptCells(line.cells, attemptColumns),
      errors: {},
      action: "create",
    };
    const team = row.team ? teamByName.get(folded(row.team)) : undefined;
    if (!row.team) row.errors.team = "Informe a equipe.";
    else if (!team) row.errors.team = "Equipe não encontrada nesta competição.";
    else if ((team.status ?? "approved") !== "approved")
      row.errors.team = "Esta equipe ainda não foi aprovada.";
    let userId: string | null = null;
    if (team && row.athlete) {
      userId = memberOf.get(`${team.id}:${folded(row.athlete)}`) ?? null;
      if (!userId) row.errors.athlete = `Atleta não está no elenco da equipe ${team.name}.`;
    }
    let lane: number | null = null;
    if (row.lane) {
      lane = /^\d{1,3}$/.test(row.lane) ? Number(row.lane) : Number.NaN;
      if (!Number.isInteger(lane) || lane < 1 || lane > 100) row.errors.lane = "Use um número de 1 a 100.";
      else if (lanesTaken.has(lane)) row.errors.lane = `Raia repetida (linha ${lanesTaken.get(lane)}).`;
      else lanesTaken.set(lane, row.line);
    }
    let seedMark: number | null = null;
    if (row.seed_mark) {
      const parsed = parseMark(row.seed_mark, phase.measure);
      if (parsed.kind === "mark") seedMark = parsed.mark;
      else
        row.errors.seed_mark = parsed.kind === "error" ? parsed.message : "A marca de inscrição é um número.";
    }
    if (row.mark) {
      const parsed = parseMark(row.mark, phase.measure);
      if (parsed.kind === "error") row.errors.mark = parsed.message;
    }
    checkAttempts(row, phase);
    if (team && !row.errors.athlete) {
      const key = entryKey(team.id, userId);
      if (seenKeys.has(key)) row.errors.athlete = `Inscrição repetida (linha ${seenKeys.get(key)}).`;
      seenKeys.set(key, row.line);
      const current = existingByKey.get(key);
      if (current) row.action = "update";
      planned.push({
        row,
        team_id: team.id,
        user_id: userId,
        lane,
        seed_mark: seedMark,
        mark: row.mark,
        attempts: row.attempts,
        ...(current ? { entry_id: current.id } : {}),
      });
    } else
      planned.push({
        row,
        team_id: "",
        user_id: null,
        lane,
        seed_mark: seedMark,
        mark: row.mark,
        attempts: row.attempts,
      });
  }
  // A lane in the file may be held by an entry the file does not move.
  const moved = new Set(planned.flatMap((p) => (p.entry_id ? [p.entry_id] : [])));
  for (const entry of existing)
    if (entry.lane !== null && !moved.has(entry.id) && lanesTaken.has(entry.lane)) {
      const line = lanesTaken.get(entry.lane)!;
      const row = planned.find((p) => p.row.line === line)!.row;
      row.errors.lane ??= "Raia ocupada por outra inscrição desta bateria.";
    }
  const rows = planned.map((p) => p.row);
  const failed = rows.filter((row) => Object.keys(row.errors).length).length;
  if (!commit) return { rows, written: 0, errors: failed };
  if (!rows.length)
    throw invalidFields({ csv: "A planilha não tem linhas abaixo do cabeçalho." }, HEAT_FIELD_LABELS);
  if (failed) {
    const first = rows.find((row) => Object.keys(row.errors).length)!;
    throw invalidFields(
      {
        csv: `${failed} ${failed === 1 ? "linha tem erro" : "linhas têm erros"}; nada foi gravado. Linha ${first.line}: ${Object.values(first.errors)[0]}`,
      },
      HEAT_FIELD_LABELS,
    );
  }
  const updates = planned.filter((p) => p.entry_id);
  if (updates.length) {
    const values = sql.join(
      updates.map(
        (p) =>
          sql`(${p.entry_id}::uuid, ${p.lane}::integer, ${p.seed_mark}::double precision, ${p.row.lane !== ""}::boolean, ${p.row.seed_mark !== ""}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update heatentries e
         set lane = case when v.has_lane then v.lane else e.lane end,
             seed_mark = case when v.has_seed then v.seed_mark else e.seed_mark end,
             version = e.version + 1, updated_at = now(), updated_by = ${context.actor.userId}::uuid
        from (values ${values}) as v(id, lane, seed_mark, has_lane, has_seed)
       where e.id = v.id`);
  }
  const creates = planned.filter((p) => !p.entry_id);
  const ids = await bulkInsert(tx, {
    def: RESOURCES.heatentries!,
    actor: context.actor,
    rows: creates.map((p) => ({
      parentId: heat.id,
      body: { team_id: p.team_id, user_id: p.user_id, lane: p.lane, seed_mark: p.seed_mark },
    })),
  });
  creates.forEach((p, index) => {
    p.entry_id = ids[index]!;
  });
  await writeAudit(tx, context.actor, [
    {
      action: "import",
      resource: "heatentries",
      recordId: heat.id,
      recordTitle: heat.name,
      changes: { after: { created: creates.length, updated: updates.length } },
    },
  ]);
  if (heat.status === "pending")
    await tx
      .update(t.heats)
      .set({ status: "drawn", updated_at: new Date(), version: sql`${t.heats.version} + 1` })
      .where(eq(t.heats.id, heat.id));
  // A row with attempts writes them (its mark is then their best), as the marks screen does.
  const marks = planned
    .filter((p) => p.mark !== "" || p.attempts.length)
    .map((p) => ({
      entry_id: p.entry_id!,
      value: p.mark,
      ...(p.attempts.length ? { attempts: p.attempts } : {}),
    }));
  if (marks.length)
    await writeHeatMarks(tx, context, heat.id, marks, { ...locked, heat: { ...heat, status: "drawn" } });
  return { rows, written: rows.length, errors: 0 };
};
