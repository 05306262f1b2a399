import "fake-indexeddb/auto";
import type { HeatEntryView } from "@quadra/shared/contracts/heats";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../platform/api/apiError.ts";
import { deleteOfflineDb } from "../../platform/offline/offlineDb.ts";
import { OFFLINE_KINDS } from "../../platform/offline/offlineKinds.ts";
import { flushOutbox, outboxEntries, registerOfflineSender } from "../../platform/offline/outbox.ts";
import { appStore } from "../../platform/state/appStore.ts";
import {
  errorsByEntry,
  heatMarksScope,
  markConflicts,
  pendingAttempts,
  pendingMarks,
  resolveMarksConflict,
  saveMarksOrKeep,
  typedMarks,
} from "./offlineMarks.ts";

// The marks screen's first attempt goes through the same sender the outbox resends with.
const send = vi.fn<(input: unknown, key: string) => Promise<unknown>>();
vi.mock("../../platform/offline/heatMarksSender.ts", () => ({
  sendHeatMarks: (input: unknown, key: string) => send(input, key),
}));

const entry = (id: string, mark: number | null, version: number): HeatEntryView => ({
  id,
  team_id: "t",
  team_name: `Equipe ${id}`,
  user_id: null,
  athlete_name: `Atleta ${id}`,
  lane: Number(id),
  seed_mark: null,
  mark,
  mark_status: null,
  attempts: null,
  place: null,
  qualified: null,
  record: false,
  version,
});
const offline = () => Promise.reject(new ApiError({ message: "sem rede", status: 0 }));

beforeEach(() => {
  send.mockReset();
  registerOfflineSender(OFFLINE_KINDS.heatMarks, (input, key) => send(input, key));
  appStore.set({ token: "t", identifier: "demo", info: { id: "ana" } as never });
});
afterEach(deleteOfflineDb);

