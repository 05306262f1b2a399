import type { z } from "zod";
import type { ModuleKey } from "../modules.ts";
import type { PermissionKey } from "../permissions.ts";

/**
 * Who may call an operation, checked by the server before the body is parsed and mirrored by the web
 * app's route flags: login → super → permissions (403 denied) → modules (403 disabled) → read-only.
 */
export type OperationGuard = {
  auth: "public" | "login" | "super";
  permissions?: readonly PermissionKey[];
  modules?: readonly ModuleKey[];
  /** May run while the tenant is read-only (it changes no business data: login, logout, check). */
  allowReadOnly?: boolean;
};

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * What a successful call answers. `json` is the `result` of the success envelope, typed by `T`
 * (many answers are assembled from several tables, so their type is declared in TypeScript next to
 * the contract rather than re-described in Zod); `file` is a download or a stream (exports, images,
 * the realtime stream), which the web app opens by address instead of fetching as JSON.
 */
export type JsonResponse<T> = {
  kind: "json";
  /** The schema of `result` (the envelope around it is the usual one). */
  schema?: z.ZodType;
  /** The schema of the whole answer, where spec §7 puts fields beside `status` too. */
  answer?: z.ZodType;
  __result?: T;
};
export type FileResponse = { kind: "file" };
export type OperationResponse<T = unknown> = JsonResponse<T> | FileResponse;

/** The answer of an operation is `T` (the envelope's result). */
export const returns = <T>(): JsonResponse<T> => ({ kind: "json" });
/** The answer is described by a Zod schema too: the API reference shows it and the server checks it. */
export const returnsShape = <S extends z.ZodType>(schema: S): JsonResponse<z.output<S>> => ({
  kind: "json",
  schema,
});
/**
 * The whole answer is described (status, the fields spec §7 names beside it, and `result`): the
 * server keeps exactly these fields and the client reads `result`.
 */
export const returnsAnswer = <S extends z.ZodType<{ status: 1; result: unknown }>>(
  answer: S,
): JsonResponse<z.output<S>["result"]> => ({ kind: "json", answer });
/** The answer of an operation is a file or a stream, not an envelope. */
export const returnsFile = (): FileResponse => ({ kind: "file" });

/**
 * One custom operation of the API, declared once: the server registers its route from it (method,
 * path, validation, guard, OpenAPI summary) and the web app's typed client calls it. Generic CRUD of a
 * resource is described by the resource definition instead.
 */
export type Operation = {
  method: HttpMethod;
  /** The path under `{backend}/api/v1/`, with `:name` for each path parameter. */
  path: string;
  /** What it does, in pt-BR, for the API reference. */
  summary: string;
  guard: OperationGuard;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: OperationResponse<unknown>;
  /** pt-BR names of the fields its 400 messages name, beyond the common ones. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Multipart upload: the body is a file read by the handler, not JSON. */
  upload?: boolean;
  /** Left out of the API reference (internal or test-only routes). */
  hidden?: boolean;
};

/** A module's operations by name; `tag` groups them in the API reference. */
export type OperationGroup = { tag: string; operations: Record<string, Operation> };

/**
 * Declares a module's operations keeping every literal (method, path) in the type, so a contract
 * change shows up wherever the typed client was generated from it.
 */
export const defineOperations = <const Ops extends Record<string, Operation>>(tag: string, operations: Ops) =>
  ({ tag, operations }) as { tag: string; operations: Ops };

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a successful call's envelope carries as `result`. */
export type ResultOf<O extends Operation> = O["response"] extends JsonResponse<infer T> ? T : never;

export type ParamsIn<O extends Operation> = InputOf<O["params"]>;
export type QueryIn<O extends Operation> = InputOf<O["query"]>;
export type BodyIn<O extends Operation> = InputOf<O["body"]>;
export type ParamsOut<O extends Operation> = OutputOf<O["params"]>;
export type QueryOut<O extends Operation> = OutputOf<O["query"]>;
export type BodyOut<O extends Operation> = OutputOf<O["body"]>;

/** The `:name` parameters of a path. */
export const pathParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);

/** A path with its parameters filled in (each encoded). */
export const fillPath = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "")
      throw new Error(`path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
