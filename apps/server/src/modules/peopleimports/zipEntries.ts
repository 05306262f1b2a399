import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "../../platform/http/errors.ts";

/**
 * What an archive of photos may hold. A zip bomb is a small file that inflates to gigabytes (or
 * thousands of entries) to exhaust memory, disk or time; these limits refuse it before any entry is
 * read when its directory already says so, and while reading when an entry lies about its size.
 */
export const ZIP_LIMITS = {
  /** Photos of a federation's whole register, with room to spare. */
  entries: 5_000,
  /** A photo as the uploads take one (MAX_IMAGE_BYTES). */
  entryBytes: 10 * 1024 * 1024,
  /** Everything inflated; also the largest archive accepted. */
  totalBytes: 500 * 1024 * 1024,
  /** Photos hardly compress (JPEG, PNG are compressed already); 100:1 is only reached on purpose. */
  ratio: 100,
};
export type ZipLimits = typeof ZIP_LIMITS;

/** An entry worth looking at: its path in the archive and its file name without folders. */
export type ZipItem = { path: string; base: string; declaredBytes: number; entry: Entry };
/** An entry left out, with the pt-BR reason the report shows (none: never reported). */
export type ZipSkipped = { path: string; reason: string };

const refuse = (status: number, message: string) =>
  new AppError(status, `Arquivo: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, {
    errors: { file: message },
  });

export const BOMB =
  "O arquivo .zip foi recusado: ele se expande muito além do tamanho enviado (compressão suspeita).";
const CORRUPT =
  "Não foi possível ler o arquivo .zip; ele parece corrompido. Compacte as fotos de novo e envie.";

const opened = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      // Names are decoded here (not by yauzl, which would abort the whole archive on one unsafe name);
      // yauzl still checks every entry's inflated bytes against its declared size.
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(refuse(400, CORRUPT)) : resolve(zip)),
    ),
  );

/** Every entry of the central directory, without reading any content. */
const directoryOf = (zip: ZipFile, limits: ZipLimits) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      if (entries.length > limits.entries) {
        reject(
          refuse(413, `O arquivo .zip tem mais de ${limits.entries} arquivos. Divida-o em partes menores.`),
        );
        return;
      }
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", () => reject(refuse(400, CORRUPT)));
    zip.readEntry();
  });

/** UTF-8 when the entry says so (bit 11), else the old DOS code page, read as Latin-1. */
const nameOf = (entry: Entry) => {
  const raw = entry.fileName as unknown as Buffer | string;
  if (typeof raw === "string") return raw;
  return raw.toString(entry.generalPurposeBitFlag & 0x800 ? "utf8" : "latin1");
};

/** Folders, macOS resource forks (__MACOSX/) and hidden files (.DS_Store): not photos, not reported. */
const ignored = (path: string) =>
  path.endsWith("/") ||
  path
    .split("/")
    .some(
      (segment) => segment === "__MACOSX" || (segment.startsWith(".") && segment !== ".." && segment !== "."),
    );

/**
 * An archive of photos opened and checked as a whole: more entries than allowed, more inflated bytes
 * than allowed in total, or an entry that claims to inflate more than `ratio` times refuse it (413)
 * before anything is read. Answers the entries to look at, those skipped with their reason (unsafe
 * names: absolute, `..`, backslashes; encrypted; too large a photo), and `read`, which inflates one
 * entry counting the bytes itself: past its declared size or the photo limit the archive is a bomb
 * after all (413). `close` must be called.
 */
export const openPhotoArchive = async (path: string, limits: ZipLimits = ZIP_LIMITS) => {
  const zip = await opened(path);
  try {
    const entries = await directoryOf(zip, limits);
    const items: ZipItem[] = [];
    const skipped: ZipSkipped[] = [];
    let total = 0;
    for (const entry of entries) {
      const name = nameOf(entry);
      if (ignored(name)) continue;
      total += entry.uncompressedSize;
      if (total > limits.totalBytes)
        throw refuse(
          413,
          `O conteúdo do arquivo .zip passa de ${Math.round(limits.totalBytes / 1024 / 1024)} MB. Divida-o em partes menores.`,
        );
      if (entry.uncompressedSize > limits.ratio * Math.max(entry.compressedSize, 1)) throw refuse(413, BOMB);
      if (yauzl.validateFileName(name) !== null) {
        skipped.push({
          path: name,
          reason: "Nome de arquivo inseguro (aponta para fora da pasta); ignorado.",
        });
        continue;
      }
      if (entry.isEncrypted()) {
        skipped.push({ path: name, reason: "Arquivo protegido por senha; ignorado." });
        continue;
      }
      if (entry.uncompressedSize > limits.entryBytes) {
        skipped.push({
          path: name,
          reason: `A foto passa de ${Math.round(limits.entryBytes / 1024 / 1024)} MB; reduza-a e envie de novo.`,
        });
        continue;
      }
      items.push({ path: name, base: name.split("/").at(-1)!, declaredBytes: entry.uncompressedSize, entry });
    }

    const read = (item: ZipItem) =>
      new Promise<Buffer>((resolve, reject) => {
        zip.openReadStream(item.entry, (error, stream) => {
          if (error || !stream) {
            reject(refuse(400, CORRUPT));
            return;
          }
          const parts: Buffer[] = [];
          let bytes = 0;
          const allowed = Math.min(item.declaredBytes, limits.entryBytes);
          stream.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > allowed) {
              stream.destroy();
              reject(refuse(413, BOMB));
              return;
            }
            parts.push(chunk);
          });
          // yauzl's own size check ("too many bytes in the stream") lands here too: a bomb.
          stream.on("error", (cause: Error) =>
            reject(/bytes/i.test(cause.message) ? refuse(413, BOMB) : refuse(400, CORRUPT)),
          );
          stream.on("end", () => resolve(Buffer.concat(parts)));
        });
      });

    return { items, skipped, read, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
};
