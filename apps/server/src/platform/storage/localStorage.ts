import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, extname, resolve, sep } from "node:path";
import { assertValidKey, type Storage } from "./storage.ts";

// The local store keeps no metadata beside the bytes: the media type follows the key's extension,
// which the server chose from the sniffed content (the uploads table holds the authoritative one).
const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".ods": "application/vnd.oasis.opendocument.spreadsheet",
  ".odt": "application/vnd.oasis.opendocument.text",
  ".csv": "text/csv",
  ".txt": "text/plain",
};

const isMissing = (error: unknown) => (error as { code?: unknown }).code === "ENOENT";

/**
 * Files under one directory (`${QUADRA_DATA_DIR}/uploads` by default). Every key is checked and
 * resolved inside the directory, so none can reach a file outside it. A file is written aside and
 * renamed into place, so a reader never sees half of one and a failed write leaves nothing behind.
 */
export const createLocalStorage = (dir: string): Storage => {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the directory: ${key}`);
    return path;
  };

  return {
    put: async ({ key, body }) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { flag: "wx" });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        return {
          stream: createReadStream(path),
          size: info.size,
          contentType: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
