import { createInflateRaw } from "node:zlib";
import { fileError } from "./importErrors.ts";

export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
// An XLSX holds a few dozen entries; tens of thousands only serve to make the reader slow.
const MAX_ENTRIES = 10_000;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const UNSET_32 = 0xffffffff;

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const corrupt = () =>
  fileError("O arquivo XLSX está corrompido. Abra-o na planilha, salve de novo e envie outra vez.");
export const tooLarge = (maxBytes: number) =>
  fileError(
    `A planilha descompactada passaria de ${Math.round(maxBytes / 1024 / 1024)} MB. Divida-a em arquivos menores.`,
  );

const u16 = (data: Buffer, at: number) => {
  if (at < 0 || at + 2 > data.length) throw corrupt();
  return data.readUInt16LE(at);
};
const u32 = (data: Buffer, at: number) => {
  if (at < 0 || at + 4 > data.length) throw corrupt();
  return data.readUInt32LE(at);
};
const u64 = (data: Buffer, at: number) => {
  if (at < 0 || at + 8 > data.length) throw corrupt();
  return Number(data.readBigUInt64LE(at));
};

const findEndOfCentralDirectory = (data: Buffer) => {
  // The record is 22 bytes plus a comment of at most 65,535, so it starts within that from the end.
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65_535); at -= 1) {
    if (data.readUInt32LE(at) === EOCD) return at;
  }
  throw corrupt();
};

const centralDirectory = (data: Buffer) => {
  const eocd = findEndOfCentralDirectory(data);
  let count = u16(data, eocd + 10);
  let offset = u32(data, eocd + 16);
  if (count === 0xffff || offset === UNSET_32) {
    const locator = eocd - 20;
    if (u32(data, locator) !== ZIP64_LOCATOR) throw corrupt();
    const record = u64(data, locator + 8);
    if (u32(data, record) !== ZIP64_EOCD) throw corrupt();
    count = u64(data, record + 32);
    offset = u64(data, record + 48);
  }
  return { count, offset };
};

/** The sizes a ZIP64 entry keeps in its extra field when the 32-bit ones are full (0xFFFFFFFF). */
const zip64Sizes = (data: Buffer, extraStart: number, extraLength: number, entry: ZipEntry) => {
  for (let at = extraStart; at + 4 <= extraStart + extraLength; ) {
    const id = u16(data, at);
    const size = u16(data, at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = u64(data, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === UNSET_32) entry.uncompressedSize = next();
      if (entry.compressedSize === UNSET_32) entry.compressedSize = next();
      if (entry.localHeaderOffset === UNSET_32) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + size;
  }
};

/** The entries as the zip's central directory lists them, read without decompressing anything. */
export const readZipEntries = (data: Buffer): ZipEntry[] => {
  if (data.length < 22) throw corrupt();
  const { count, offset } = centralDirectory(data);
  if (count > MAX_ENTRIES) throw corrupt();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (u32(data, at) !== CENTRAL_HEADER) throw corrupt();
    const nameLength = u16(data, at + 28);
    const extraLength = u16(data, at + 30);
    const commentLength = u16(data, at + 32);
    const entry: ZipEntry = {
      name: data.toString("utf8", at + 46, Math.min(data.length, at + 46 + nameLength)),
      method: u16(data, at + 10),
      compressedSize: u32(data, at + 20),
      uncompressedSize: u32(data, at + 24),
      localHeaderOffset: u32(data, at + 42),
    };
    zip64Sizes(data, at + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** How many bytes the deflated data inflates to, stopping as soon as it passes `limit`. */
const inflatedSize = (compressed: Buffer, limit: number) =>
  new Promise<number>((resolve, reject) => {
    const inflater = createInflateRaw();
    let size = 0;
    inflater.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflater.destroy();
        resolve(size);
      }
    });
    inflater.on("end", () => resolve(size));
    inflater.on("error", reject);
    inflater.end(compressed);
  });

/**
 * Refuses a zip bomb before exceljs inflates it in memory: the sizes the central directory declares
 * must add up to at most `maxBytes`, and since a forged directory can declare anything, each entry is
 * then inflated (streaming, nothing kept) and must not grow past its declared size.
 */
export const assertZipWithinLimit = async ({
  data,
  maxBytes = MAX_UNCOMPRESSED_BYTES,
}: {
  data: Buffer;
  maxBytes?: number;
}): Promise<ZipEntry[]> => {
  const entries = readZipEntries(data);
  const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  for (const entry of entries) {
    const local = entry.localHeaderOffset;
    if (u32(data, local) !== LOCAL_HEADER) throw corrupt();
    const start = local + 30 + u16(data, local + 26) + u16(data, local + 28);
    if (start + entry.compressedSize > data.length) throw corrupt();
    const compressed = data.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw corrupt();
    } else if (entry.method === 8) {
      const size = await inflatedSize(compressed, entry.uncompressedSize).catch(() => {
        throw corrupt();
      });
      // More than declared: the directory was forged to slip past the sum above.
      if (size > entry.uncompressedSize) throw corrupt();
    } else {
      throw corrupt();
    }
  }
  return entries;
};
