import { z } from "zod";
import type { uploads } from "../../platform/db/schema/index.ts";

export const ZUpload = z.object({
  id: z.uuid(),
  /** The download path relative to the tenant API: `{backend_upload}/api/v1/<url>`. */
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  kind: z.enum(["image", "document"]),
  visibility: z.enum(["public", "private"]),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Upload = z.infer<typeof ZUpload>;

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
