import { AppError } from "../../platform/http/errors.ts";
import { describeGraphError, describeUnreachable, type GraphError } from "./cloudApiErrors.ts";

const TIMEOUT_MS = 10_000;

export type CloudMessage =
  | { kind: "text"; text: string }
  | { kind: "template"; template: string; language: string };

/** The Cloud API's JSON body of a message to one person (messages endpoint). */
const messageBody = (to: string, message: CloudMessage) =>
  message.kind === "text"
    ? {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to,
        type: "text",
        text: { preview_url: false, body: message.text },
      }
    : {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to,
        type: "template",
        template: { name: message.template, language: { code: message.language } },
      };

/** The answer's JSON object; null when the body is not one (an HTML page, a bare string...). */
const readJsonObject = async (response: Response): Promise<Record<string, unknown> | null> => {
  try {
    const value: unknown = await response.json();
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * Sends one message through `POST {base}/{phone_number_id}/messages` with the bearer token. Answers
 * the ids the API gave; any failure becomes a 502/504 whose pt-BR message says what to fix. Only
 * the Graph error's own message is repeated, never an arbitrary body: the base URL is a tenant's
 * choice, and the answer must not turn the server into a proxy for reading other addresses.
 */
export const sendCloudMessage = async ({
  baseUrl,
  phoneNumberId,
  token,
  to,
  message,
}: {
  baseUrl: string;
  phoneNumberId: string;
  token: string;
  to: string;
  message: CloudMessage;
}) => {
  const url = `${baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(phoneNumberId)}/messages`;
  const host = new URL(url).host;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify(messageBody(to, message)),
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    const { status, message: text } = describeUnreachable({ host, cause });
    throw new AppError(status, text);
  }
  const body = (await readJsonObject(response)) as {
    error?: GraphError;
    contacts?: { wa_id?: string }[];
    messages?: { id?: string }[];
  } | null;
  if (response.status >= 300 && response.status < 400)
    throw new AppError(
      502,
      `A API do WhatsApp em ${host} respondeu com um redirecionamento (HTTP ${response.status}). Confira a URL base da API.`,
    );
  if (!response.ok || !body || body.error) {
    if (!body)
      throw new AppError(
        502,
        `A API em ${host} respondeu HTTP ${response.status} fora do formato da Cloud API. Confira a URL base da API.`,
      );
    throw new AppError(
      502,
      describeGraphError({
        status: response.status,
        error: body.error ?? null,
        template:
          message.kind === "template"
            ? { name: message.template, language: message.language }
            : { name: null, language: "" },
      }),
    );
  }
  return {
    http_status: response.status,
    wa_id: body.contacts?.[0]?.wa_id ?? null,
    message_id: body.messages?.[0]?.id ?? null,
  };
};
