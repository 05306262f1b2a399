import { z } from "zod";
import type { MyRegisterRequest } from "../contracts/myRegisters.ts";
import {
  PUBLIC_MEMBERSHIP_LABELS,
  type RegisterOffer,
  ZMembershipChoice,
} from "../contracts/publicRegisters.ts";
import { defineOperations, returns } from "./operation.ts";

const LOGIN = { auth: "login", modules: ["registers"] } as const;
const ZRequestId = z.object({ membershiprequest_id: z.uuid("Identificador inválido.") });
const LABELS = { ...PUBLIC_MEMBERSHIP_LABELS, membershiprequest_id: "Pedido" };

/**
 * A person's own requests of the registers module (/my/registers/membershiprequests): membership
 * and affiliation requests with their review, the entry made and the bill to pay it; and a new
 * membership request, made by the same rules as the open page's.
 */
export const myRegistersOperations = defineOperations("myRegisters", {
  offer: {
    method: "GET",
    path: "my/registers/offer",
    summary: "Os tipos de registro em que a própria pessoa pode pedir associação, com planos e modalidades",
    guard: LOGIN,
    response: returns<RegisterOffer[]>(),
  },
  requests: {
    method: "GET",
    path: "my/registers/membershiprequests",
    summary: "Os pedidos de associação e de registro da pessoa, com a situação e a cobrança quando aprovados",
    guard: LOGIN,
    response: returns<MyRegisterRequest[]>(),
  },
  request: {
    method: "GET",
    path: "my/registers/membershiprequests/:membershiprequest_id",
    summary: "Um pedido da pessoa (de associação ou de registro), com a decisão e a cobrança",
    guard: LOGIN,
    params: ZRequestId,
    fieldLabels: LABELS,
    response: returns<MyRegisterRequest>(),
  },
  create: {
    method: "POST",
    path: "my/registers/membershiprequests",
    summary: "Pedir associação a um tipo de registro (a própria pessoa)",
    guard: LOGIN,
    body: ZMembershipChoice,
    fieldLabels: LABELS,
    response: returns<MyRegisterRequest>(),
  },
  bill: {
    method: "POST",
    path: "my/registers/membershiprequests/:membershiprequest_id/bill",
    summary:
      "A cobrança do débito de um pedido aprovado: a aberta que ele já tem, ou uma nova quando a anterior venceu",
    guard: LOGIN,
    params: ZRequestId,
    fieldLabels: LABELS,
    response: returns<MyRegisterRequest>(),
  },
});
