import { GatewayError } from "./gatewayTypes.ts";

const TIMEOUT_MS = 15_000;

/** One JSON call to a gateway; its error answer becomes a GatewayError naming the gateway. */
export const gatewayFetch = async <T>(
  gateway: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: "application/json",
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new GatewayError(`Não foi possível falar com o ${gateway}. Tente de novo em instantes.`);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const detail = describeError(data);
    throw new GatewayError(
      response.status === 401 || response.status === 403
        ? `O ${gateway} recusou as credenciais. Confira a chave de API nas configurações de pagamento.`
        : `O ${gateway} recusou a cobrança${detail ? `: ${detail}` : ` (HTTP ${response.status})`}.`,
      response.status,
    );
  }
  return data as T;
};

/** The first readable message of the three gateways' error shapes. */
const describeError = (data: unknown): string | null => {
  if (!data || typeof data !== "object") return null;
  const record = data as Record<string, unknown>;
  const errors = record.errors;
  if (Array.isArray(errors) && errors[0] && typeof errors[0] === "object") {
    const first = errors[0] as Record<string, unknown>;
    if (typeof first.description === "string") return first.description;
    if (typeof first.message === "string") return first.message;
  }
  if (typeof record.message === "string") return record.message;
  return null;
};

export const reais = (cents: number) => Math.round(cents) / 100;
export const centsOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? Math.round(value * 100) : null;
export const dateOrNull = (value: unknown): Date | null => {
  if (typeof value !== "string" || !value) return null;
  const date = new Date(value.length === 10 ? `${value}T12:00:00-03:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};
export const stringOrNull = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : null;
