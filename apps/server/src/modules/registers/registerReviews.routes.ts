import { type PendingRequestsPage, RESOURCES, type RegisterTypeSummary } from "@quadra/shared";
import { registerReviewsOperations } from "@quadra/shared/operations/registerReviews";
import { and, asc, count, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { actorOf, visibleOf } from "../../platform/resources/resourceRoutes.ts";
import { refTitles } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { notifyDecision } from "../approvals/notifyDecision.ts";
import { addDebtChangeListener } from "../bills/debtStatus.ts";
import { addDays } from "../bills/recurrenceSchedule.ts";
import { activateEntriesOfDebts } from "./entryActivation.ts";
import { startRegisterTicker } from "./expirySweep.ts";
import { decideRequest } from "./requestDecision.ts";
import {
  entryPaymentOf,
  REQUEST_RESOURCE,
  type RequestKind,
  requestRowOf,
  requestUpdateTableOf,
  reviewOf,
  typeRowOf,
} from "./requestReview.ts";

/** Once an hour by default (QUADRA_REGISTERS_TICK_MS; 0 turns it off, as in tests); a tenant is swept once a day. */
const DEFAULT_TICK_MS = 60 * 60_000;
const tickers = new WeakSet<object>();

const SUBJECT = { register: "Seu pedido de registro", membership: "Seu pedido de associação" };

/** Decides a request, then (after the commit: a mail that fails never undoes it) tells the person. */
const decide = async (
  request: FastifyRequest,
  kind: RequestKind,
  id: string,
  approved: boolean,
  reason: string | null,
) => {
  const { review, changed } = await inTenant(request, (tx) =>
    decideRequest(tx, actorOf(request), kind, id, {
      approved,
      reason,
      reviewer: authOf(request).user.name,
      today: brazilDay(),
    }),
  );
  if (changed)
    await notifyDecision(request, {
      userIds: [review.person.id],
      subject: `${SUBJECT[kind]} em "${review.type_name}"`,
      approved,
      reason,
    });
  return review;
};

const countOf = async (tx: Executor, table: PgTable, where: SQL | undefined) => {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};

/**
 * One page of an approval queue: the pending requests of every register type (the type's own list
 * is under it), oldest first, each with its person's and type's names.
 */
const pendingPage = async (
  request: FastifyRequest,
  tx: Executor,
  kind: RequestKind,
  { page, per_page }: { page: number; per_page: number },
): Promise<PendingRequestsPage> => {
  const def = RESOURCES[REQUEST_RESOURCE[kind]]!;
  const t = requestUpdateTableOf(kind);
  const tenantId = tenantOf(request).id;
  const where = and(eq(t.tenant_id, tenantId), eq(t.status, "pending"), visibleOf(request, def));
  const rows = await tx
    .select({
      id: t.id,
      registertype_id: t.registertype_id,
      user_id: t.user_id,
      created_at: t.created_at,
      source: t.source,
    })
    .from(t)
    .where(where)
    .orderBy(asc(t.created_at), asc(t.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  // Only the two names the queue shows (the request's other refs are the review's).
  const titles = await refTitles(
    tx,
    { ...def, fields: { user_id: def.fields.user_id!, registertype_id: def.fields.registertype_id! } },
    tenantId,
    rows,
  );
  return {
    data: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      _titles: {
        user_id: titles.user_id?.[row.user_id] ?? "",
        registertype_id: titles.registertype_id?.[row.registertype_id] ?? "",
      },
    })),
    total: await countOf(tx, t, where),
    page,
    per_page,
  };
};

