import {
  collectionPath,
  type FieldDef,
  hasAction,
  PERMISSION_KEYS,
  type PermissionKey,
  RESOURCE_LIST,
  type ResourceDef,
  tableOf,
} from "@quadra/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpDatabase, rowsOf } from "./dbState.ts";
import { type ApiResponse, startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { creatable, type Sampler, sampler } from "./resourceSamples.ts";

/**
 * Suites generated from the resource registry (ARCHITECTURE §7): every resource is created, read,
 * listed, exported, changed and deleted; tried from another tenant (404, nothing of the other
 * tenant changes); and sent generated bad payloads (4xx with pt-BR field errors, nothing written).
 * A new resource joins these suites by being registered. Guards (401/403 denied/403 disabled/423)
 * of these routes are covered by the generated suite over every route in guards.test.ts.
 */

let server: TestServer;
let a: TestTenant;
let b: TestTenant;
let tokenA: string;
let tokenB: string;
let samplesA: Sampler;
let samplesB: Sampler;
const everything = {
  master: true,
  super: true,
  admin: true,
  permissions: [...PERMISSION_KEYS] as PermissionKey[],
};

beforeAll(async () => {
  server = await startTestServer();
  a = await server.createTenant();
  b = await server.createTenant();
  tokenA = await server.loginAs(a, everything);
  tokenB = await server.loginAs(b, everything);
  samplesA = sampler(server, a, tokenA);
  samplesB = sampler(server, b, tokenB);
});
afterAll(() => server.close());

const ENGLISH = /\b(invalid|expected|received|required|too (big|small)|must|should|characters)\b/i;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const writable = (def: ResourceDef) => RESOURCE_LIST.filter(creatable).includes(def);

/** The rows of a resource's table in one tenant, read with the owner connection (no RLS, no scope). */
const rowsOfTenant = async (def: ResourceDef, tenant: TestTenant) =>
  rowsOf(
    await server.db.owner.execute(
      sql.raw(
        `select to_jsonb(t)::text as row from "${tableOf(def)}" t where tenant_id = '${tenant.id}' order by 1`,
      ),
    ),
  ).map((row) => row.row);

// Each case walks the whole registry through the API: the time grows with the number of resources.
// The validation case takes about a minute alone; in CI, beside the browser suite (this suite runs
// niced), it took over five.
const SUITE_TIMEOUT = 900_000;

describe("every resource of the registry", () => {
  it(
    "is created, read, listed, searched, exported, changed and deleted through its API",
    async () => {
      const problems: string[] = [];
      for (const def of RESOURCE_LIST.filter(writable)) {
        const record = await samplesA.create(def.name);
        const parentId = def.parent ? record[def.parent.field] : undefined;
        const list = await server.api(a, "GET", collectionPath(def, parentId), { token: tokenA });
        if (!list.body.result?.data?.some((row: { id: string }) => row.id === record.id))
          problems.push(`${def.name}: list does not show the new record`);
        const one = await server.api(a, "GET", `${def.name}/${record.id}`, { token: tokenA });
        if (one.status !== 200) problems.push(`${def.name}: get ${one.status}`);
        const exported = await server.app.inject({
          method: "GET",
          url: `/t/${a.identifier}/api/v1/${collectionPath(def, parentId)}/export.csv`,
          headers: { authorization: `Bearer ${tokenA}` },
        });
        if (exported.statusCode !== 200 || exported.body.trim().split(/\r?\n/).length < 2)
          problems.push(`${def.name}: export ${exported.statusCode}`);
        if (hasAction(def, "update")) {
          const changed = await server.api(a, "PATCH", `${def.name}/${record.id}`, {
            token: tokenA,
            body: { version: record.version },
          });
          if (changed.status !== 200 || changed.body.result.version !== record.version + 1)
            problems.push(
              `${def.name}: update ${changed.status} ${JSON.stringify(changed.body).slice(0, 200)}`,
            );
        }
        if (hasAction(def, "delete")) {
          const removed = await server.api(a, "DELETE", `${def.name}/${record.id}`, { token: tokenA });
          if (removed.status !== 200)
            problems.push(`${def.name}: delete ${removed.status} ${removed.body.message}`);
          const gone = await server.api(a, "GET", `${def.name}/${record.id}`, { token: tokenA });
          if (gone.status !== 404) problems.push(`${def.name}: still readable after delete (${gone.status})`);
        }
      }
      expect(problems).toEqual([]);
    },
    SUITE_TIMEOUT,
  );

  it(
    "answers another tenant's records exactly as missing ones and changes nothing of them",
    async () => {
      const problems: string[] = [];
      let tried = 0;
      for (const def of RESOURCE_LIST.filter(writable)) {
        const ofB = await samplesB.create(def.name);
        const before = await rowsOfTenant(def, b);
        const parentOfB = def.parent ? ofB[def.parent.field] : undefined;
        const { body } = await samplesA.body(def.name);
        const attempts: [
          method: "GET" | "PATCH" | "DELETE" | "POST",
          path: (id: string) => string,
          body?: unknown,
        ][] = [
          ["GET", (id) => `${def.name}/${id}`],
          ["PATCH", (id) => `${def.name}/${id}`, { version: ofB.version }],
          ["DELETE", (id) => `${def.name}/${id}`],
          ["POST", () => `${def.name}/delete`, { ids: [ofB.id] }],
        ];
        if (def.parent) {
          attempts.push(
            ["GET", (id) => collectionPath(def, id)],
            ["POST", (id) => collectionPath(def, id), body],
          );
        }
        for (const [method, path, payload] of attempts) {
          const target = def.parent && path(MISSING_ID).startsWith(def.parent.resource) ? parentOfB! : ofB.id;
          const answer = async (id: string) => {
            const response = await server.api(a, method, path(id), {
              token: tokenA,
              ...(payload === undefined
                ? {}
                : { body: method === "POST" && path(id).endsWith("/delete") ? { ids: [id] } : payload }),
            });
            return `${response.status} ${JSON.stringify(response.body).replaceAll(id, "<id>")}`;
          };
          const seen = await answer(target);
          const missing = await answer(MISSING_ID);
          tried++;
          if (seen !== missing || !seen.startsWith("404"))
            problems.push(
              `${method} ${path(":id")} (${def.name}): B's → ${seen.slice(0, 160)}; missing → ${missing.slice(0, 160)}`,
            );
        }
        const list = await server.api(a, "GET", def.parent ? collectionPath(def, MISSING_ID) : def.name, {
          token: tokenA,
        });
        if (JSON.stringify(list.body).includes(ofB.id))
          problems.push(`${def.name}: A's list shows B's record`);
        if (JSON.stringify(await rowsOfTenant(def, b)) !== JSON.stringify(before))
          problems.push(`${def.name}: B's rows changed`);
      }
      expect(tried).toBeGreaterThan(RESOURCE_LIST.filter(writable).length * 4 - 1);
      expect(problems).toEqual([]);
    },
    SUITE_TIMEOUT,
  );
});

/** Wrong values for a field: each must be refused with an error on that field. */
const wrongValues = (field: FieldDef): unknown[] => {
  const common = [{ objeto: 1 }];
  switch (field.kind) {
    case "int":
      return [...common, "doze", 1.5, true];
    case "decimal":
    case "money":
      return [...common, "doze", true, ...(field.kind === "money" ? [-1, 0.5] : [])];
    case "bool":
      return [...common, "sim", 1];
    case "multiselect":
      return ["lista", [{}], ["opcao-inexistente"]];
    case "tags":
      return ["lista", [{}], [""]];
    case "json":
      return ["texto", 7];
    case "select":
      return [...common, 12345, "opcao-inexistente"];
    case "ref":
      return [...common, 12345, "nao-e-uuid"];
    case "date":
      return [...common, 12345, "31/02/2026", "2026-02-31"];
    case "datetime":
      return [...common, 12345, "ontem"];
    case "time":
      return [...common, 12345, "25:61"];
    case "email":
      return [...common, 12345, "nao-e-email", "x".repeat(field.max ?? 300)];
    case "url":
      return [...common, 12345, "javascript:alert(1)"];
    case "slug":
      return [...common, 12345, "copa estadual", "copa--2025", "x".repeat((field.max ?? 120) + 1)];
    case "color":
      return [...common, 12345, "azul"];
    case "phone":
      return [...common, 12345, "123"];
    case "cep":
      return [...common, 12345, "123"];
    case "cpf":
      return [...common, 12345, "111.111.111-11"];
    case "cnpj":
      return [...common, 12345, "11.111.111/1111-11"];
    case "image":
    case "file":
      return [...common, 12345, "../../etc/passwd"];
    default:
      return [...common, 12345, true, ["texto"], "x".repeat((field.max ?? 200) + 1)];
  }
};

describe("validation of every resource write, generated from its fields", () => {
  it(
    "answers 400 with a pt-BR error on the field, never 5xx, and writes nothing",
    async () => {
      const target = await server.createTenant();
      const token = await server.loginAs(target, everything);
      const samples = sampler(server, target, token);
      type Case = { name: string; method: "POST" | "PATCH"; path: string; payload: string; field?: string };
      const cases: Case[] = [];
      const records = new Map<string, Record<string, any>>();
      for (const def of RESOURCE_LIST.filter(writable)) {
        const { body, parentId } = await samples.body(def.name);
        const existing = await samples.create(def.name);
        records.set(def.name, existing);
        const create = collectionPath(def, parentId);
        const send = (name: string, payload: unknown, field?: string, method: "POST" | "PATCH" = "POST") =>
          cases.push({
            name: `${def.name}: ${name}`,
            method,
            path: method === "POST" ? create : `${def.name}/${existing.id}`,
            payload: JSON.stringify(payload),
            ...(field ? { field } : {}),
          });
        for (const [key, field] of Object.entries(def.fields)) {
          if (field.readOnly || def.parent?.field === key) continue;
          for (const wrong of wrongValues(field)) {
            send(`${key} = ${JSON.stringify(wrong).slice(0, 30)}`, { ...body, [key]: wrong }, key);
            if (hasAction(def, "update"))
              send(
                `patch ${key} = ${JSON.stringify(wrong).slice(0, 30)}`,
                { [key]: wrong, version: existing.version },
                key,
                "PATCH",
              );
          }
          if (field.required && field.default === undefined && field.kind !== "bool") {
            const { [key]: _, ...rest } = body;
            send(`without ${key}`, rest, key);
            send(`${key} = null`, { ...body, [key]: null }, key);
          }
        }
        send("unknown field", { ...body, campo_desconhecido: "x" });
        send("body as array", [body]);
        send("body as text", "texto");
        if (hasAction(def, "update")) send("patch without version", { ...body }, "version", "PATCH");
      }
      expect(cases.length).toBeGreaterThan(RESOURCE_LIST.length * 5);
      const before = await dumpDatabase(server.db);
      const problems: string[] = [];
      for (const { name, method, path, payload, field } of cases) {
        const response = await server.app.inject({
          method,
          url: `/t/${target.identifier}/api/v1/${path}`,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          payload,
        });
        const answer: ApiResponse = {
          status: response.statusCode,
          body: response.json(),
          headers: response.headers,
        };
        const where = `${name} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 240)}`;
        if (answer.status !== 400) problems.push(`not 400: ${where}`);
        else if (answer.body.status !== 0 || ENGLISH.test(answer.body.message))
          problems.push(`envelope: ${where}`);
        else if (field && !answer.body.errors?.[field]) problems.push(`no error on ${field}: ${where}`);
        else if (Object.values(answer.body.errors ?? {}).some((message) => ENGLISH.test(String(message))))
          problems.push(`english: ${where}`);
        else if (!/^\p{Lu}/u.test(answer.body.message)) problems.push(`message: ${where}`);
      }
      expect(problems).toEqual([]);
      expect(await dumpDatabase(server.db)).toEqual(before);
    },
    SUITE_TIMEOUT,
  );
});
