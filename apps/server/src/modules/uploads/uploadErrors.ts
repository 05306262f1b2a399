import { AppError } from "../../platform/http/errors.ts";

export const UPLOAD_LABELS = { file: "Arquivo", visibility: "Visibilidade" };

/** A refusal about the sent file, on field `file`, so the form shows it under the upload field. */
export const fileError = (status: number, message: string) =>
  new AppError(status, `${UPLOAD_LABELS.file}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, {
    errors: { file: message },
  });

export const tooLarge = (bytes: number) =>
  fileError(
    413,
    `O arquivo passa do limite de ${Math.round(bytes / (1024 * 1024))} MB. Reduza-o e envie de novo.`,
  );

export const unsupportedType = () =>
  fileError(
    415,
    "Tipo de arquivo não aceito. Envie imagem (JPEG, PNG, WebP ou GIF), PDF, planilha ou texto (XLSX, DOCX, ODS, ODT, CSV ou TXT).",
  );
