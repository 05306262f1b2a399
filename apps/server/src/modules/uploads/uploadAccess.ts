import type { uploads } from "../../platform/db/schema/index.ts";
import type { Principal } from "../auth/sessionInfo.ts";

type UploadRow = typeof uploads.$inferSelect;

/**
 * Who may download an upload. A public one: anyone, even without logging in (post images, slides,
 * icons of the public pages). A private one: the person who sent it, a master, and the staff: whoever
 * holds any permission besides the personal `my_*` ones, which every registered athlete receives
 * (counting those would open every private file to every athlete). This is the first, coarse rule:
 * the records that will use uploads (issue 4) narrow it to who may see the record that holds the file.
 */
export const canReadUpload = ({ upload, principal }: { upload: UploadRow; principal: Principal | null }) => {
  if (upload.visibility === "public") return true;
  if (!principal) return false;
  return (
    upload.createdBy === principal.userId ||
    principal.master ||
    principal.permissions.some((permission) => !permission.startsWith("my_"))
  );
};

/** Who may delete an upload: the person who sent it, or a master. */
export const canDeleteUpload = ({ upload, principal }: { upload: UploadRow; principal: Principal }) =>
  upload.createdBy === principal.userId || principal.master;
