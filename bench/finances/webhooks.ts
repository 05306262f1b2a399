/**
 * The webhook benchmark (issue 15, Speed and reliability), on PostgreSQL:
 *
 *   npm run bench:webhooks -w bench
 *
 * 2,000 open bills of a tenant collecting through Asaas, each with two debts; 10,000 deliveries of
 * Asaas events for them (per bill: PAYMENT_CREATED, PAYMENT_OVERDUE, PAYMENT_RECEIVED,
 * PAYMENT_CONFIRMED; 20% of the deliveries are redeliveries of an event already sent, and for 10%
 * of the bills the earlier events arrive after the payment), sent concurrently over HTTP with the
 * tenant's webhook token. Checks: every bill paid exactly once (one `settled` event, one audit of its
 * payment), paid the bill's total, its debts paid; none left open or wrong. Prints deliveries/s beside
 * a bare handler that only records each delivery (webhooksServer.ts `bare`).
 *
 * Creates its own `quadra_bench_webhooks_<random>` database on BENCH_DATABASE_URL (dropped at the
 * end). BENCH_BILLS and BENCH_CONCURRENCY change the 2,000 and 64.
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { paymentSettings, tenantSettings } from "../../apps/server/src/platform/db/schema/index.ts";
import { resourceTable } from "../../apps/server/src/platform/resources/resourceTable.ts";
import { configureSecretKey, sealSecret } from "../../apps/server/src/platform/security/secretBox.ts";
import { createBenchTenant } from "../competitions/benchTenant.ts";
import { openBenchDatabase } from "../resources/benchDatabase.ts";

const BILLS = Number(process.env.BENCH_BILLS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const TOKEN = "bench-asaas-webhook-token";
process.env.QUADRA_SECRET_KEY ??= randomBytes(16).toString("hex");
configureSecretKey({ secret: process.env.QUADRA_SECRET_KEY });

type Server = { port: number; child: ChildProcess };
const startServer = (mode: "framework" | "bare", url: string, tenantId: string) =>
  new Promise<Server>((resolve, reject) => {
    const child = fork(new URL("./webhooksServer.ts", import.meta.url).pathname, {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, BENCH_MODE: mode, BENCH_URL: url, BENCH_TENANT_ID: tenantId },
    });
    child.once("message", (message: { port: number }) => resolve({ port: message.port, child }));
    child.once("exit", (code) => reject(new Error(`${mode} server exited (${code})`)));
  });
const stopServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.child.removeAllListeners("exit");
    server.child.once("exit", () => resolve());
    server.child.send("stop");
  });

type Delivery = { body: string; billIndex: number };

/** A deterministic shuffle (the run is the same each time). */
const random = (() => {
  let seed = 20_261_126;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
})();

const deliveriesFor = (bills: { id: string; chargeId: string; totalCents: number }[]) => {
  const perBill = bills.map((bill, billIndex) => {
    const event = (name: string, status: string) => ({
      billIndex,
      body: JSON.stringify({
        id: `evt_${randomBytes(8).toString("hex")}`,
        event: name,
        dateCreated: new Date().toISOString(),
        payment: {
          object: "payment",
          id: bill.chargeId,
          status,
          value: bill.totalCents / 100,
          billingType: "PIX",
          externalReference: bill.id,
          paymentDate: status === "RECEIVED" || status === "CONFIRMED" ? "2026-11-20" : null,
        },
      }),
    });
    const earlier = [event("PAYMENT_CREATED", "PENDING"), event("PAYMENT_OVERDUE", "OVERDUE")];
    const paid = [event("PAYMENT_RECEIVED", "RECEIVED"), event("PAYMENT_CONFIRMED", "CONFIRMED")];
    // 10% of the bills: the earlier events arrive after the payment.
    return billIndex % 10 === 0 ? [...paid, ...earlier] : [...earlier, ...paid];
  });
  // Rounds: each bill's events in its order, the bills interleaved; then 20% redeliveries spliced in.
  const ordered: Delivery[] = [];
  for (let round = 0; round < 4; round++) for (const events of perBill) ordered.push(events[round]!);
  const target = Math.round(ordered.length / 0.8);
  const deliveries = [...ordered];
  while (deliveries.length < target) {
    const at = Math.floor(random() * deliveries.length);
    const copy = deliveries[Math.floor(random() * at)] ?? deliveries[0]!;
    deliveries.splice(at, 0, copy);
  }
  return deliveries;
};

