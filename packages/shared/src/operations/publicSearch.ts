import { z } from "zod";
import {
  type PublicAssociationCard,
  type PublicDocumentCard,
  type PublicSearchPage,
  type PublicUserCard,
  ZPublicSearchQuery,
} from "../contracts/publicSearch.ts";
import { defineOperations, returns, returnsFile } from "./operation.ts";

const LOGIN = { auth: "login" } as const;
const LABELS = { q: "Busca", page: "Página", per_page: "Itens por página" };
const ZId = z.object({ id: z.uuid("Identificador inválido.") });

/**
 * The public search (spec /public: people, associations, documents), for logged-in people: only what
 * the tenant chose to make public, paginated, accent-free; the photos, shields and files it links to.
 */
export const publicSearchOperations = defineOperations("publicsearch", {
  users: {
    method: "GET",
    path: "public/search/users",
    summary: "Buscar pessoas que consentiram em um perfil público (só os campos escolhidos)",
    guard: LOGIN,
    query: ZPublicSearchQuery,
    fieldLabels: LABELS,
    response: returns<PublicSearchPage<PublicUserCard>>(),
  },
  userImage: {
    method: "GET",
    path: "public/search/users/:id/image",
    summary: "A foto de uma pessoa mostrada pela busca pública",
    guard: LOGIN,
    params: ZId,
    response: returnsFile(),
  },
  associations: {
    method: "GET",
    path: "public/search/associations",
    summary: "Buscar entidades aprovadas (só os campos escolhidos)",
    guard: LOGIN,
    query: ZPublicSearchQuery,
    fieldLabels: LABELS,
    response: returns<PublicSearchPage<PublicAssociationCard>>(),
  },
  associationShield: {
    method: "GET",
    path: "public/search/associations/:id/shield",
    summary: "O escudo de uma entidade mostrada pela busca pública",
    guard: LOGIN,
    params: ZId,
    response: returnsFile(),
  },
  documents: {
    method: "GET",
    path: "public/search/documents",
    summary: "Buscar os documentos publicados pela federação",
    guard: LOGIN,
    query: ZPublicSearchQuery,
    fieldLabels: LABELS,
    response: returns<PublicSearchPage<PublicDocumentCard>>(),
  },
  documentFile: {
    method: "GET",
    path: "public/search/documents/:id/file",
    summary: "O arquivo de um documento publicado",
    guard: LOGIN,
    params: ZId,
    response: returnsFile(),
  },
});
