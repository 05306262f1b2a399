import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inBackground, mapInSlices, timeSlicer } from "../timeSlices.ts";
import { leaveForeground, registerForegroundRequests } from "./foregroundRequests.ts";

const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
};

/** A background job of `items` one-item slices (a clock that ticks once per reading), counting what it did. */
const job = (items: number) => {
  let clock = 0;
  const progress = { mapped: 0 };
  const done = inBackground(() =>
    mapInSlices(
      Array.from({ length: items }, (_, index) => index),
      () => progress.mapped++,
      timeSlicer(1, () => clock++),
    ),
  );
  return { progress, done };
};

describe("requests as foreground work", () => {
  // The jobs' bound on waiting (a timer) must not end the wait while the tests look.
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a background job waits while a request is being answered and goes on once its response is sent", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const app = Fastify();
    registerForegroundRequests(app);
    let answer: () => void = () => undefined;
    app.get("/slow", async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { ok: true };
    });
    await app.ready();
    const response = app.inject({ method: "GET", url: "/slow" });
    await turns(5);
    const work = job(3);
    await turns(20);
    expect(work.progress.mapped).toBe(1);
    answer();
    expect((await response).statusCode).toBe(200);
    await work.done;
    expect(work.progress.mapped).toBe(3);
    await app.close();
  });

  it("a request that stays open (an event stream) stops holding the jobs once it leaves the foreground", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const app = Fastify();
    registerForegroundRequests(app);
    let close: () => void = () => undefined;
    app.get("/stream", (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { "content-type": "text/event-stream" });
      reply.raw.write(": subscribed\n\n");
      leaveForeground(request);
      close = () => reply.raw.end();
    });
    await app.ready();
    const response = app.inject({ method: "GET", url: "/stream" });
    await turns(5);
    const work = job(3);
    await work.done;
    expect(work.progress.mapped).toBe(3);
    close();
    await response;
    await app.close();
  });
});
