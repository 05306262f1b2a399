import { isValidCep } from "@quadra/shared";
import { regionsOperations } from "@quadra/shared/operations/regions";
import { ok } from "../../platform/http/envelope.ts";
import { AppError, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import type { App } from "../../platform/http/types.ts";
import { CepLookupUnavailable, lookupCep } from "./cepLookup.ts";

const CEP_INVALID = "Informe os 8 dígitos do CEP.";
const CEP_NOT_FOUND = "CEP não encontrado. Confira os números ou preencha o endereço à mão.";
const CEP_UNAVAILABLE =
  "Não foi possível consultar o CEP agora. Preencha o endereço à mão ou tente de novo em instantes.";

// Digits with the usual mask's dot, hyphen or spaces; letters are a typo, not something to strip.
const looksLikeCep = (value: string) => /^[\d.\s-]{8,12}$/.test(value) && isValidCep(value);

export const registerCepRoutes = (app: App) => {
  route(app, regionsOperations, "cep", async (request) => {
    const { cep } = request.params;
    if (!looksLikeCep(cep)) {
      throw new AppError(400, "CEP: informe os 8 dígitos do CEP.", { errors: { cep: CEP_INVALID } });
    }
    const { cepLookupUrl, cepLookupTimeoutMs } = app.deps.config;
    try {
      const address = await lookupCep({ cep, urlTemplate: cepLookupUrl, timeoutMs: cepLookupTimeoutMs });
      if (!address) throw notFound(CEP_NOT_FOUND);
      return ok(address);
    } catch (error) {
      if (!(error instanceof CepLookupUnavailable)) throw error;
      request.log.warn({ reason: error.message }, "CEP lookup unavailable");
      throw new AppError(503, CEP_UNAVAILABLE);
    }
  });
};
