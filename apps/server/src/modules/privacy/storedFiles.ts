import { inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { uploads } from "../../platform/db/schema/index.ts";

const UPLOAD_PATH = /^uploads\/([0-9a-f-]{36})$/i;

/** The upload ids that stored values (`uploads/<id>`) name; other values (addresses, null) are skipped. */
export const uploadIdsOf = (values: readonly unknown[]) => [
  ...new Set(
    values.flatMap((value) => {
      const match = typeof value === "string" ? UPLOAD_PATH.exec(value) : null;
      return match?.[1] ? [match[1].toLowerCase()] : [];
    }),
  ),
];

/**
 * Deletes the rows of uploads inside the caller's transaction and answers the storage keys, to be
 * deleted after the commit (a failure then leaves a file without a row, never a row without a file).
 */
export const deleteUploadRows = async (tx: Executor, ids: string[]) => {
  if (!ids.length) return [];
  const rows = await tx.delete(uploads).where(inArray(uploads.id, ids)).returning({ key: uploads.key });
  return rows.map((row) => row.key);
};

/** Removes stored files after the transaction that dropped their rows has committed. */
export const deleteStoredFiles = async (request: FastifyRequest, keys: string[]) => {
  await Promise.all(
    keys.map((key) =>
      request.server.deps.storage
        .delete(key)
        .catch((error) => request.log.error({ err: error, key }, "stored file not deleted")),
    ),
  );
};
