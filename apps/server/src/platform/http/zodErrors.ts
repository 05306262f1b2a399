import type { z } from "zod";
import { invalidFields } from "./errors.ts";
import { FIELD_LABELS } from "./fieldLabels.ts";

/** Turns Zod issues into the per-field error map of the failure envelope (first message per field). */
export const issuesToFieldErrors = (issues: readonly Pick<z.core.$ZodIssue, "path" | "message">[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "body";
    errors[path] ??= issue.message;
  }
  return errors;
};

/** Parses or throws the 400 that names the fields. */
export const parseOrThrow = <T extends z.ZodType>(schema: T, data: unknown): z.infer<T> => {
  const result = schema.safeParse(data);
  if (!result.success) throw invalidFields(issuesToFieldErrors(result.error.issues), FIELD_LABELS);
  return result.data;
};
