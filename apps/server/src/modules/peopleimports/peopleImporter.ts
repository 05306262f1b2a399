import { can, peopleImportDef } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import { denied } from "../../platform/http/errors.ts";
import { authOf } from "../../platform/http/requestScope.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import type { Importer } from "../imports/importers.ts";
import { peopleRowChecker } from "./peopleRowCheck.ts";
import { peopleWriter } from "./peopleWriter.ts";

/**
 * The importer of people (`imports.resource = users`), read with the tenant's registration settings
 * at each step. Staff need `users`. A manager's import forces `associationId` (the caller's
 * association, checked by its routes) and needs no staff permission.
 */
export const peopleImporter = async (
  tx: Executor,
  { tenantId, associationId }: { tenantId: string; associationId?: string },
): Promise<Importer> => {
  const { register } = (await loadSettings(tx, tenantId)).settings;
  const def = peopleImportDef({ register, forcedAssociation: associationId !== undefined });
  return {
    def,
    assertMay: (request) => {
      if (associationId) return;
      if (!can(authOf(request).principal, "users"))
        throw denied("Você não tem permissão para alterar Pessoas. Peça acesso a um administrador.");
    },
    checker: ({ mapping }) =>
      peopleRowChecker({ def, tenantId, mapping, register, forcedAssociation: associationId }),
    writer: (jobTx, { actor }) => peopleWriter(jobTx, { actor }),
  };
};
