import type { HeatEntryView, HeatMarksAnswer } from "@quadra/shared/contracts/heats";
import type { HeatMeasure } from "@quadra/shared/resources/catalog/heats";
import { sendHeatMarks } from "../../platform/offline/heatMarksSender.ts";
import type { OutboxEntry } from "../../platform/offline/offlineDb.ts";
import { OFFLINE_KINDS } from "../../platform/offline/offlineKinds.ts";
import { discardWrite, enqueueWrite } from "../../platform/offline/outbox.ts";
import { type SendOutcome, sendOrKeep } from "../../platform/offline/sendOrKeep.ts";
import { attemptsLine } from "./fieldAttempts.ts";
import { entryName } from "./HeatEntriesTable.tsx";
import { entryMarkText } from "./heatMarks.ts";

/** The outbox scope of a heat's marks: the marks screen shows what it keeps of its own heat. */
export const heatMarksScope = (heatId: string) => `heat:${heatId}`;

/**
 * One mark as sent: the typed text and the entry's version the screen showed (base_version); in a
 * field event also every attempt as typed (the value is then only a status: DNS, DNF, DQ).
 */
export type SentMark = { entry_id: string; value: string; attempts?: string[]; base_version?: number | null };
type MarksInput = { params?: Record<string, unknown>; body?: unknown };
const marksOf = (input: MarksInput): SentMark[] => (input.body as { marks?: SentMark[] }).marks ?? [];

/**
 * The marks to send from the screen: only those typed differently from what the screen showed
 * (`shown`), each with the entry's version then, so an entry the person did not touch is never
 * sent over another person's change, and one they did is refused (409) if someone changed it since.
 */
export const typedMarks = (
  entries: readonly HeatEntryView[],
  values: readonly string[],
  shown: readonly string[],
  attempts?: { typed: readonly (readonly string[])[]; shown: readonly (readonly string[])[] },
): SentMark[] =>
  entries.flatMap((entry, index) => {
    const value = (values[index] ?? "").trim();
    const typed = attempts?.typed[index]?.map((text) => text.trim());
    const sameAttempts = !typed || typed.join("|") === attempts?.shown[index]?.map((t) => t.trim()).join("|");
    if (value === (shown[index] ?? "").trim() && sameAttempts) return [];
    return [
      { entry_id: entry.id, value, ...(typed ? { attempts: typed } : {}), base_version: entry.version },
    ];
  });

/**
 * What the device keeps typed for each entry of the heat while it waits for the network (the last
 * write winning): the marks screen shows these in its fields, marked "Aguardando conexão".
 */
export const pendingMarks = (kept: readonly OutboxEntry[]): Map<string, string> =>
  new Map([...pendingSent(kept)].map(([id, mark]) => [id, mark.value]));

/** The attempts the device keeps typed for each entry of a field event, like pendingMarks. */
export const pendingAttempts = (kept: readonly OutboxEntry[]): Map<string, string[]> =>
  new Map([...pendingSent(kept)].flatMap(([id, mark]) => (mark.attempts ? [[id, mark.attempts]] : [])));

const pendingSent = (kept: readonly OutboxEntry[]): Map<string, SentMark> =>
  new Map(
    kept
      .filter((entry) => entry.kind === OFFLINE_KINDS.heatMarks && entry.state === "pending")
      .flatMap((entry) => marksOf(entry.input).map((mark) => [mark.entry_id, mark] as const)),
  );

/** One mark of a kept write the server refused over another person's change: what was typed, what is stored. */
export type MarkConflict = { entry_id: string; name: string; typed: string; stored: string };

/**
 * The marks of a kept write in conflict, by the 409's field errors (`marks.<i>.value`), beside
 * what the heat (read again) stores now, in the screen's language.
 */
export const markConflicts = (
  kept: OutboxEntry,
  entries: readonly HeatEntryView[],
  measure: HeatMeasure,
  language: string,
): MarkConflict[] => {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return marksOf(kept.input).flatMap((mark, index) => {
    const entry = byId.get(mark.entry_id);
    if (!entry || !kept.errors?.[`marks.${index}.value`]) return [];
    return [
      {
        entry_id: entry.id,
        name: entryName(entry),
        typed: mark.attempts ? [...mark.attempts, mark.value].filter(Boolean).join(" · ") : mark.value,
        stored: mark.attempts
          ? [attemptsLine(entry.attempts, measure, language), entry.mark_status ?? ""]
              .filter(Boolean)
              .join(" · ")
          : entryMarkText(entry, measure, language),
      },
    ];
  });
};

export type MarksOutcome = SendOutcome<HeatMarksAnswer>;

/**
 * Saves a heat's marks: sent at once with the network, kept on the device and sent when it returns
 * otherwise (sendOrKeep); a write still waiting for the same heat is replaced (it had the same
 * marks or older ones: the screen sends every mark typed since the heat was read).
 */
export const saveMarksOrKeep = ({
  heatId,
  marks,
  label,
}: {
  heatId: string;
  marks: SentMark[];
  label: string;
}): Promise<MarksOutcome> =>
  sendOrKeep(
    {
      kind: OFFLINE_KINDS.heatMarks,
      scope: heatMarksScope(heatId),
      input: { params: { id: heatId }, body: { marks } },
      label,
    },
    sendHeatMarks,
  );

/**
 * The person's choice on a kept write in conflict: "mine" sends it again with the conflicting
 * marks based on the versions stored now (`current`, the heat read again), so their marks replace
 * the other person's; "stored" drops the conflicting marks and sends the rest, if any, as they were.
 */
export const resolveMarksConflict = async (
  kept: OutboxEntry,
  current: readonly HeatEntryView[],
  keep: "mine" | "stored",
) => {
  const versions = new Map(current.map((entry) => [entry.id, entry.version]));
  const conflicting = (index: number) => Boolean(kept.errors?.[`marks.${index}.value`]);
  const marks = marksOf(kept.input).flatMap((mark, index) => {
    if (!conflicting(index)) return [mark];
    return keep === "stored" ? [] : [{ ...mark, base_version: versions.get(mark.entry_id) ?? null }];
  });
  await discardWrite(kept.id);
  if (marks.length)
    await enqueueWrite({
      kind: kept.kind,
      scope: kept.scope,
      input: { ...kept.input, body: { marks } },
      label: kept.label,
    });
};

/**
 * The server's field errors of a write (`marks.<i>.…`, by the sent marks' order) by the screen's
 * entries instead (`marks.<entry index>.…`): the screen sends only the marks typed anew.
 */
export const errorsByEntry = (
  errors: Record<string, string>,
  sent: readonly SentMark[],
  entries: readonly HeatEntryView[],
): Record<string, string> => {
  const indexOf = new Map(entries.map((entry, index) => [entry.id, index]));
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const match = /^marks\.(\d+)\.(.+)$/.exec(field);
      const entryIndex = match ? indexOf.get(sent[Number(match[1])]?.entry_id ?? "") : undefined;
      return [entryIndex === undefined ? field : `marks.${entryIndex}.${match![2]}`, message];
    }),
  );
};