/** The cockpit's numbers of one register type. */
const summaryOf = async (tx: Executor, tenantId: string, typeId: string): Promise<RegisterTypeSummary> => {
  const today = brazilDay();
  const soon = addDays(today, 30);
  const rq = resourceTable("registerrequests");
  const mrq = resourceTable("registermembershiprequests");
  const reg = resourceTable("registers");
  const mem = resourceTable("registermemberships");
  const con = resourceTable("registercontracts");
  const pendingOf = (t: typeof rq | typeof mrq) =>
    countOf(tx, t, and(eq(t.tenant_id, tenantId), eq(t.registertype_id, typeId), eq(t.status, "pending")));
  const entriesOf = (t: typeof reg | typeof mem, status: string) =>
    countOf(tx, t, and(eq(t.tenant_id, tenantId), eq(t.registertype_id, typeId), eq(t.status, status)));
  const expiringOf = (t: typeof reg | typeof mem) =>
    countOf(
      tx,
      t,
      and(
        eq(t.tenant_id, tenantId),
        eq(t.registertype_id, typeId),
        eq(t.status, "active"),
        isNotNull(t.ends_on),
        gte(t.ends_on, today),
        lte(t.ends_on, soon),
      ),
    );
  return {
    pending_requests: await pendingOf(rq),
    pending_membership_requests: await pendingOf(mrq),
    active_entries: await entriesOf(reg, "active"),
    pending_payment_entries:
      (await entriesOf(reg, "pending_payment")) + (await entriesOf(mem, "pending_payment")),
    active_memberships: await entriesOf(mem, "active"),
    contracts_in_force: await countOf(
      tx,
      con,
      and(
        eq(con.tenant_id, tenantId),
        eq(con.registertype_id, typeId),
        inArray(con.status, ["active"]),
        sql`(${con.ends_on} is null or ${con.ends_on} >= ${today})`,
      ),
    ),
    expiring_30_days: (await expiringOf(reg)) + (await expiringOf(mem)),
  };
};

/**
 * The staff's review of registers' requests (approve makes the entry, its debt and bill; reject
 * with a reason; the person told by e-mail), a type's cockpit numbers and an entry's payment. Adds
 * the debts' listener that activates an entry when its debt is paid, and starts the daily sweep of
 * expiries and renewal reminders.
 */
export const registerRegisterReviewRoutes = (app: App) => {
  addDebtChangeListener(activateEntriesOfDebts);
  const tickMs = app.deps.config.registersTickMs ?? DEFAULT_TICK_MS;
  if (tickMs > 0) {
    let stop: (() => Promise<void>) | undefined;
    // Both mounts of the tenant API call this: one ticker per process.
    app.addHook("onReady", async () => {
      stop = tickers.has(app.deps) ? undefined : startRegisterTicker(app.deps, app.log, tickMs);
      tickers.add(app.deps);
    });
    app.addHook("onClose", async () => {
      await stop?.();
    });
  }

  for (const [kind, read, approve, reject] of [
    ["register", "request", "approveRequest", "rejectRequest"],
    ["membership", "membershipRequest", "approveMembershipRequest", "rejectMembershipRequest"],
  ] as const) {
    route(app, registerReviewsOperations, read, async (request) =>
      ok(
        await inTenant(request, async (tx) => {
          const tenantId = tenantOf(request).id;
          const row = await requestRowOf(tx, tenantId, kind, request.params.id);
          return reviewOf(tx, tenantId, kind, row, brazilDay());
        }),
      ),
    );
    route(app, registerReviewsOperations, approve, async (request) =>
      ok(
        await decide(request, kind, request.params.id, true, request.body?.reason || null),
        "Pedido aprovado. A pessoa foi avisada por e-mail.",
      ),
    );
    route(app, registerReviewsOperations, reject, async (request) =>
      ok(
        await decide(request, kind, request.params.id, false, request.body.reason),
        "Pedido recusado. A pessoa foi avisada por e-mail, com o motivo.",
      ),
    );
  }

  route(app, registerReviewsOperations, "pendingRequests", async (request) =>
    ok(await inTenant(request, (tx) => pendingPage(request, tx, "register", request.query))),
  );
  route(app, registerReviewsOperations, "pendingMembershipRequests", async (request) =>
    ok(await inTenant(request, (tx) => pendingPage(request, tx, "membership", request.query))),
  );
  route(app, registerReviewsOperations, "typeSummary", async (request) =>
    ok(
      await inTenant(request, async (tx) => {
        const tenantId = tenantOf(request).id;
        await typeRowOf(tx, tenantId, request.params.id);
        return summaryOf(tx, tenantId, request.params.id);
      }),
    ),
  );
  route(app, registerReviewsOperations, "entryPayment", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        entryPaymentOf(tx, tenantOf(request).id, "register", request.params.id),
      ),
    ),
  );
  route(app, registerReviewsOperations, "membershipPayment", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        entryPaymentOf(tx, tenantOf(request).id, "membership", request.params.id),
      ),
    ),
  );
};
