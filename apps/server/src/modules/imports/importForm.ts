import { IMPORT_LABELS } from "@quadra/shared";
import type { FastifyRequest } from "fastify";
import { AppError, invalidFields } from "../../platform/http/errors.ts";

/**
 * The largest spreadsheet an import takes: 200,000 rows of a resource with a dozen columns (names,
 * CPF, e-mail, phone, dates: about 200 bytes a row) is about 40 MB of CSV.
 */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/**
 * Rows of data per import: a federation's whole registry in one job (the spreadsheets' own default
 * cap). Upload, preview and commit all work in batches, and the commit inserts many rows per
 * statement (bulkInsert), so 100,000 rows take seconds in one transaction (bench/resources).
 */
export const MAX_IMPORT_ROWS = 200_000;

/** The names an import's 400 messages give its fields (the contract's, packages/shared). */
export { IMPORT_LABELS };

/** Multipart limits of POST imports: one spreadsheet and the resource's name. */
export const IMPORT_FORM_LIMITS = {
  fileSize: MAX_IMPORT_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 50,
  fieldSize: 200,
  headerPairs: 50,
};

const onFile = (status: number, message: string) =>
  new AppError(status, `Arquivo: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, {
    errors: { file: message },
  });

const multipartFailure = (error: unknown): AppError => {
  switch ((error as { code?: unknown }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return onFile(413, "A planilha passa do limite de 50 MB. Divida-a em arquivos menores.");
    case "FST_FILES_LIMIT":
      return onFile(400, "Envie uma planilha por vez.");
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return onFile(400, "O formulário tem campos demais. Envie só a planilha e o cadastro.");
    default:
      return onFile(400, "O envio chegou incompleto. Tente enviar a planilha de novo.");
  }
};

export type ImportForm = { buffer: Buffer; filename: string; resource: string };

/**
 * Reads the form of POST imports: `file` (CSV or XLSX) and `resource`, in any order. A route that
 * imports one kind of record only (a manager's people import) gives it as `resource`.
 */
export const readImportForm = async (
  request: FastifyRequest,
  { resource }: { resource?: string } = {},
): Promise<ImportForm> => {
  if (!request.isMultipart())
    throw invalidFields({ file: "Escolha uma planilha CSV ou XLSX para enviar." }, IMPORT_LABELS);
  let file: { buffer: Buffer; filename: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") file = { buffer: await part.toBuffer(), filename: part.filename ?? "" };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  const errors: Record<string, string> = {};
  if (resource) fields.resource = resource;
  else if (!fields.resource) errors.resource = "Escolha o cadastro que a planilha vai preencher.";
  if (!file) errors.file = "Escolha uma planilha CSV ou XLSX para enviar.";
  else if (file.buffer.length === 0) errors.file = "A planilha está vazia.";
  if (Object.keys(errors).length) throw invalidFields(errors, IMPORT_LABELS);
  return { ...file!, resource: fields.resource! };
};
