import type { FastifyInstance, FastifyRequest } from "fastify";
import { foregroundWork } from "../timeSlices.ts";

const ends = new WeakMap<FastifyRequest, () => void>();

/**
 * Every request is foreground work from its arrival until its response is written or its
 * connection closes: background jobs (an import's commit) take no slice of the event loop
 * meanwhile, up to a bound (timeSlices.ts), so a person's screen is not slowed by someone else's
 * import sharing the process.
 */
export const registerForegroundRequests = (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    const end = foregroundWork();
    ends.set(request, end);
    reply.raw.once("finish", end);
    reply.raw.once("close", end);
  });
};

/** A request that stays open (an event stream) stops counting as foreground once it has answered. */
export const leaveForeground = (request: FastifyRequest) => {
  ends.get(request)?.();
};
