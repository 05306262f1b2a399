import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Written by the web build beside index.html (apps/web/src/platform/startup/earlyRequestsPlugin.ts). */
export const INLINE_SCRIPTS_FILE = "inline-scripts.json";

const CSP_HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The CSP sources of the web app's inline scripts (index.html's start-up script), as the build wrote
 * them beside index.html: `'sha256-…'` hashes of their exact text, so the policy allows those scripts
 * and no other inline one. Read again when the file changes (the app's files may be rebuilt while the
 * server runs); none without a build, or with a file that does not hold hashes.
 */
export const inlineScriptSources = (webDist: string) => {
  const file = join(webDist, INLINE_SCRIPTS_FILE);
  let seen: { mtimeMs: number; size: number; sources: string } | null = null;
  return () => {
    let stat: { mtimeMs: number; size: number };
    try {
      stat = statSync(file);
    } catch {
      return "";
    }
    if (seen && seen.mtimeMs === stat.mtimeMs && seen.size === stat.size) return seen.sources;
    let sources = "";
    try {
      const { scriptSrc } = JSON.parse(readFileSync(file, "utf8")) as { scriptSrc?: unknown };
      if (
        Array.isArray(scriptSrc) &&
        scriptSrc.every((entry) => typeof entry === "string" && CSP_HASH.test(entry))
      )
        sources = scriptSrc.join(" ");
    } catch {
      // Half-written during a rebuild, or not JSON: no inline script is allowed until it reads.
    }
    seen = { ...stat, sources };
    return sources;
  };
};
