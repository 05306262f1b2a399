import { Typography } from "@mantine/core";
import { useMemo } from "react";
import { uploadAddress } from "../../platform/api/uploadFile.ts";

/** Images sent through the editor are stored as `uploads/<id>`: point them at the file server. */
export const resolveUploads = (html: string) => {
  if (!html.includes("uploads/")) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const image of template.content.querySelectorAll("img[src^='uploads/']")) {
    image.setAttribute("src", uploadAddress(image.getAttribute("src")!));
  }
  return template.innerHTML;
};

/**
 * Published rich text. The server sanitized it when it was saved (no scripts, styles or event
 * handlers: apps/server/src/platform/resources/recordValues.ts), so it is shown as it came.
 */
export const RichText = ({ html }: { html: string | null | undefined }) => {
  const resolved = useMemo(() => (html ? resolveUploads(html) : ""), [html]);
  if (!resolved) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server on every write.
  return <Typography dangerouslySetInnerHTML={{ __html: resolved }} />;
};
