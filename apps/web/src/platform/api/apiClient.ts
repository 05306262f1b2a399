import type { ApiEnvelope } from "@quadra/shared";
import { i18n } from "../../i18n/i18n.ts";
import { notifyError } from "../notify/notify.tsx";
import { appStore } from "../state/appStore.ts";
import { ApiError } from "./apiError.ts";
import { takeEarlyResponse, takeEarlyResult } from "./earlyResponses.ts";

let onUnauthorized: (() => void) | null = null;

/**
 * What to do when a signed call answers 401 outside auth/* (the token was revoked or expired): the
 * app ends the local session, and the guard then sends the person to login.
 */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

export type ApiRequest = {
  /** Path under `{backend}/api/v1/`, without a leading slash (e.g. `auth/me`). */
  path: string;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Another base than the active backend (directory calls use the page's own origin: ""). */
  backend?: string;
  /** Skip the negative notification (the caller shows the failure itself or ignores it). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` of an import's commit). */
  headers?: Record<string, string>;
};

export const buildUrl = ({
  backend,
  path,
  query,
}: {
  backend: string;
  path: string;
  query?: ApiRequest["query"];
}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : "";
  return `${backend.replace(/\/+$/, "")}/api/v1/${path.replace(/^\/+/, "")}${suffix}`;
};

/**
 * The result of an answer index.html's early script already has for a GET of `path` as this client
 * would ask it now (the active backend, the stored token), taken once; null when none is in.
 */
export const takeEarlyResultFor = <T>(path: string) => {
  const { backend, token } = appStore.get();
  return backend ? takeEarlyResult<T>({ url: buildUrl({ backend, path }), token: token ?? null }) : null;
};

const parseEnvelope = async <T>(response: Response): Promise<ApiEnvelope<T> | null> => {
  try {
    return (await response.json()) as ApiEnvelope<T>;
  } catch {
    return null;
  }
};

/**
 * Calls the API and unwraps the envelope. Any answer whose status is not 1 throws an ApiError and,
 * unless `quiet`, shows a negative notification with the server's message (spec §8).
 */
export const apiRequest = async <T>({
  path,
  method = "GET",
  body,
  query,
  backend,
  quiet = false,
  signal,
  headers: extraHeaders,
}: ApiRequest): Promise<T> => {
  const { backend: activeBackend, token } = appStore.get();
  const base = backend ?? activeBackend;
  const fail = (error: ApiError): never => {
    if (!quiet) notifyError({ message: error.message });
    throw error;
  };
  if (base === null || base === undefined) {
    return fail(new ApiError({ message: i18n.t("api.no_backend"), status: 0 }));
  }
  // A device that knows it has no network (navigator.onLine false) fails at once, as a request that
  // got no answer would: the caller keeps what it must (platform/offline) instead of waiting.
  if (typeof navigator !== "undefined" && navigator.onLine === false)
    return fail(new ApiError({ message: i18n.t("api.unreachable"), status: 0 }));
  const headers: Record<string, string> = { ...extraHeaders, Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = buildUrl({ backend: base, path, query });
  const early =
    method === "GET" && !extraHeaders && !signal ? takeEarlyResponse({ url, token: token ?? null }) : null;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (cause) {
    if ((cause as Error)?.name === "AbortError") throw cause;
    return fail(new ApiError({ message: i18n.t("api.unreachable"), status: 0 }));
  }
  const envelope = await parseEnvelope<T>(response);
  if (envelope?.status === 1) return envelope.result;
  if (response.status === 401 && token && !path.startsWith("auth/")) onUnauthorized?.();
  return fail(
    new ApiError({
      message: envelope?.message || i18n.t("api.unexpected", { status: response.status }),
      status: response.status,
      code: envelope?.status === 0 ? envelope.code : undefined,
      errors: envelope?.status === 0 ? envelope.errors : undefined,
    }),
  );
};
