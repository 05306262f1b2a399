import { setResourceHooks } from "../../platform/resources/resourceHooks.ts";
import { derivedExpiry } from "./documentExpiry.ts";
import { healthFilter } from "./healthVisibility.ts";

/**
 * The generic routes of people's and associations' documents (list, get, export, create, update,
 * delete) keep working, with two rules added: the expiry derived from the type's validity when none
 * is given, and health documents hidden from staff without `parqs`.
 */
export const registerDocumentHooks = () => {
  for (const resource of ["userdocuments", "associationdocuments"]) {
    setResourceHooks(resource, {
      // Whoever sends it, a new document waits for review (the status is read-only: no body sets it).
      beforeCreate: async (tx, { actor, values }) => ({
        status: "pending",
        ...(await derivedExpiry(tx, { tenantId: actor.tenantId, values })),
      }),
      beforeUpdate: (tx, { actor, current, values }) =>
        derivedExpiry(tx, { tenantId: actor.tenantId, values, current }),
      visibleTo: healthFilter,
    });
  }
};
