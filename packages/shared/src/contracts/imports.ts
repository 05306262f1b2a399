import { z } from "zod";

/**
 * Spreadsheet imports (apps/server/src/modules/imports): the staff's `imports` of any importable
 * records and a manager's import of their association's athletes go through the same steps: upload
 * (multipart), preview with a column mapping, commit as a background job, progress.
 */

/** The names an import's 400 messages give its fields. */
export const IMPORT_LABELS = {
  file: "Arquivo",
  resource: "Cadastro",
  mapping: "Associação de colunas",
  idempotency_key: "Chave de idempotência",
  rows: "Linhas",
};

/** POST …/imports/:id/preview: which field each column of the sheet fills (null: ignored). */
export const ZImportPreview = z.strictObject({
  mapping: z.record(z.string().max(300), z.string().max(100).nullable()),
});
export type ImportPreviewBody = z.input<typeof ZImportPreview>;

export type ImportStatus = "uploaded" | "previewed" | "running" | "committed" | "failed";
export type JobStatus = "queued" | "running" | "succeeded" | "failed";

/** A background job (the `jobs` records), with the live progress while it runs. */
export type JobRecord = {
  id: string;
  title: string | null;
  kind: string | null;
  status: JobStatus;
  progress: number | null;
  total: number | null;
  done: number | null;
  message: string | null;
  started_at: string | null;
  finished_at: string | null;
  created_by_name: string | null;
  resource: string | null;
  record_id: string | null;
  created_at: string;
};

/** An import (the `imports` records). */
export type ImportRecord = {
  id: string;
  resource: string;
  file_name: string;
  status: ImportStatus;
  total_rows: number;
  valid_rows: number;
  error_rows: number;
  headers: string[] | null;
  mapping: Record<string, string | null> | null;
  job_id: string | null;
  created_by_name: string | null;
  created_at: string;
};

/** GET …/imports/:id and POST …/commit: the import and its job, with the live progress while it runs. */
export type ImportDetail = ImportRecord & { job: JobRecord | null };

/** POST …/imports: the sheet received, and the mapping suggested for its columns. */
export type UploadedImport = {
  id: string;
  headers: string[];
  suggested_mapping: Record<string, string | null>;
  /**
   * The fields a column must feed, as the preview checks the mapping: a resource's required
   * fields, and for people those the tenant's registration settings make mandatory (cpf, phone…).
   */
  required_fields: string[];
  total_rows: number;
};

/** A row's errors, by field. */
export type RowErrors = Record<string, string>;

/** POST …/imports/:id/preview: the counts and the first rows with errors. */
export type ImportPreview = {
  id: string;
  total_rows: number;
  valid_rows: number;
  error_rows: number;
  mapping: Record<string, string | null>;
  /** People imports: how many rows create, update or leave a person as they are. */
  outcomes?: Partial<Record<"create" | "update" | "unchanged", number>>;
  rows: { row_number: number; data: Record<string, string>; errors: RowErrors }[];
};

/** One row of an import (the `importitems` records). */
export type ImportItem = {
  id: string;
  row_number: number;
  data: Record<string, string> | null;
  errors: RowErrors | null;
  status: "ok" | "error" | "imported";
  record_id: string | null;
};

/** An images import's outcome for one file of the .zip. */
export type ImageFileStatus = "matched" | "not_found" | "invalid" | "skipped";
export type ImageFileReport = {
  file: string;
  status: ImageFileStatus;
  reason?: string;
  record_id?: string;
  record_title?: string;
};
/** What POST users/images/import and associations/images/import answer. */
export type ImagesImportReport = Record<ImageFileStatus, number> & { files: ImageFileReport[] };
