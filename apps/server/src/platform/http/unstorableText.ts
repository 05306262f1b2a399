import type { FastifyRequest } from "fastify";
import { AppError, fieldLabelOf } from "./errors.ts";
import { fieldLabelsOf } from "./fieldLabels.ts";
import type { App } from "./types.ts";

/**
 * Text PostgreSQL cannot store: the NUL character (refused in text and jsonb alike) and a UTF-16
 * surrogate without its pair (JSON allows `"\ud800"`; jsonb refuses it, and text would keep a
 * replacement character instead of what was sent). Either would fail in the database as a 500.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

/** Enough to name what to fix without walking a hostile body to its end. */
const MAX_REPORTED = 10;

/**
 * A record of data: what JSON.parse makes, and the query string's object (fast-querystring's has a
 * prototype of its own that inherits nothing). Buffers, streams and other class instances are left
 * alone, so a hostile body is walked as data and nothing else.
 */
const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * The paths (`title`, `items.0.name`) of the strings and keys holding unstorable text, at any depth.
 * Walked with a queue of its own, not by recursion: a deeply nested body must not overflow the call
 * stack. A bad key is reported at the object holding it (`body` at the top).
 */
export const unstorablePaths = (value: unknown): string[] => {
  const found = new Set<string>();
  // A queue read by index: fields are named in the order they were sent, top level first.
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = 0; next < pending.length && found.size < MAX_REPORTED; next++) {
    const [current, path] = pending[next]!;
    if (typeof current === "string") {
      if (isUnstorable(current)) found.add(path || "body");
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries())
        pending.push([item, path ? `${path}.${index}` : String(index)]);
    } else if (current !== null && typeof current === "object" && isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorable(key)) found.add(path || "body");
        pending.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return [...found];
};

const refuse = (request: FastifyRequest, paths: string[]) => {
  const labels = fieldLabelsOf(request);
  const names = [...new Set(paths.map((path) => fieldLabelOf(path, labels)))];
  const message =
    names.length === 1
      ? `O campo ${names[0]} contém um caractere inválido.`
      : `Os campos ${names.join(", ")} contêm caracteres inválidos.`;
  const errors = Object.fromEntries(
    paths.map((path) => [path, "Contém um caractere inválido; apague-o e digite de novo."]),
  );
  return new AppError(400, message, { errors });
};

/**
 * Refuses, once for every route, text the database cannot store, with a 400 naming the field: the
 * path parameters and the query string as the request arrives (before the tenant is looked up by
 * them), the body once parsed (before any schema or handler sees it). Nothing reaches the database.
 */
export const registerUnstorableTextGuard = (app: App) => {
  app.addHook("onRequest", async (request) => {
    const paths = [...unstorablePaths(request.params), ...unstorablePaths(request.query)];
    if (paths.length) throw refuse(request, paths);
  });
  app.addHook("preValidation", async (request) => {
    const paths = unstorablePaths(request.body);
    if (paths.length) throw refuse(request, paths);
  });
};
