import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpDatabase } from "./dbState.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * Bad input generated from the app's own OpenAPI document, so a new route is covered the day it is
 * added: every write operation gets null bytes, lone surrogates, a 1 MB string, wrong types, deep
 * nesting and broken JSON; every list, options and export gets the same in its query string. None
 * may answer 5xx or leave the connection open, and text the database cannot store is refused before
 * anything is written. A few cases per operation, not every combination, keep it under a minute
 * (about 25 s of CPU); the generous test timeouts are for a loaded CI machine, not for the cases.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
};
type Parameter = { in: "path" | "query" | "header"; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Op = { method: Method; path: string; operation: Operation };
type Case = {
  op: Op;
  name: string;
  url: string;
  /** Made when sent: a 1 MB body per operation, all kept at once, would weigh hundreds of MB. */
  payload?: () => string;
  /** Text the database cannot store: the answer must be the 400 naming the field. */
  unstorable?: boolean;
};

const PREFIX = "/t/{tenant}/api/v1/";
const NUL = "abc\u0000def";
const SURROGATE = "abc\ud800def";
const MEGABYTE = "x".repeat(1_000_000);
const ANSWER_WITHIN_MS = 10_000;
const DEPTH = 2_000;

let server: TestServer;
let tenant: TestTenant;
let token: string;
let ops: Op[];

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  token = await server.loginAs(tenant, { master: true, super: true });
  const document = (await server.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  ops = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(PREFIX))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path: path.slice(PREFIX.length),
        operation,
      })),
    );
});
afterAll(() => server.close());

const typeOf = (schema: Schema): string | undefined => {
  if (schema.enum) return "enum";
  const types = [schema.type ?? []].flat().filter((type) => type !== "null");
  return types[0] ?? (schema.properties ? "object" : undefined);
};

const branch = (schema: Schema): Schema => schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;

/** A value of the schema's shape, every text leaf being `text` (when given). */
const sample = (input: Schema, text?: string): unknown => {
  const schema = branch(input);
  switch (typeOf(schema)) {
    case "enum":
      return schema.enum?.[0];
    case "string":
      if (text !== undefined) return text;
      if (schema.format === "uuid") return randomUUID();
      if (schema.format === "date-time") return "2026-03-15T10:30:00-03:00";
      if (schema.format === "email") return "exemplo@example.com";
      if (schema.format === "uri") return "https://example.com/";
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items ?? {}, text),
      );
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, text)]),
      );
    default:
      return text ?? "a";
  }
};

const wrongType = (input: Schema): unknown => {
  switch (typeOf(branch(input))) {
    case "string":
    case "enum":
      return { texto: [1] };
    case "integer":
    case "number":
      return "doze";
    case "boolean":
      return "sim";
    case "array":
      return "lista";
    default:
      return 7;
  }
};

// Written as text: JSON.stringify itself would overflow the stack on it.
const DEEP = `${'[{"a":'.repeat(DEPTH / 2)}"fundo"${"}]".repeat(DEPTH / 2)}`;

const paramsOf = (op: Op, where: Parameter["in"]) =>
  (op.operation.parameters ?? []).filter((parameter) => parameter.in === where);

const urlOf = (op: Op, query: Record<string, string> = {}, pathValue?: string) => {
  let path = op.path;
  for (const parameter of paramsOf(op, "path")) {
    const value = pathValue ?? String(sample(parameter.schema ?? {}));
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams(query).toString();
  return `/t/${tenant.identifier}/api/v1/${path}${search ? `?${search}` : ""}`;
};

const requiredQuery = (op: Op) =>
  Object.fromEntries(
    paramsOf(op, "query")
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, String(sample(parameter.schema ?? {}))]),
  );

/** Every query parameter set to `value` (of the parameter's schema when a function). */
const everyQuery = (op: Op, value: (schema: Schema) => string) =>
  Object.fromEntries(
    paramsOf(op, "query").map((parameter) => [parameter.name, value(parameter.schema ?? {})]),
  );

const jsonSchemaOf = (op: Op) => op.operation.requestBody?.content["application/json"]?.schema;

