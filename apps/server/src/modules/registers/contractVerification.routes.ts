import type { ContractVerification } from "@quadra/shared/contracts/publicRegisters";
import { publicRegistersOperations } from "@quadra/shared/operations/publicRegisters";
import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { authRateLimit } from "../auth/authRateLimit.ts";
import { displayName } from "../my/myPerson.ts";

export const CONTRACT_NOT_FOUND =
  "Contrato não encontrado: confira o código de verificação (letras e números, como impresso no contrato).";

/**
 * The public check of a contract by its verification code, as CBF's BID: anyone with the code sees
 * the athlete's name (no CPF, birth date or notes: LGPD), the associations, the kind, the dates and
 * whether it is in force today. The stricter per-address limit of the auth calls keeps the page from
 * being used to guess codes (which are long and random anyway).
 */
export const registerContractVerificationRoutes = (app: App) => {
  route(
    app,
    publicRegistersOperations,
    "contract",
    async (request) => {
      const tenant = tenantOf(request);
      const answer = await inTenant(request, async (tx): Promise<ContractVerification> => {
        const c = resourceTable("registercontracts");
        const t = resourceTable("registertypes");
        const a = resourceTable("associations");
        const lender = alias(a, "lender");
        const [row] = await tx
          .select({
            contract: c,
            type: t.name,
            association: a.name,
            lender: lender.name,
            name: users.name,
            socialName: users.socialName,
          })
          .from(c)
          .innerJoin(t, and(eq(t.tenant_id, c.tenant_id), eq(t.id, c.registertype_id), isNull(t.deleted_at)))
          .innerJoin(users, and(eq(users.tenantId, c.tenant_id), eq(users.id, c.user_id)))
          .innerJoin(a, and(eq(a.tenant_id, c.tenant_id), eq(a.id, c.association_id)))
          .leftJoin(lender, and(eq(lender.tenant_id, c.tenant_id), eq(lender.id, c.lending_association_id)))
          .where(and(eq(c.tenant_id, tenant.id), eq(c.verification_code, request.params.code)))
          .limit(1);
        if (!row) throw notFound(CONTRACT_NOT_FOUND);
        const contract = row.contract;
        const today = brazilDay();
        return {
          number: contract.number ?? null,
          verification_code: String(contract.verification_code),
          registertype_name: row.type,
          athlete_name: displayName({ name: row.name, socialName: row.socialName }),
          association_name: row.association,
          lending_association_name: row.lender ?? null,
          kind: contract.kind,
          starts_on: contract.starts_on,
          ends_on: contract.ends_on ?? null,
          status: contract.status,
          terminated_on: contract.terminated_on ?? null,
          in_force:
            contract.status === "active" &&
            contract.starts_on <= today &&
            (!contract.ends_on || contract.ends_on >= today),
          checked_at: new Date().toISOString(),
        };
      });
      return ok(answer);
    },
    { config: authRateLimit(app) },
  );
};
