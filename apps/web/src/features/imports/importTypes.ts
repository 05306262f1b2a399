/** The records of the imports API (apps/server/src/modules/imports), as the screens read them. */
export type ImportStatus = "uploaded" | "previewed" | "running" | "committed" | "failed";
export type JobStatus = "queued" | "running" | "succeeded" | "failed";

export type Job = {
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

/** GET imports/:id: the import and its job, with the live progress while it runs. */
export type ImportDetail = ImportRecord & { job: Job | null };

/** POST imports. */
export type UploadedImport = {
  id: string;
  headers: string[];
  suggested_mapping: Record<string, string | null>;
  total_rows: number;
};

export type RowErrors = Record<string, string>;

/** POST imports/:id/preview. */
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

export type ImportItem = {
  id: string;
  row_number: number;
  data: Record<string, string> | null;
  errors: RowErrors | null;
  status: "ok" | "error" | "imported";
  record_id: string | null;
};

export const jobEnded = (job: Pick<Job, "status"> | null | undefined) =>
  job?.status === "succeeded" || job?.status === "failed";
