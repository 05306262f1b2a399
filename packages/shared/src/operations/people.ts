import { z } from "zod";
import type { Page } from "../contracts/envelope.ts";
import {
  PERSON_FIELD_LABELS,
  type PeoplePage,
  type Person,
  type PersonInput,
  type PersonOption,
  type PersonPatch,
  ZDecisionBody,
  ZPeopleListQuery,
  ZPeopleOptionsQuery,
  ZPersonImageBody,
  ZPersonQueueQuery,
  ZRejectBody,
} from "../contracts/people.ts";
import { bodyCheckedByHandler } from "./handlerChecked.ts";
import { defineOperations, returns, returnsFile } from "./operation.ts";

const ZPersonId = z.object({ id: z.uuid("Identificador inválido.") });
// The create and image screens need only login (spec §6): who may do what to whom is decided per person.
const LOGIN = { auth: "login" } as const;
const STAFF = { auth: "login", permissions: ["users"] } as const;

/** A decision on a queue of the register: approving needs no reason, refusing does. */
const decisions = <const Path extends string>(path: Path, summaries: { approve: string; reject: string }) =>
  ({
    approve: {
      method: "POST",
      path: `users/:id/${path}/approve`,
      summary: summaries.approve,
      guard: STAFF,
      params: ZPersonId,
      body: ZDecisionBody.optional(),
      fieldLabels: PERSON_FIELD_LABELS,
      response: returns<Person>(),
    },
    reject: {
      method: "POST",
      path: `users/:id/${path}/reject`,
      summary: summaries.reject,
      guard: STAFF,
      params: ZPersonId,
      body: ZRejectBody,
      fieldLabels: PERSON_FIELD_LABELS,
      response: returns<Person>(),
    },
  }) as const;

const profilePicture = decisions("profilepicture", {
  approve: "Aprovar a foto de perfil que a pessoa enviou",
  reject: "Recusar a foto de perfil que a pessoa enviou, com o motivo",
});
const socialName = decisions("socialname", {
  approve: "Aprovar o nome social que a pessoa enviou",
  reject: "Recusar o nome social que a pessoa enviou, com o motivo",
});

/**
 * The register of people (`users`, spec §2 /records/users): the staff's list, search and export, a
 * person's record, its photo and the two queues of values a person sent for approval.
 */
export const peopleOperations = defineOperations("users", {
  options: {
    method: "GET",
    path: "users/options",
    summary: "Pessoas do portal para os campos de seleção (nome, e-mail ou CPF; 50 no máximo)",
    guard: STAFF,
    query: ZPeopleOptionsQuery,
    response: returns<PersonOption[]>(),
  },
  list: {
    method: "GET",
    path: "users",
    summary: "Pessoas do portal: busca por nome, nome social, e-mail, CPF ou matrícula, filtros e ordenação",
    guard: STAFF,
    query: ZPeopleListQuery,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<PeoplePage>(),
  },
  exportCsv: {
    method: "GET",
    path: "users/export.csv",
    summary: "As pessoas da lista (mesma busca, filtros e ordem) em CSV",
    guard: STAFF,
    query: ZPeopleListQuery,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returnsFile(),
  },
  exportXlsx: {
    method: "GET",
    path: "users/export.xlsx",
    summary: "As pessoas da lista (mesma busca, filtros e ordem) em XLSX",
    guard: STAFF,
    query: ZPeopleListQuery,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returnsFile(),
  },
  one: {
    method: "GET",
    path: "users/:id",
    summary: "Uma pessoa (a equipe, a própria pessoa ou seu responsável)",
    guard: LOGIN,
    params: ZPersonId,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Person>(),
  },
  create: {
    method: "POST",
    path: "users",
    summary: "Cadastrar uma pessoa (equipe) ou um dependente de quem chama",
    guard: LOGIN,
    body: bodyCheckedByHandler<PersonInput>(),
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Person>(),
  },
  update: {
    method: "PATCH",
    path: "users/:id",
    summary: "Alterar o cadastro de uma pessoa (com a versão lida)",
    guard: STAFF,
    params: ZPersonId,
    body: bodyCheckedByHandler<PersonPatch>(),
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Person>(),
  },
  disable: {
    method: "POST",
    path: "users/:id/disable",
    summary: "Desativar uma pessoa (encerra as sessões dela)",
    guard: STAFF,
    params: ZPersonId,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Person>(),
  },
  enable: {
    method: "POST",
    path: "users/:id/enable",
    summary: "Reativar uma pessoa",
    guard: STAFF,
    params: ZPersonId,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Person>(),
  },
  setImage: {
    method: "PUT",
    path: "users/:id/image",
    summary: "Definir a foto de uma pessoa a partir de um upload (a própria pessoa: vai para aprovação)",
    guard: LOGIN,
    params: ZPersonId,
    body: ZPersonImageBody,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Person>(),
  },
  removeImage: {
    method: "DELETE",
    path: "users/:id/image",
    summary: "Remover a foto de uma pessoa",
    guard: LOGIN,
    params: ZPersonId,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Person>(),
  },
  profilePictures: {
    method: "GET",
    path: "users/approvals/profilepictures",
    summary: "Pessoas com foto de perfil aguardando aprovação, das mais antigas às mais novas",
    guard: STAFF,
    query: ZPersonQueueQuery,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Page<Person>>(),
  },
  approveProfilePicture: profilePicture.approve,
  rejectProfilePicture: profilePicture.reject,
  socialNames: {
    method: "GET",
    path: "users/approvals/socialnames",
    summary: "Pessoas com nome social aguardando aprovação, das mais antigas às mais novas",
    guard: STAFF,
    query: ZPersonQueueQuery,
    fieldLabels: PERSON_FIELD_LABELS,
    response: returns<Page<Person>>(),
  },
  approveSocialName: socialName.approve,
  rejectSocialName: socialName.reject,
});