describe("a heat's marks kept offline", () => {
  const entries = [entry("1", null, 1), entry("2", 61, 3), entry("3", null, 1)];

  it("sends only the marks typed anew, each with the version the screen showed", () => {
    expect(typedMarks(entries, ["10.5", "1:01,00", " "], ["", "1:01,00", ""])).toEqual([
      { entry_id: "1", value: "10.5", base_version: 1 },
    ]);
    // Clearing a stored mark is a change too.
    expect(typedMarks(entries, ["", "", ""], ["", "1:01,00", ""])).toEqual([
      { entry_id: "2", value: "", base_version: 3 },
    ]);
  });

  it("keeps the marks on the device without signal, shows them pending, and sends them once when it returns", async () => {
    send.mockImplementation(offline);
    const marks = typedMarks(entries, ["10.5", "1:01,00", "DNS"], ["", "1:01,00", ""]);
    expect(await saveMarksOrKeep({ heatId: "h", marks, label: "2 marcas" })).toEqual({ kept: true });
    const kept = await outboxEntries(heatMarksScope("h"));
    expect(kept).toHaveLength(1);
    expect(pendingMarks(kept)).toEqual(
      new Map([
        ["1", "10.5"],
        ["3", "DNS"],
      ]),
    );
    const firstKey = send.mock.calls[0]![1];
    send.mockResolvedValue({ changed: 2 });
    expect(await flushOutbox()).toEqual({ sent: 1, kept: 0 });
    // The resend carries the first attempt's key: a lost answer is never applied twice.
    expect(send.mock.calls.at(-1)).toEqual([{ params: { id: "h" }, body: { marks } }, firstKey]);
    expect(await outboxEntries()).toEqual([]);
  });

  it("shows a conflict as typed beside stored, and sends the person's choice", async () => {
    send.mockImplementation(offline);
    const marks = typedMarks(entries, ["10.5", "59", "DNS"], ["", "1:01,00", ""]);
    await saveMarksOrKeep({ heatId: "h", marks, label: "3 marcas" });
    send.mockRejectedValue(
      new ApiError({
        message: "Outra pessoa mudou uma marca desta bateria.",
        status: 409,
        errors: { "marks.1.value": "Outra pessoa mudou esta marca: agora 58,00." },
      }),
    );
    await flushOutbox();
    const [conflict] = await outboxEntries(heatMarksScope("h"));
    expect(conflict).toMatchObject({ state: "conflict" });
    expect(pendingMarks([conflict!])).toEqual(new Map());
    const now = [entries[0]!, entry("2", 58, 4), entries[2]!];
    expect(markConflicts(conflict!, now, "time", "pt-BR")).toEqual([
      { entry_id: "2", name: "Atleta 2", typed: "59", stored: "58,00" },
    ]);

    // "Keep what is stored": the conflicting mark is dropped, the rest is sent as it was.
    send.mockResolvedValue({ changed: 2 });
    await resolveMarksConflict(conflict!, now, "stored");
    await flushOutbox();
    expect(send.mock.calls.at(-1)![0]).toEqual({
      params: { id: "h" },
      body: {
        marks: [
          { entry_id: "1", value: "10.5", base_version: 1 },
          { entry_id: "3", value: "DNS", base_version: 1 },
        ],
      },
    });
    expect(await outboxEntries()).toEqual([]);
  });

  it("sends the person's mark over the stored one on the version stored now, when they keep theirs", async () => {
    // Sent with the network, a conflict comes back to the screen as it is.
    send.mockRejectedValue(
      new ApiError({ message: "Conflito", status: 409, errors: { "marks.0.value": "agora 58,00" } }),
    );
    await expect(
      saveMarksOrKeep({ heatId: "h", marks: [{ entry_id: "2", value: "59", base_version: 3 }], label: "1" }),
    ).rejects.toMatchObject({ status: 409 });
    // Kept offline, the outbox leaves it for the person when the network returns.
    send.mockImplementation(offline);
    await saveMarksOrKeep({
      heatId: "h",
      marks: [{ entry_id: "2", value: "59", base_version: 3 }],
      label: "1",
    });
    send.mockRejectedValue(
      new ApiError({ message: "Conflito", status: 409, errors: { "marks.0.value": "x" } }),
    );
    await flushOutbox();
    const [conflict] = await outboxEntries();
    send.mockResolvedValue({ changed: 1 });
    await resolveMarksConflict(conflict!, [entry("2", 58, 4)], "mine");
    await flushOutbox();
    expect(send.mock.calls.at(-1)![0]).toEqual({
      params: { id: "h" },
      body: { marks: [{ entry_id: "2", value: "59", base_version: 4 }] },
    });
    expect(await outboxEntries()).toEqual([]);
  });

  it("puts the server's errors of the marks sent on the screen's fields", () => {
    const sent = [
      { entry_id: "3", value: "x" },
      { entry_id: "1", value: "y" },
    ];
    expect(
      errorsByEntry(
        { "marks.0.value": "Tempo inválido.", "marks.1.value": "Outra", marks: "Todas" },
        sent,
        entries,
      ),
    ).toEqual({ "marks.2.value": "Tempo inválido.", "marks.0.value": "Outra", marks: "Todas" });
  });

  it("sends a field event's attempts when one changed, keeps them offline and shows them pending", async () => {
    const typed = [
      ["7.45", "X", ""],
      ["7,40", "", ""],
      ["", "", ""],
    ];
    const shown = [
      ["7,45", "", ""],
      ["7,40", "", ""],
      ["", "", ""],
    ];
    const marks = typedMarks(entries, ["", "", "DNS"], ["", "", ""], { typed, shown });
    expect(marks).toEqual([
      { entry_id: "1", value: "", attempts: ["7.45", "X", ""], base_version: 1 },
      { entry_id: "3", value: "DNS", attempts: ["", "", ""], base_version: 1 },
    ]);
    send.mockImplementation(offline);
    await saveMarksOrKeep({ heatId: "h", marks, label: "2 marcas" });
    const kept = await outboxEntries(heatMarksScope("h"));
    expect(pendingAttempts(kept)).toEqual(
      new Map([
        ["1", ["7.45", "X", ""]],
        ["3", ["", "", ""]],
      ]),
    );
    expect(pendingMarks(kept).get("3")).toBe("DNS");
    send.mockResolvedValue({ changed: 2 });
    await flushOutbox();
    expect(send.mock.calls.at(-1)![0]).toEqual({ params: { id: "h" }, body: { marks } });
  });
});
