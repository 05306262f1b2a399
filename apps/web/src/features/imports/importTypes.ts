import type { JobRecord } from "@quadra/shared";

/** The records of the imports API, as the contracts declare them (packages/shared/src/contracts/imports.ts). */
export type {
  ImportDetail,
  ImportItem,
  ImportPreview,
  ImportRecord,
  ImportStatus,
  JobRecord as Job,
  JobStatus,
  RowErrors,
  UploadedImport,
} from "@quadra/shared";

export const jobEnded = (job: Pick<JobRecord, "status"> | null | undefined) =>
  job?.status === "succeeded" || job?.status === "failed";