const writeCases = (op: Op): Case[] => {
  const schema = jsonSchemaOf(op);
  const url = urlOf(op, requiredQuery(op));
  const cases: Case[] = [];
  const send = (name: string, body: () => unknown) =>
    cases.push({ op, name, url, payload: () => JSON.stringify(body()) });
  const sendUnstorable = (name: string, body: unknown) => {
    const payload = JSON.stringify(body);
    // JSON.stringify escapes both: a body without them (only numbers and options) has nothing to refuse.
    cases.push({ op, name, url, payload: () => payload, unstorable: /\\u(0000|d8)/.test(payload) });
  };
  if (paramsOf(op, "path").length > 1)
    cases.push({ op, name: "path parameters with a null byte", url: urlOf(op, {}, NUL), unstorable: true });
  if (!schema) return cases;
  const object = typeOf(schema) === "object";
  // Every text leaf holds the character, and so does one more key: a body of numbers and options
  // alone still carries it somewhere.
  for (const [name, text] of [
    ["null bytes", NUL],
    ["lone surrogates", SURROGATE],
  ] as const) {
    const body = sample(schema, text);
    sendUnstorable(`${name} in every text and a key`, object ? { ...(body as object), [text]: 1 } : body);
  }
  if (!object) return cases;
  const valid = sample(schema) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  const text = properties.find(([, property]) => typeOf(branch(property)) === "string");
  if (text) send(`1 MB in ${text[0]}`, () => ({ ...valid, [text[0]]: MEGABYTE }));
  send("wrong types", () =>
    Object.fromEntries(properties.map(([key, property]) => [key, wrongType(property)])),
  );
  // In a field that takes any JSON when there is one (stored as jsonb), else in the first field.
  const [nestedKey] =
    properties.find(([, property]) => ["object", undefined].includes(typeOf(branch(property)))) ??
    properties[0] ??
    [];
  if (nestedKey) {
    const rest = JSON.stringify({ ...valid, [nestedKey]: undefined }).slice(1);
    cases.push({
      op,
      name: `deep nesting in ${nestedKey}`,
      url,
      payload: () => `{${JSON.stringify(nestedKey)}:${DEEP}${rest === "}" ? "}" : `,${rest}`}`,
    });
  }
  cases.push({ op, name: "broken JSON", url, payload: () => '{"name": "sem fim' });
  return cases;
};

const readCases = (op: Op): Case[] => {
  const required = requiredQuery(op);
  const withRequired = urlOf(op, required);
  return [
    {
      op,
      name: "null byte in q and every parameter",
      url: urlOf(op, { ...everyQuery(op, () => NUL), q: NUL }),
      unstorable: true,
    },
    // A URL cannot carry a lone surrogate (URLSearchParams would send U+FFFD): invalid UTF-8 instead.
    {
      op,
      name: "invalid UTF-8 in q",
      url: `${withRequired}${withRequired.includes("?") ? "&" : "?"}q=%ED%A0%80%E0%A4%A`,
    },
    { op, name: "long q", url: urlOf(op, { ...required, q: "x".repeat(100_000) }) },
    {
      op,
      name: "wrong types",
      url: urlOf(
        op,
        everyQuery(op, (schema) =>
          ["integer", "number"].includes(typeOf(branch(schema)) ?? "") ? "doze" : "zz",
        ),
      ),
    },
    {
      op,
      name: "huge numbers",
      url: urlOf(
        op,
        everyQuery(op, (schema) =>
          ["integer", "number"].includes(typeOf(branch(schema)) ?? "") ? "99999999999999999999999" : "1e400",
        ),
      ),
    },
  ];
};

const isListLike = (op: Op) =>
  op.method === "GET" &&
  (/export\.(csv|xlsx)$/.test(op.path) ||
    op.path.endsWith("/options") ||
    paramsOf(op, "query").some((parameter) => parameter.name === "q"));

/** Sends a case; `null` when no answer came in time (a hang). */
const send = async (test: Case) => {
  const answer = server.app.inject({
    method: test.op.method,
    url: test.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(test.payload === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(test.payload === undefined ? {} : { payload: test.payload() }),
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
};

const problemsOf = async (cases: Case[]) => {
  const problems: string[] = [];
  for (const test of cases) {
    const where = `${test.op.method} ${test.op.path} (${test.name})`;
    const response = await send(test);
    if (!response) {
      problems.push(`no answer within ${ANSWER_WITHIN_MS} ms: ${where}`);
      continue;
    }
    const summary = `${where} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (response.statusCode >= 500) problems.push(`5xx: ${summary}`);
    else if (test.unstorable) {
      const body = response.headers["content-type"]?.toString().startsWith("application/json")
        ? response.json()
        : {};
      if (response.statusCode !== 400 || !/caracteres? inválidos?/.test(body.message) || !body.errors)
        problems.push(`not refused as an invalid character: ${summary}`);
    }
  }
  return problems;
};

describe("hostile input on every operation of the OpenAPI document", () => {
  // A logout revokes the token these requests carry: its own suite covers it (logout.test.ts).
  const covered = (op: Op) => op.path !== "auth/logout";

  it("refuses text the database cannot store with a 400 naming the field, and writes nothing", async () => {
    const writes = ops.filter((op) => op.method !== "GET" && covered(op));
    const reads = ops.filter(isListLike);
    expect(writes.length).toBeGreaterThan(250);
    expect(reads.length).toBeGreaterThan(100);
    const cases = [...writes.flatMap(writeCases), ...reads.flatMap(readCases)].filter(
      (test) => test.unstorable,
    );
    const before = await dumpDatabase(server.db);
    expect(await problemsOf(cases)).toEqual([]);
    expect(await dumpDatabase(server.db)).toEqual(before);
  }, 300_000);

  it("answers every other bad input below 500 and in time", async () => {
    const cases = [
      ...ops.filter((op) => op.method !== "GET" && covered(op)).flatMap(writeCases),
      ...ops.filter(isListLike).flatMap(readCases),
    ].filter((test) => !test.unstorable);
    expect(await problemsOf(cases)).toEqual([]);
    // Still the master: nothing sent revoked the session, which would have turned every later case
    // into a 401 that proves nothing.
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(200);
  }, 300_000);
});
