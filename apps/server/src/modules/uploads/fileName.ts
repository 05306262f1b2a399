// Characters a file name must not carry: controls, bidirectional marks and overrides (which make
// "foto\u202Egpj.exe" read as "fotoexe.jpg"), and those Windows refuses in a name.
const FORBIDDEN = new Set([...'<>:"/\\|?*', "\u200e", "\u200f"]);
const isUnsafe = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    FORBIDDEN.has(char)
  );
};
const MAX_STEM = 120;
const ALIASES: Record<string, string[]> = { jpg: ["jpg", "jpeg"], txt: ["txt", "text"] };

/**
 * The name an upload is shown and downloaded with: the last segment of what the browser sent (a
 * path never survives), without unsafe characters, and with the extension of what was stored (a
 * PDF sent as "foto.png" is named "foto.pdf"). It is only ever a label: the storage key is the
 * server's own.
 */
export const sanitizeFileName = ({ name, ext }: { name: string; ext: string }) => {
  const last = name.split(/[\\/]/).pop() ?? "";
  const clean = Array.from(last.normalize("NFC"))
    .filter((char) => !isUnsafe(char))
    .join("")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const dot = clean.lastIndexOf(".");
  const given = dot > 0 ? clean.slice(dot + 1).toLowerCase() : "";
  const keep = (ALIASES[ext] ?? [ext]).includes(given);
  // Only something that looks like an extension is replaced; "Ata 12.03" keeps its whole name.
  const stem = keep || /^(?=.*[a-z])[a-z0-9]{1,5}$/.test(given) ? clean.slice(0, dot) : clean;
  const short = Array.from(stem).slice(0, MAX_STEM).join("").trim() || "arquivo";
  return `${short}.${keep ? given : ext}`;
};

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` (RFC 6266): an ASCII `filename` for old clients and the exact UTF-8 name in
 * `filename*`, so "Súmula nº 3.pdf" downloads with its accents.
 */
export const contentDisposition = ({ name, inline }: { name: string; inline: boolean }) => {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
};
