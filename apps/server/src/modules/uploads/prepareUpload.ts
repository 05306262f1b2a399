import type { UploadKind } from "../../platform/db/schema/index.ts";
import { sanitizeFileName } from "./fileName.ts";
import { detectFileType } from "./fileType.ts";
import { processImage } from "./processImage.ts";
import { tooLarge, unsupportedType } from "./uploadErrors.ts";
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from "./uploadForm.ts";

export type PreparedUpload = {
  body: Buffer;
  name: string;
  contentType: string;
  ext: string;
  kind: UploadKind;
  width: number | null;
  height: number | null;
};

/**
 * Turns what was sent into what will be stored: its type read from the bytes (415 otherwise), its
 * size checked against the limit of its kind (413), images re-encoded, the name made safe.
 */
export const prepareUpload = async ({
  buffer,
  filename,
}: {
  buffer: Buffer;
  filename: string;
}): Promise<PreparedUpload> => {
  const type = await detectFileType({ buffer, name: filename });
  if (!type) throw unsupportedType();
  const limit = type.kind === "image" ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
  if (buffer.length > limit) throw tooLarge(limit);
  if (type.kind === "image") {
    const image = await processImage({ buffer, contentType: type.contentType });
    return { ...image, kind: "image", name: sanitizeFileName({ name: filename, ext: image.ext }) };
  }
  return {
    body: buffer,
    name: sanitizeFileName({ name: filename, ext: type.ext }),
    contentType: type.contentType,
    ext: type.ext,
    kind: type.kind,
    width: null,
    height: null,
  };
};
