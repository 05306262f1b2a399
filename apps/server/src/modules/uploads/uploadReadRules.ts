import type { Executor } from "../../platform/db/database.ts";
import type { uploads } from "../../platform/db/schema/index.ts";
import type { Principal } from "../auth/sessionInfo.ts";

type UploadRow = typeof uploads.$inferSelect;

/**
 * A module's say on who may download the uploads its records hold (a person's document: the
 * person, their guardian and the staff of documents): true or false decides, undefined leaves the
 * upload to the next rule and finally to canReadUpload's coarse one.
 */
export type UploadReadRule = (
  tx: Executor,
  input: { upload: UploadRow; principal: Principal | null },
) => Promise<boolean | undefined>;

const RULES = new Map<string, UploadReadRule>();

/** Registered once per module, by name (a second server in the same process replaces, never doubles). */
export const setUploadReadRule = (name: string, rule: UploadReadRule) => {
  RULES.set(name, rule);
};

export const uploadReadRuling = async (tx: Executor, input: Parameters<UploadReadRule>[1]) => {
  for (const rule of RULES.values()) {
    const ruling = await rule(tx, input);
    if (ruling !== undefined) return ruling;
  }
  return undefined;
};
