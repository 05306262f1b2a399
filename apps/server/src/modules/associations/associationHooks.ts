import { setResourceHooks } from "../../platform/resources/resourceHooks.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { assertAssociationRules, newLinkToken } from "./associationRules.ts";

/**
 * The generic staff writes of `associations` (POST and PATCH associations) follow the tenant's
 * association settings; an association staff create is approved at once and gets its link code.
 */
export const installAssociationHooks = () =>
  setResourceHooks("associations", {
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
