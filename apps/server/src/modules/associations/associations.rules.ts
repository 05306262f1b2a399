import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { assertAssociationRules, newLinkToken } from "./associationRules.ts";

/**
 * Every write of `associations` (staff CRUD, an import) follows the tenant's association settings;
 * an association created by staff or an import is approved at once and gets its link code.
 */
export const associationRules = defineResourceRules({
  resource: "associations",
  beforeCreate: async (tx, { actor, values }) => {
    const { settings } = await loadSettings(tx, actor.tenantId);
    assertAssociationRules(settings.register_associations, values);
    return { status: "approved", token: await newLinkToken(tx, actor.tenantId) };
  },
  beforeUpdate: async (tx, { actor, current, values }) => {
    const { settings } = await loadSettings(tx, actor.tenantId);
    assertAssociationRules(settings.register_associations, { ...current, ...values });
    return undefined;
  },
});
