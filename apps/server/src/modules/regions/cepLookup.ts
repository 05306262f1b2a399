import { type CepAddress, isBrazilUf, onlyDigits } from "@quadra/shared";
import { z } from "zod";
import { municipalityCode } from "./brazilCatalog.ts";

/**
 * The CEP service could not give an answer we can use (unreachable, too slow, an HTTP error or a
 * body that is not ViaCEP's): the person types the address instead. `reason` is for the log.
 */
export class CepLookupUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "CepLookupUnavailable";
  }
}

/** ViaCEP's answer, read loosely: compatible services leave out fields we do not use. */
const ZViaCepFound = z.object({
  logradouro: z.string().default(""),
  bairro: z.string().default(""),
  localidade: z.string().trim().min(1),
  uf: z.string().refine(isBrazilUf),
  ibge: z
    .string()
    .regex(/^\d{7}$/)
    .or(z.literal(""))
    .default(""),
});

// ViaCEP has answered `{"erro": true}` and, on its newer paths, `{"erro": "true"}`.
const saysNotFound = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  [true, "true"].includes((body as { erro?: unknown }).erro as never);

/**
 * Looks a CEP up in a ViaCEP-compatible JSON service. Answers the address, or null when the service
 * says the CEP does not exist; throws CepLookupUnavailable for anything else.
 */
export const lookupCep = async ({
  cep,
  urlTemplate,
  timeoutMs,
}: {
  /** 8 digits (the caller validates). */
  cep: string;
  /** The service's address with `{cep}` where the digits go. */
  urlTemplate: string;
  timeoutMs: number;
}): Promise<CepAddress | null> => {
  const digits = onlyDigits(cep);
  let body: unknown;
  try {
    // The signal also bounds reading the body, so a service that trickles its answer times out too.
    const response = await fetch(urlTemplate.replaceAll("{cep}", digits), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new CepLookupUnavailable(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof CepLookupUnavailable) throw error;
    const reason = (error as Error)?.name === "TimeoutError" ? `no answer in ${timeoutMs} ms` : String(error);
    throw new CepLookupUnavailable(reason, { cause: error });
  }
  if (saysNotFound(body)) return null;
  const found = ZViaCepFound.safeParse(body);
  if (!found.success) throw new CepLookupUnavailable("the answer is not ViaCEP's JSON");
  const { logradouro, bairro, localidade, uf, ibge } = found.data;
  // A compatible service may leave the IBGE code out: the offline catalog knows it by name.
  const ibgeCode = ibge || municipalityCode({ name: localidade, uf }) || "";
  return {
    cep: digits,
    street: logradouro,
    district: bairro,
    city: localidade,
    state: uf,
    ibge_code: ibgeCode,
  };
};
