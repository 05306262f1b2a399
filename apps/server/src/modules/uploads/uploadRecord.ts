import type { Upload } from "@quadra/shared/contracts/uploads";
import type { uploads } from "../../platform/db/schema/index.ts";

export const toUpload = (row: typeof uploads.$inferSelect): Upload => ({
  id: row.id,
  url: `uploads/${row.id}`,
  name: row.name,
  size: row.size,
  content_type: row.contentType,
  kind: row.kind,
  visibility: row.visibility,
  width: row.width,
  height: row.height,
});
