import { peopleOperations } from "@quadra/shared/operations/people";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { diffRecords, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { notifyDecision } from "../approvals/notifyDecision.ts";
import { loadPerson } from "./personAccess.ts";
import { auditedFieldsOf, toPerson, type UserRow } from "./personRecord.ts";

/**
 * The two queues of the register that hold a value a person sent, waiting for staff: a new profile
 * picture and a nome social. Approving moves the value into place; refusing clears it (the person may
 * send another). Either way the person is told by e-mail once the decision has committed.
 */
const QUEUES = {
  profilepictures: {
    operations: { list: "profilePictures", approve: "approveProfilePicture", reject: "rejectProfilePicture" },
    pending: users.pendingImageUrl,
    submittedAt: users.imageSubmittedAt,
    nothing: "Não há foto aguardando aprovação para esta pessoa.",
    subject: () => "Sua foto de perfil",
    approve: (row: UserRow) => ({ imageUrl: row.pendingImageUrl }),
    clear: { pendingImageUrl: null, imageSubmittedAt: null },
    pendingOf: (row: UserRow) => row.pendingImageUrl,
  },
  socialnames: {
    operations: { list: "socialNames", approve: "approveSocialName", reject: "rejectSocialName" },
    pending: users.pendingSocialName,
    submittedAt: users.socialNameSubmittedAt,
    nothing: "Não há nome social aguardando aprovação para esta pessoa.",
    subject: (row: UserRow) => `Seu nome social "${row.pendingSocialName}"`,
    approve: (row: UserRow) => ({ socialName: row.pendingSocialName }),
    clear: { pendingSocialName: null, socialNameSubmittedAt: null },
    pendingOf: (row: UserRow) => row.pendingSocialName,
  },
} as const;

export const registerPersonApprovalRoutes = (app: App) => {
  for (const [queue, def] of Object.entries(QUEUES)) {
    route(app, peopleOperations, def.operations.list, async (request) => {
      const tenantId = tenantOf(request).id;
      const { page, per_page } = request.query;
      const where = and(eq(users.tenantId, tenantId), isNotNull(def.pending));
      return ok(
        await inTenant(request, async (tx) => {
          const [counted] = await tx.select({ n: count() }).from(users).where(where);
          const rows = await tx
            .select()
            .from(users)
            .where(where)
            .orderBy(sql`${def.submittedAt} asc nulls first`, asc(users.id))
            .limit(per_page)
            .offset((page - 1) * per_page);
          return { data: rows.map((row) => toPerson(row)), total: Number(counted?.n ?? 0), page, per_page };
        }),
      );
    });

    for (const approved of [true, false]) {
      route(
        app,
        peopleOperations,
        approved ? def.operations.approve : def.operations.reject,
        async (request) => {
          const tenant = tenantOf(request);
          const reason = request.body?.reason || null;
          const { row, subject } = await inTenant(request, async (tx) => {
            const before = await loadPerson(tx, { tenantId: tenant.id, id: request.params.id, lock: true });
            if (!def.pendingOf(before)) throw conflict(def.nothing);
            const [row] = await tx
              .update(users)
              .set({
                ...(approved ? def.approve(before) : {}),
                ...def.clear,
                version: sql`${users.version} + 1`,
                updatedAt: new Date(),
              })
              .where(and(eq(users.tenantId, tenant.id), eq(users.id, before.id)))
              .returning();
            await writeAudit(tx, actorOf(request), [
              {
                action: "update",
                resource: "users",
                recordId: before.id,
                recordTitle: before.name,
                changes: {
                  ...diffRecords(auditedFieldsOf(before), auditedFieldsOf(row!)),
                  decision: { queue, approved, reason },
                },
              },
            ]);
            return { row: row!, subject: def.subject(before) };
          });
          // After the commit: a mail that fails is logged and never undoes the decision.
          await notifyDecision(request, { userIds: [row.id], subject, approved, reason });
          return ok(
            toPerson(row),
            approved
              ? "Aprovado. A pessoa foi avisada por e-mail."
              : "Recusado. A pessoa foi avisada por e-mail.",
          );
        },
      );
    }
  }
};
