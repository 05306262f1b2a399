import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/apiError.ts";
import { appStore } from "../state/appStore.ts";
import { deleteOfflineDb } from "./offlineDb.ts";
import { enqueueWrite, flushOutbox, outboxEntries, registerOfflineSender } from "./outbox.ts";
import { readWithSnapshot } from "./snapshots.ts";

const signIn = (person: string) =>
  appStore.set({ token: "t", identifier: "demo", info: { id: person } as never });

let sent: { input: unknown; key: string }[];
let answer: () => Promise<unknown>;

beforeEach(() => {
  sent = [];
  answer = async () => ({ ok: true });
  registerOfflineSender("score", async (input, key) => {
    const result = await answer();
    sent.push({ input, key });
    return result;
  });
  signIn("ana");
});
afterEach(deleteOfflineDb);

const offline = () => Promise.reject(new ApiError({ message: "sem rede", status: 0 }));
const write = (home: number) => ({
  kind: "score",
  scope: "duel:1",
  input: { params: { id: "1" }, body: { home_score: home, away_score: 0 } },
  label: `Resultado ${home} × 0`,
});

describe("the offline outbox", () => {
  it("keeps a write while there is no network and sends it, with its key, when the network returns", async () => {
    answer = offline;
    const kept = await enqueueWrite(write(2));
    await flushOutbox();
    expect((await outboxEntries("duel:1")).map((entry) => entry.state)).toEqual(["pending"]);
    answer = async () => ({ ok: true });
    expect(await flushOutbox()).toEqual({ sent: 1, kept: 0 });
    expect(sent).toEqual([{ input: write(2).input, key: kept.id }]);
    expect(await outboxEntries()).toEqual([]);
  });

  it("keeps only the last pending write of a scope, and sends writes in the order they were made", async () => {
    answer = offline;
    await enqueueWrite(write(1));
    await enqueueWrite(write(3));
    await enqueueWrite({ ...write(4), scope: "duel:2", input: { params: { id: "2" }, body: {} } });
    await flushOutbox();
    expect((await outboxEntries()).map((entry) => entry.label)).toEqual([
      "Resultado 3 × 0",
      "Resultado 4 × 0",
    ]);
    answer = async () => ({ ok: true });
    await flushOutbox();
    expect(sent.map((one) => (one.input as { params: { id: string } }).params.id)).toEqual(["1", "2"]);
  });

  it("marks a conflict or a refusal for the person instead of sending it again", async () => {
    answer = () => Promise.reject(new ApiError({ message: "Outra pessoa mudou o resultado.", status: 409 }));
    await enqueueWrite(write(2));
    await flushOutbox();
    const [entry] = await outboxEntries();
    expect(entry).toMatchObject({ state: "conflict", message: "Outra pessoa mudou o resultado." });
    answer = async () => ({ ok: true });
    await flushOutbox();
    expect(sent).toEqual([]);
  });

  it("keeps each person's writes apart on a shared device", async () => {
    answer = offline;
    await enqueueWrite(write(2));
    signIn("bruno");
    expect(await outboxEntries()).toEqual([]);
    answer = async () => ({ ok: true });
    await flushOutbox();
    expect(sent).toEqual([]);
    signIn("ana");
    expect(await outboxEntries()).toHaveLength(1);
  });

  it("answers a kept read when the server cannot be reached, and the server's refusals as they are", async () => {
    expect(await readWithSnapshot("duel:1", async () => ({ score: 1 }))).toEqual({ score: 1 });
    expect(await readWithSnapshot("duel:1", offline)).toEqual({ score: 1 });
    await expect(
      readWithSnapshot("duel:1", () =>
        Promise.reject(new ApiError({ message: "Sem permissão", status: 403 })),
      ),
    ).rejects.toThrow("Sem permissão");
    await expect(readWithSnapshot("duel:9", offline)).rejects.toThrow("sem rede");
  });
});