/** Sends every delivery with CONCURRENCY in flight; answers the elapsed ms and the statuses seen. */
const send = async (port: number, path: string, deliveries: Delivery[]) => {
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++]!;
        const response = await fetch(`http://127.0.0.1:${port}/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "asaas-access-token": TOKEN },
          body: delivery.body,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { ms: performance.now() - started, statuses };
};

const main = async () => {
  console.log(
    `webhook benchmark: ${BILLS} bills, ${CONCURRENCY} in flight, ${os.cpus().length} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const bench = await openBenchDatabase("webhooks");
  console.log(`database ${bench.name}`);
  let failed = false;
  try {
    const tenant = await createBenchTenant(bench.db);
    const bills = await bench.db.tenant(tenant.id, async (tx) => {
      await tx
        .insert(tenantSettings)
        .values({
          tenantId: tenant.id,
          settings: { ...DEFAULT_TENANT_SETTINGS, gateway: "asaas" },
          version: 1,
        })
        .onConflictDoUpdate({
          target: tenantSettings.tenantId,
          set: { settings: { ...DEFAULT_TENANT_SETTINGS, gateway: "asaas" } },
        });
      await tx.insert(paymentSettings).values({
        tenantId: tenant.id,
        gateways: {
          asaas: {
            base_url: "https://api.asaas.com/v3",
            api_key: sealSecret("bench-key"),
            webhook_secret: sealSecret(TOKEN),
          },
        },
      });
      const associations = tenant.associationIds;
      const billRows = await tx
        .insert(resourceTable("bills"))
        .values(
          Array.from({ length: BILLS }, (_, i) => ({
            tenant_id: tenant.id,
            association_id: associations[i % associations.length]!,
            description: `Anuidade ${i + 1}`,
            status: "open",
            due_date: "2026-12-10",
            debts_cents: 10_000 + i,
            fine_cents: 0,
            interest_cents: 0,
            discount_cents: 0,
            total_cents: 10_000 + i,
            gateway: "asaas",
            gateway_charge_id: `pay_bench${i}`,
          })),
        )
        .returning({
          id: resourceTable("bills").id,
          total: resourceTable("bills").total_cents,
          charge: resourceTable("bills").gateway_charge_id,
        });
      const debts = await tx
        .insert(resourceTable("debts"))
        .values(
          billRows.flatMap((bill, i) =>
            [0, 1].map((part) => ({
              tenant_id: tenant.id,
              association_id: associations[i % associations.length]!,
              description: `Débito ${i + 1}.${part + 1}`,
              amount_cents: part === 0 ? 10_000 : i,
              due_date: "2026-12-10",
              origin: "manual",
              status: "billed",
              bill_id: bill.id,
              fine_percent: 2,
              interest_percent_month: 1,
              discount_cents: 0,
            })),
          ),
        )
        .returning({
          id: resourceTable("debts").id,
          bill: resourceTable("debts").bill_id,
          amount: resourceTable("debts").amount_cents,
        });
      await tx.insert(resourceTable("billdebts")).values(
        debts.map((debt) => ({
          tenant_id: tenant.id,
          bill_id: debt.bill!,
          debt_id: debt.id,
          description: "Débito",
          due_date: "2026-12-10",
          amount_cents: debt.amount,
          fine_cents: 0,
          interest_cents: 0,
          discount_cents: 0,
          total_cents: debt.amount,
        })),
      );
      return billRows.map((row) => ({ id: row.id, chargeId: row.charge!, totalCents: row.total }));
    });
    // The baseline's table, made as the database owner (the app role may not create tables).
    const owner = new pg.Client({ connectionString: bench.url });
    await owner.connect();
    await owner.query("create table bench_deliveries (id bigserial primary key, body jsonb not null)");
    await owner.end();
    const deliveries = deliveriesFor(bills);
    console.log(`${deliveries.length} deliveries (${deliveries.length - bills.length * 4} redeliveries)`);

    const framework = await startServer("framework", bench.url, tenant.id);
    let product: Awaited<ReturnType<typeof send>>;
    try {
      product = await send(
        framework.port,
        `t/${tenant.identifier}/api/v1/payments/webhooks/asaas`,
        deliveries,
      );
    } finally {
      await stopServer(framework);
    }
    const bare = await startServer("bare", bench.url, tenant.id);
    let baseline: Awaited<ReturnType<typeof send>>;
    try {
      baseline = await send(bare.port, "webhooks/asaas", deliveries);
    } finally {
      await stopServer(bare);
    }
    const rate = (run: { ms: number }) => (deliveries.length / (run.ms / 1000)).toFixed(0);
    console.log(
      `product: ${rate(product)} deliveries/s (${(product.ms / 1000).toFixed(2)} s), answers ${JSON.stringify(Object.fromEntries(product.statuses))}`,
    );
    console.log(
      `bare handler (records only): ${rate(baseline)} deliveries/s (${(baseline.ms / 1000).toFixed(2)} s)`,
    );
    console.log(`ratio product / bare: ${(Number(rate(product)) / Number(rate(baseline))).toFixed(2)}`);

    const check = await bench.db.tenant(tenant.id, async (tx) => {
      const billsTable = resourceTable("bills");
      const debtsTable = resourceTable("debts");
      const [notPaid] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(billsTable)
        .where(and(eq(billsTable.tenant_id, tenant.id), sql`${billsTable.status} <> 'paid'`));
      const [wrongAmount] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(billsTable)
        .where(
          and(
            eq(billsTable.tenant_id, tenant.id),
            sql`${billsTable.paid_cents} is distinct from ${billsTable.total_cents}`,
          ),
        );
      const [debtsNotPaid] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(debtsTable)
        .where(and(eq(debtsTable.tenant_id, tenant.id), sql`${debtsTable.status} <> 'paid'`));
      const settled = (await tx.execute(
        sql`select bill_id, count(*)::int as n from payment_webhook_events where outcome like 'settled%' group by bill_id`,
      )) as unknown as { rows: { n: number }[] };
      const logs = resourceTable("logs");
      const audits = {
        rows: await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(logs)
          .where(
            and(
              eq(logs.tenant_id, tenant.id),
              eq(logs.resource, "bills"),
              sql`${logs.changes}->'after'->>'status' = 'paid'`,
            ),
          )
          .groupBy(logs.record_id),
      };
      return {
        notPaid: notPaid!.n,
        wrongAmount: wrongAmount!.n,
        debtsNotPaid: debtsNotPaid!.n,
        billsSettled: settled.rows.length,
        paidTwice:
          settled.rows.filter((row) => row.n > 1).length + audits.rows.filter((row) => row.n > 1).length,
      };
    });
    console.log(
      `bills paid twice: ${check.paidTwice}; bills left not paid: ${check.notPaid}; paid a wrong amount: ${check.wrongAmount}; debts not paid: ${check.debtsNotPaid}; bills settled by an event: ${check.billsSettled}/${bills.length}`,
    );
    failed =
      check.paidTwice > 0 ||
      check.notPaid > 0 ||
      check.wrongAmount > 0 ||
      check.debtsNotPaid > 0 ||
      check.billsSettled !== bills.length ||
      (product.statuses.get(200) ?? 0) !== deliveries.length;
  } finally {
    await bench.finish();
  }
  if (failed) {
    console.error("FAILED: a bill was paid twice, left wrong, or a delivery was refused");
    process.exitCode = 1;
  }
};

await main();
