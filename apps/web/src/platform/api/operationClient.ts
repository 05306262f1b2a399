import {
  type BodyIn,
  fillPath,
  type HttpMethod,
  type Operation,
  type OperationGroup,
  type ParamsIn,
  type QueryIn,
  type ResultOf,
} from "@quadra/shared/operations/operation";
import { appStore } from "../state/appStore.ts";
import { apiRequest, buildUrl } from "./apiClient.ts";

/** Where a contract lives: all the web app needs at run time (its schemas stay on the server). */
export type OperationAddress = { readonly method: HttpMethod; readonly path: string };

/** How a call is made, beyond the contract's inputs. */
export type CallOptions = {
  /** Skip the negative notification (the caller shows the failure itself or ignores it). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` of an import's commit). */
  headers?: Record<string, string>;
  /** Another backend than the active one (the start-up tries the tenant's alternatives). */
  backend?: string;
};

type Present<Value, Key extends string> = [Value] extends [never]
  ? { [K in Key]?: never }
  : object extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** The inputs of a call: the contract's params, query and body (each only where it declares one). */
export type CallInput<O extends Operation> = Present<ParamsIn<O>, "params"> &
  Present<QueryIn<O>, "query"> &
  Present<BodyIn<O>, "body"> &
  CallOptions;

type NeedsInput<O extends Operation> = object extends Omit<CallInput<O>, keyof CallOptions> ? false : true;

export type OperationCall<O extends Operation> =
  NeedsInput<O> extends true
    ? (input: CallInput<O>) => Promise<ResultOf<O>>
    : (input?: CallInput<O>) => Promise<ResultOf<O>>;

/** The typed functions of a contract group: one per operation, named as in the contract. */
export type OperationClient<G extends OperationGroup> = {
  [K in keyof G["operations"]]: OperationCall<G["operations"][K]>;
};

const queryOf = (query: unknown) => {
  const out: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    out[key] = typeof value === "number" ? value : String(value);
  }
  return out;
};

/**
 * The typed client of a contract group, built from the generated addresses
 * (`operations/<group>.ts`, `npm run api:client`). The addresses' types must equal the contract's,
 * so a changed method or path fails to compile until the client is generated again.
 */
export const operationClient = <G extends OperationGroup>(
  addresses: {
    [K in keyof G["operations"]]: { method: G["operations"][K]["method"]; path: G["operations"][K]["path"] };
  },
): OperationClient<G> =>
  Object.fromEntries(
    Object.entries(addresses as Record<string, OperationAddress>).map(([key, address]) => [
      key,
      (input: CallInput<Operation> = {}) =>
        apiRequest({
          path: fillPath(address.path, input.params as Record<string, unknown> | undefined),
          method: address.method,
          query: queryOf(input.query),
          body: input.body,
          quiet: input.quiet,
          signal: input.signal,
          headers: input.headers,
          backend: input.backend,
        }),
    ]),
  ) as OperationClient<G>;

/**
 * The address of a file a contract answers (an export, an image, a stream) on the active backend,
 * for a link, an `<img>` or an EventSource: these are opened by the browser, not fetched as JSON.
 */
export const operationUrl = <O extends Operation>(
  address: { method: O["method"]; path: O["path"] },
  input: Pick<CallInput<O>, "params" | "query"> = {} as Pick<CallInput<O>, "params" | "query">,
) =>
  buildUrl({
    backend: appStore.get().backend ?? "",
    path: fillPath(address.path, input.params as Record<string, unknown> | undefined),
    query: queryOf(input.query),
  });
