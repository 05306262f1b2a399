import { z } from "zod";
import {
  IMPORT_LABELS,
  type ImagesImportReport,
  type ImportDetail,
  type ImportPreview,
  type UploadedImport,
  ZImportPreview,
} from "../contracts/imports.ts";
import { defineOperations, returns } from "./operation.ts";

const uuid = () => z.uuid("Identificador inválido.");
const ZAssociationId = z.object({ id: uuid() });
const ZManagedImport = z.object({ id: uuid(), importId: uuid() });

const MANAGERS = { auth: "login", permissions: ["my_associations"] } as const;
// The association (`:id`) and the import (`:importId`) of the path, named in a 400 like the body's fields.
const MANAGER_LABELS = { ...IMPORT_LABELS, id: "Entidade", importId: "Importação" };
const ZIP_LABELS = { file: "Arquivo" };

/**
 * People imports beyond the staff's `imports`: a manager's import of athletes into their association
 * (the same steps, the affiliation forced) and the .zip imports of people's photos named by cpf and of
 * associations' shields named by CNPJ.
 */
export const peopleImportsOperations = defineOperations("peopleimports", {
  usersImages: {
    method: "POST",
    path: "users/images/import",
    summary: "Aplicar um .zip de fotos de pessoas nomeadas pelo CPF (relatório por arquivo)",
    guard: { auth: "login", permissions: ["users"] },
    upload: true,
    fieldLabels: ZIP_LABELS,
    response: returns<ImagesImportReport>(),
  },
  associationsImages: {
    method: "POST",
    path: "associations/images/import",
    summary: "Aplicar um .zip de escudos de entidades nomeados pelo CNPJ (relatório por arquivo)",
    guard: { auth: "login", permissions: ["associations"] },
    upload: true,
    fieldLabels: ZIP_LABELS,
    response: returns<ImagesImportReport>(),
  },
  managedUpload: {
    method: "POST",
    path: "my/associations/:id/imports",
    summary: "Um(a) gestor(a) envia uma planilha CSV/XLSX de atletas de sua entidade (multipart: `file`)",
    guard: MANAGERS,
    params: ZAssociationId,
    upload: true,
    fieldLabels: MANAGER_LABELS,
    response: returns<UploadedImport>(),
  },
  managedOne: {
    method: "GET",
    path: "my/associations/:id/imports/:importId",
    summary: "Uma importação do(a) gestor(a), com seu andamento",
    guard: MANAGERS,
    params: ZManagedImport,
    fieldLabels: MANAGER_LABELS,
    response: returns<ImportDetail>(),
  },
  managedPreview: {
    method: "POST",
    path: "my/associations/:id/imports/:importId/preview",
    summary: "Conferir a importação de atletas de um(a) gestor(a)",
    guard: MANAGERS,
    params: ZManagedImport,
    body: ZImportPreview,
    fieldLabels: MANAGER_LABELS,
    response: returns<ImportPreview>(),
  },
  managedCommit: {
    method: "POST",
    path: "my/associations/:id/imports/:importId/commit",
    summary: "Gravar os atletas de um(a) gestor(a) em uma transação, como tarefa (cabeçalho Idempotency-Key)",
    guard: MANAGERS,
    params: ZManagedImport,
    fieldLabels: MANAGER_LABELS,
    response: returns<ImportDetail>(),
  },
});
