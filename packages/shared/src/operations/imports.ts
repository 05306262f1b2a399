import { z } from "zod";
import {
  IMPORT_LABELS,
  type ImportDetail,
  type ImportPreview,
  type UploadedImport,
  ZImportPreview,
} from "../contracts/imports.ts";
import { defineOperations, returns } from "./operation.ts";

const ZImportId = z.object({ id: z.uuid("Identificador inválido.") });
const OPERATIONS = { auth: "login", permissions: ["operations"] } as const;

/**
 * The staff's spreadsheet imports of any importable records: upload, preview with a column mapping,
 * commit as a background job, progress. The list of imports and their rows are the generic CRUD of
 * the `imports` and `importitems` resources.
 */
export const importsOperations = defineOperations("imports", {
  upload: {
    method: "POST",
    path: "imports",
    summary: "Enviar uma planilha CSV/XLSX para importar (multipart: `file`, `resource`)",
    guard: OPERATIONS,
    upload: true,
    fieldLabels: IMPORT_LABELS,
    response: returns<UploadedImport>(),
  },
  one: {
    method: "GET",
    path: "imports/:id",
    summary: "Uma importação, com o andamento de sua tarefa",
    guard: OPERATIONS,
    params: ZImportId,
    fieldLabels: IMPORT_LABELS,
    response: returns<ImportDetail>(),
  },
  preview: {
    method: "POST",
    path: "imports/:id/preview",
    summary: "Conferir todas as linhas com uma associação de colunas",
    guard: OPERATIONS,
    params: ZImportId,
    body: ZImportPreview,
    fieldLabels: IMPORT_LABELS,
    response: returns<ImportPreview>(),
  },
  commit: {
    method: "POST",
    path: "imports/:id/commit",
    summary:
      "Gravar todas as linhas em uma transação, como tarefa em segundo plano (cabeçalho Idempotency-Key)",
    guard: OPERATIONS,
    params: ZImportId,
    fieldLabels: IMPORT_LABELS,
    response: returns<ImportDetail>(),
  },
});
