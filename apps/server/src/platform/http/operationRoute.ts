import { type ApiSuccess, zEnvelope } from "@quadra/shared";
import type {
  BodyOut,
  Operation,
  OperationGroup,
  ParamsOut,
  QueryOut,
  ResultOf,
} from "@quadra/shared/operations/operation";
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { App } from "./types.ts";

/** The request a contract's handler receives: params, query and body as its schemas parsed them. */
export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: ParamsOut<O>;
  Querystring: QueryOut<O>;
  Body: BodyOut<O>;
}>;

/**
 * What a handler answers: the success envelope of the contract's result, or the reply itself when it
 * sent the answer (a file, a stream, a 201 with `reply.code(201).send(ok(...))`).
 */
export type OperationAnswer<O extends Operation> = ApiSuccess<ResultOf<O>> | FastifyReply;

export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<OperationAnswer<O>>;

/** The OpenAPI and serialization schema of a JSON answer, where the contract describes it in Zod. */
const responseSchemaOf = ({ response }: Operation) => {
  if (response.kind !== "json") return {};
  // 201 too: a create answers the same shape, and the schema is what keeps other fields out of it.
  if (response.answer) return { response: { 200: response.answer, 201: response.answer } };
  if (response.schema) {
    const envelope = zEnvelope(response.schema);
    return { response: { 200: envelope, 201: envelope } };
  }
  return {};
};

/** Server-only settings of a route that are no part of the contract (rate limits, body size). */
export type RouteExtras = {
  config?: Omit<FastifyContextConfig, "guard" | "fieldLabels" | "operation">;
  bodyLimit?: number;
  /** A hook that must run before the body is read (logout revokes the token there). */
  onRequest?: RouteOptions["onRequest"];
};

/**
 * Registers the route of one contract: method, path, validation, guard and API reference entry come
 * from the contract (packages/shared/src/operations/), so the server and the web client cannot
 * disagree on them. `name` is the group's tag and the operation's key (`teams.addMember`), which the
 * registration test matches against the catalogue.
 */
export const route = <G extends OperationGroup, K extends keyof G["operations"] & string>(
  app: App,
  group: G,
  key: K,
  handler: OperationHandler<G["operations"][K]>,
  extras: RouteExtras = {},
) => {
  const operation = group.operations[key] as Operation | undefined;
  if (!operation) throw new Error(`operation ${group.tag}.${key} is not declared in its contract`);
  const options: RouteOptions = {
    method: operation.method,
    url: `/${operation.path}`,
    bodyLimit: extras.bodyLimit,
    ...(extras.onRequest ? { onRequest: extras.onRequest } : {}),
    config: {
      ...extras.config,
      guard: operation.guard,
      fieldLabels: operation.fieldLabels ? { ...operation.fieldLabels } : undefined,
      operation: `${group.tag}.${key}`,
    },
    schema: {
      tags: [group.tag],
      summary: operation.summary,
      ...(operation.hidden ? { hide: true } : {}),
      // A multipart upload: the API reference shows a form, not a JSON body.
      ...(operation.upload ? { consumes: ["multipart/form-data"] } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...responseSchemaOf(operation),
    },
    handler: handler as unknown as RouteOptions["handler"],
  };
  app.route(options);
};

/**
 * Registers every operation of a group with its handler; the handlers' object must name each
 * operation of the contract exactly once (a missing or extra one fails to compile).
 */
export const routes = <G extends OperationGroup>(
  app: App,
  group: G,
  handlers: {
    [K in keyof G["operations"]]:
      | OperationHandler<G["operations"][K]>
      | [OperationHandler<G["operations"][K]>, RouteExtras];
  },
) => {
  for (const [key, entry] of Object.entries(handlers) as [
    string,
    OperationHandler<Operation> | [OperationHandler<Operation>, RouteExtras],
  ][]) {
    const [handler, extras] = Array.isArray(entry) ? entry : [entry, {}];
    route(app, group, key as keyof G["operations"] & string, handler as never, extras);
  }
};
