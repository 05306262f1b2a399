const UTF8_BOM = [0xef, 0xbb, 0xbf];

// windows-1252 differs from latin1 only in 0x80–0x9F, where it has € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ' ' " " •
// – — ˜ ™ š › œ ž Ÿ. Node 20's TextDecoder("windows-1252") decodes those bytes as latin1's control
// characters (seen: 0x80 → U+0080), so they are mapped here (the five unassigned bytes stay as they are).
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

const decodeWindows1252 = (data: Buffer) =>
  data
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (char) =>
      String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? 0xfffd),
    );

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, index) => data[index] === byte);

/**
 * The text of an uploaded CSV. Excel in Brazil saves "CSV (separado por vírgulas)" in windows-1252
 * and "CSV UTF-8" with a BOM; "Texto Unicode" is UTF-16 with its own BOM. Bytes that are not valid
 * UTF-8 can only be the windows-1252 kind (a UTF-8 text has near to no chance of being valid by luck).
 */
export const decodeText = (data: Buffer): string => {
  if (startsWith(data, UTF8_BOM)) return new TextDecoder("utf-8").decode(data.subarray(3));
  if (startsWith(data, [0xff, 0xfe])) return new TextDecoder("utf-16le").decode(data.subarray(2));
  if (startsWith(data, [0xfe, 0xff])) return new TextDecoder("utf-16be").decode(data.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return decodeWindows1252(data);
  }
};

// Control characters other than tab, line feed, vertical tab (a line break in some exports), form
// feed and carriage return do not occur in text
// a person saved from a spreadsheet; they mean a binary file (an .xls, a PDF, an image).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

export const looksBinary = (text: string): boolean => BINARY.test(text);
