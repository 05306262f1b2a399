import { z } from "zod";

/** A stored file, as POST uploads answers it. */
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
