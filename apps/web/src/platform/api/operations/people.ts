// Generated from packages/shared/src/operations/people.ts by `npm run api:client`: do not edit.
import type { peopleOperations } from "@quadra/shared/operations/people";
import { operationClient } from "../operationClient.ts";

export const peopleAddresses = {
  options: { method: "GET", path: "users/options" },
  list: { method: "GET", path: "users" },
  exportCsv: { method: "GET", path: "users/export.csv" },
  exportXlsx: { method: "GET", path: "users/export.xlsx" },
  one: { method: "GET", path: "users/:id" },
  create: { method: "POST", path: "users" },
  update: { method: "PATCH", path: "users/:id" },
  disable: { method: "POST", path: "users/:id/disable" },
  enable: { method: "POST", path: "users/:id/enable" },
  setImage: { method: "PUT", path: "users/:id/image" },
  removeImage: { method: "DELETE", path: "users/:id/image" },
  profilePictures: { method: "GET", path: "users/approvals/profilepictures" },
  approveProfilePicture: { method: "POST", path: "users/:id/profilepicture/approve" },
  rejectProfilePicture: { method: "POST", path: "users/:id/profilepicture/reject" },
  socialNames: { method: "GET", path: "users/approvals/socialnames" },
  approveSocialName: { method: "POST", path: "users/:id/socialname/approve" },
  rejectSocialName: { method: "POST", path: "users/:id/socialname/reject" },
} as const;

export const peopleApi = operationClient<typeof peopleOperations>(peopleAddresses);
