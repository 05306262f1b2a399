/**
 * The columns every resource table has besides its fields (resourceTable.ts builds them). A
 * resource table's rows are inferred from its definition, but a select field's column is text: a
 * module that reads a status or a role as its union of values types those rows as
 * `RecordRow<its fields>`, written after the catalogue's field kinds (text → string, int → number,
 * ref → uuid string, date → "YYYY-MM-DD").
 */
export type RecordRow<Fields extends object> = Fields & {
  tenant_id: string;
  id: string;
  search_text: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  updated_by: string | null;
};

/** A soft-deleted resource's rows (`softDelete: true`) carry when they were deleted. */
export type SoftDeleted = { deleted_at: Date | null };
