import { SHIELD_LABELS } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import { invalidFields } from "../../platform/http/errors.ts";

/**
 * The shield must be an image uploaded to this tenant (re-encoded by the upload server); a manager
 * may only offer a file they sent themselves, never someone else's private upload.
 */
export const assertShieldUpload = async (
  tx: Executor,
  { tenantId, value, sentBy }: { tenantId: string; value: string; sentBy?: string },
) => {
  const id = value.slice("uploads/".length);
  const [row] = await tx
    .select({ kind: uploads.kind, createdBy: uploads.createdBy })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id)))
    .limit(1);
  if (!row || (sentBy && row.createdBy !== sentBy))
    throw invalidFields({ shield: "Arquivo não encontrado. Envie a imagem de novo." }, SHIELD_LABELS);
  if (row.kind !== "image")
    throw invalidFields({ shield: "O escudo deve ser uma imagem (PNG, JPEG ou WebP)." }, SHIELD_LABELS);
};
