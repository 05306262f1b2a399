import type { z } from "zod";

/** Turns Zod issues into the per-field error map of the failure envelope (first message per field). */
export const issuesToFieldErrors = (issues: readonly Pick<z.core.$ZodIssue, "path" | "message">[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "body";
    errors[path] ??= issue.message;
  }
  return errors;
};
