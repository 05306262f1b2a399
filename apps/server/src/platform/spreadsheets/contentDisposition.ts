// RFC 5987 attr-char: what may stand unencoded in `filename*`. encodeURIComponent leaves ' ( ) * as
// they are, and a quote would end the value early in some parsers.
const encodeAttrValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A `Content-Disposition: attachment` header value (RFC 6266) for a download named `filename`: an
 * ASCII `filename` for old clients (accents dropped, anything unsafe replaced by `_`) and the exact
 * name in `filename*` as UTF-8. Path separators and control characters never reach either, so the
 * name cannot point outside the downloads folder or split the header.
 */
export const contentDisposition = (filename: string): string => {
  const characters = Array.from(
    filename
      .normalize("NFC")
      // a lone surrogate cannot be encoded as UTF-8 (encodeURIComponent would throw)
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "_")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f/\\]/g, "_")
      .trim(),
  );
  const clean = characters.slice(0, 180).join("") || "arquivo";
  const ascii = clean
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["%;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeAttrValue(clean)}`;
};
