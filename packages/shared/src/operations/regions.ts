import { z } from "zod";
import { ZCepAddress } from "../contracts/address.ts";
import { defineOperations, returnsShape } from "./operation.ts";

/** Places: the address of a CEP. */
export const regionsOperations = defineOperations("regions", {
  cep: {
    method: "GET",
    path: "cep/:cep",
    summary: "O endereço de um CEP (logradouro, bairro, cidade, UF, código IBGE)",
    // Any logged-in person fills addresses; login keeps the service from being a free public proxy.
    guard: { auth: "login" },
    params: z.object({ cep: z.string() }),
    response: returnsShape(ZCepAddress),
  },
});
