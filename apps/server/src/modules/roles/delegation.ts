import { can, isPermissionKey, PERMISSIONS } from "@quadra/shared";
import { denied } from "../../platform/http/errors.ts";
import type { Principal } from "../auth/sessionInfo.ts";

type Grant = { permissions: readonly string[]; admin: boolean };

/**
 * Holding `roles` lets a person edit roles, not become master: a non-master may only create, change,
 * delete or hand out roles whose permissions they hold themselves (and the administration area only
 * if they have it). Without this, anyone with `roles` could grant themselves everything.
 */
export const assertCanDelegate = (principal: Principal, grants: readonly Grant[]) => {
  if (principal.master) return;
  const missing = [
    ...new Set(
      grants.flatMap((grant) => grant.permissions.filter((permission) => !can(principal, permission))),
    ),
  ];
  if (missing.length) {
    const names = missing.map((key) => (isPermissionKey(key) ? PERMISSIONS[key].label["pt-BR"] : key));
    throw denied(`Você só pode conceder permissões que você mesmo tem. Faltam: ${names.join(", ")}.`);
  }
  if (grants.some((grant) => grant.admin) && !principal.admin) {
    throw denied("Você só pode conceder acesso à área administrativa se você mesmo o tem.");
  }
};
