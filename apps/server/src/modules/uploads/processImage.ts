import sharp from "sharp";
import { fileError } from "./uploadErrors.ts";

/** The long side of a stored image: enough for a full-width banner, small enough for a phone. */
export const MAX_IMAGE_SIDE = 2048;
/** Refused before decoding: a small file can declare an enormous image (a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;

export type ProcessedImage = {
  body: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
};

/**
 * Re-encodes an image: turned upright by its EXIF orientation, every metadata removed (camera,
 * GPS position, author: LGPD), at most MAX_IMAGE_SIDE on the long side. The format is kept, except
 * GIF, which becomes WebP (smaller, and an animated GIF keeps its animation). Re-encoding also means
 * that whatever else the file carried besides its pixels is not served.
 */
export const processImage = async ({
  buffer,
  contentType,
}: {
  buffer: Buffer;
  contentType: string;
}): Promise<ProcessedImage> => {
  const animated = contentType === "image/gif" || contentType === "image/webp";
  let pipeline = sharp(buffer, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated })
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
  let output = { contentType, ext: "" };
  if (contentType === "image/jpeg") {
    pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    output = { contentType, ext: "jpg" };
  } else if (contentType === "image/png") {
    pipeline = pipeline.png({ compressionLevel: 9 });
    output = { contentType, ext: "png" };
  } else {
    pipeline = pipeline.webp({ quality: 85 });
    output = { contentType: "image/webp", ext: "webp" };
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    // An animated image's height is that of all its frames stacked; a frame's is pageHeight.
    return { body: data, ...output, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message)))
      throw fileError(
        413,
        "A imagem tem resolução grande demais (máximo de 60 megapixels). Reduza-a e envie de novo.",
      );
    throw fileError(
      415,
      "Não foi possível ler a imagem; o arquivo parece corrompido. Exporte-a de novo e envie.",
    );
  }
};
