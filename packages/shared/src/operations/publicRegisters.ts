import { AUTH_FIELD_LABELS } from "../contracts/auth.ts";
import {
  type ContractVerification,
  PUBLIC_MEMBERSHIP_LABELS,
  type PublicMembershipAnswer,
  type PublicMembershipBody,
  type RegisterOffer,
  ZContractCode,
} from "../contracts/publicRegisters.ts";
import { bodyCheckedByHandler } from "./handlerChecked.ts";
import { defineOperations, returns } from "./operation.ts";

const PUBLIC = { auth: "public", modules: ["registers"] } as const;

/**
 * The registers' open side (issue 16): what the open page offers, the membership request made
 * there without a login (/public/open/registers/requests/create), and the public verification of
 * an athlete–association contract by its code (/public/contracts/:code, as CBF's BID).
 */
export const publicRegistersOperations = defineOperations("publicRegisters", {
  offer: {
    method: "GET",
    path: "public/registers/offer",
    summary:
      "Os tipos de registro abertos ao público, com os planos da página aberta e as modalidades com seus preços",
    guard: PUBLIC,
    response: returns<RegisterOffer[]>(),
  },
  requestMembership: {
    method: "POST",
    path: "public/registers/membershiprequests",
    summary:
      "Pedir associação sem login: cadastra a pessoa (ou a reconhece pelo CPF e pela data de nascimento) e cria o pedido para análise",
    guard: PUBLIC,
    // Checked by the handler against the schema built from the tenant's registration settings
    // (buildPublicMembershipSchema): here only its type, so any body reaches that check.
    body: bodyCheckedByHandler<PublicMembershipBody>(),
    fieldLabels: { ...AUTH_FIELD_LABELS, ...PUBLIC_MEMBERSHIP_LABELS },
    // 201: the answer is built field by field.
    response: returns<PublicMembershipAnswer>(),
  },
  contract: {
    method: "GET",
    path: "public/registers/contracts/:code",
    summary:
      "Conferir um contrato pelo código de verificação: atleta (só o nome), entidade, tipo, datas e situação",
    guard: PUBLIC,
    params: ZContractCode,
    fieldLabels: { code: "Código de verificação" },
    response: returns<ContractVerification>(),
  },
});
