import { type FakeAnswer, fakeId, startFakeHttp } from "./fakeHttp.ts";

/**
 * A local WhatsApp Cloud API (Graph `POST /{version}/{phone_number_id}/messages`, bearer token):
 * answers a sent message as the API documents it, or, for a number told to refuse, the API's error
 * shape (e.g. 131047: more than 24 hours since the person last wrote).
 */
export const startFakeWhatsApp = async ({
  token,
  phoneNumberId,
}: {
  token: string;
  phoneNumberId: string;
}) => {
  const refusals = new Map<string, { code: number; message: string }>();
  const fake = await startFakeHttp((request): FakeAnswer => {
    if (request.headers.authorization !== `Bearer ${token}`)
      return {
        status: 401,
        body: { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } },
      };
    if (request.method !== "POST" || request.path !== `/v21.0/${phoneNumberId}/messages`)
      return {
        status: 404,
        body: { error: { message: "Unknown path", type: "GraphMethodException", code: 100 } },
      };
    const to = String((request.body as { to?: unknown } | null)?.to ?? "");
    const refusal = refusals.get(to);
    if (refusal)
      return { status: 400, body: { error: { ...refusal, type: "OAuthException", error_subcode: 2494010 } } };
    return {
      status: 200,
      body: {
        messaging_product: "whatsapp",
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.${fakeId("")}` }],
      },
    };
  });
  return {
    baseUrl: `${fake.url}/v21.0`,
    requests: fake.requests,
    /** From now on, messages to `to` (digits with the country code) are refused with `code`. */
    refuse: (to: string, code: number, message: string) => refusals.set(to, { code, message }),
    close: fake.close,
  };
};
