import type { FastifyRequest } from "fastify";
import { type AppError, invalidFields } from "../../platform/http/errors.ts";
import { fileError, tooLarge, UPLOAD_LABELS } from "./uploadErrors.ts";

const MB = 1024 * 1024;
/** Kept apart so either can change alone; both are 10 MB today. */
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_DOCUMENT_BYTES = 10 * MB;

/** Multipart limits of POST /uploads: one file, a few short fields, nothing larger than allowed. */
export const UPLOAD_LIMITS = {
  fileSize: Math.max(MAX_IMAGE_BYTES, MAX_DOCUMENT_BYTES),
  files: 1,
  fields: 4,
  parts: 5,
  fieldNameSize: 50,
  fieldSize: 200,
  headerPairs: 50,
};

/** What the multipart parser refuses, as the pt-BR answer the form shows on its file field. */
const multipartFailure = (error: unknown): AppError => {
  switch ((error as { code?: unknown }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge(UPLOAD_LIMITS.fileSize);
    case "FST_FILES_LIMIT":
      return fileError(400, "Envie um arquivo por vez.");
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return fileError(400, "O formulário enviado tem campos demais. Envie só o arquivo e a visibilidade.");
    default:
      // Anything else the parser throws is a broken or cut-off request body.
      return fileError(400, "O envio chegou incompleto. Tente enviar o arquivo de novo.");
  }
};

export type UploadForm = { buffer: Buffer; filename: string; fields: Record<string, string> };

/**
 * Reads the whole form: the file is buffered (at most UPLOAD_LIMITS.fileSize), since it is sniffed
 * and re-encoded before anything is stored, and fields may come before or after it.
 */
export const readUploadForm = async (request: FastifyRequest): Promise<UploadForm> => {
  if (!request.isMultipart())
    throw invalidFields({ file: "Escolha um arquivo para enviar (formulário multipart)." }, UPLOAD_LABELS);
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
  if (!file) throw invalidFields({ file: "Escolha um arquivo para enviar." }, UPLOAD_LABELS);
  if (file.buffer.length === 0) throw invalidFields({ file: "O arquivo está vazio." }, UPLOAD_LABELS);
  return { ...file, fields };
};
