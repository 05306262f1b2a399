import { z } from "zod";
import { zEnvelope } from "./envelope.ts";

/** The tenant directory answer (spec §3 "Tenant client record", §7). */
export const ZClient = z.object({
  backend: z.string(),
  backend_upload: z.string(),
  backend_list: z.array(z.string()),
  backend_upload_list: z.array(z.string()),
  hiddenmodules_identifiers: z.array(z.string()),
  public: z.boolean(),
  ai: z.boolean(),
  t9n: z.array(z.string()),
  identifier: z.string(),
  code: z.string(),
  name: z.string(),
  logos: z.object({ light: z.string().nullable(), dark: z.string().nullable() }),
  /** Debt flag: the tenant owes the platform; the app shows a notice to its staff. */
  d: z.boolean(),
});
export type Client = z.infer<typeof ZClient>;

/**
 * What GET /api/v1/quadra/client answers (spec §7): `{status, client}`, where a client written to
 * the spec reads the record, and the same record under `result` too, where this app's API client
 * (apiRequest) reads every answer. The record is a few hundred bytes: saying it twice keeps one
 * envelope for every call of this app without failing a client written to the spec.
 */
export const ZClientAnswer = zEnvelope(ZClient).extend({ client: ZClient });
export type ClientAnswer = z.infer<typeof ZClientAnswer>;

export const ZClientQuery = z
  .object({ host: z.string().max(253).optional(), code: z.string().max(64).optional() })
  .refine((query) => Boolean(query.host || query.code), {
    message: "Informe o host ou o código do cliente.",
  });
