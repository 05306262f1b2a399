import { type ModuleKey, RESOURCES } from "@quadra/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { createRecord } from "../../platform/resources/resourceStore.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { createBill } from "../bills/createBill.ts";
import type { Payer } from "../bills/payer.ts";
import { loadPaymentSettings } from "../bills/payments/paymentSettingsStore.ts";
import { savePaymentSettings } from "../bills/payments/savePaymentSettings.ts";
import { settleBill } from "../bills/settleBill.ts";
import type { SeedOutcome } from "./brazilRegionsSeed.ts";
import { DEMO_CLUBS, demoAthletes, demoManagers } from "./demoPeopleData.ts";
import type { DemoIds } from "./demoSeed.ts";

const DAY = 86_400_000;

/** The payers the demo shows finances for: the first club, its president, and its first athlete. */
export const demoPayers = (season: number) => {
  const club = DEMO_CLUBS[0]!;
  const athlete = demoAthletes(season).find((person) => person.club === 0)!;
  const president = demoManagers(season).find((person) => person.club === 0 && person.role === "president")!;
  return { club, athlete, president };
};

/**
 * The demo federation's static PIX: a random key (one no bank has registered, so nothing can ever be
 * paid to it by mistake), its name and city as the BR Code carries them (25 and 15 letters at most).
 */
export const DEMO_PIX = {
  pix_key_type: "random",
  pix_key: "5f0c3e7a-2b9d-4c1e-8a6f-0d4b7e9c2a15",
  merchant_name: "Federacao Demonstracao",
  merchant_city: "Brasilia",
} as const;

/**
 * Receive by the demo's static PIX, so a demo bill shows a real BR Code and QR, through the same
 * save as the Recebimentos screen. Only a tenant that never saved its payment settings: the seed
 * screen may run on a tenant that already set its own key or gateway, and that is never replaced.
 */
const seedDemoPix = async (tx: Executor, actor: Actor) => {
  if ((await loadPaymentSettings(tx, actor.tenantId)).version > 0) return;
  await savePaymentSettings(
    tx,
    actor,
    { version: 0, gateway: "pix", ...DEMO_PIX, asaas: null, mercadopago: null, pagarme: null },
    () => ({}),
  );
};

type DemoDebt = { description: string; amount_cents: number; dueIn: number; bill: "paid" | "open" | null };

/**
 * What the demo athlete and the first club owe, in the order the seed bills them: a paid bill, an
 * open (overdue) bill, and debts still open that the payer may choose for a new bill. Descriptions
 * name the payer, so the seed finds them again by description (the debts' natural key).
 */
export const demoDebtsOf = (season: number) => {
  const { club, athlete } = demoPayers(season);
  const first = athlete.name.split(" ")[0];
  const person: DemoDebt[] = [
    {
      description: `Inscrição no Estadual ${season} – ${first}`,
      amount_cents: 8_000,
      dueIn: -40,
      bill: "paid",
    },
    {
      description: `Anuidade de atleta ${season} – ${first}`,
      amount_cents: 15_000,
      dueIn: -20,
      bill: "open",
    },
    {
      description: `Exame médico federativo ${season} – ${first}`,
      amount_cents: 6_500,
      dueIn: 10,
      bill: null,
    },
  ];
  const association: DemoDebt[] = [
    {
      description: `Filiação anual ${season} – ${club.short_name}`,
      amount_cents: 120_000,
      dueIn: -45,
      bill: "paid",
    },
    { description: `Taxa de arbitragem – ${club.short_name}`, amount_cents: 36_000, dueIn: 7, bill: "open" },
    {
      description: `Inscrição Copa Aberta ${season} – ${club.short_name}`,
      amount_cents: 45_000,
      dueIn: 15,
      bill: null,
    },
    {
      description: `Seguro coletivo de atletas – ${club.short_name}`,
      amount_cents: 28_000,
      dueIn: 20,
      bill: null,
    },
  ];
  return { person, association };
};

/**
 * The demo payers' debts and bills, made the way the product makes them: each debt by the generic
 * create (the debts' rules, audited), the bills by createBill (the bills' rules, the amounts frozen,
 * the payment means of the tenant: the demo's static PIX unless the tenant set its own) and the paid
 * ones settled by settleBill as a PIX payment. Not
 * in the records pass: billing changes the debts right after, and that pass audits each record as
 * it stays. Once only: a payer who has any of these debts already is left as it is.
 */
export const seedDemoFinances = async (
  tx: Executor,
  {
    actor,
    now,
    season,
    dryRun,
    outcome,
    modules,
    ids,
    personIds,
  }: {
    actor: Actor & { userId: string };
    now: Date;
    season: number;
    dryRun: boolean;
    outcome: SeedOutcome;
    modules: readonly ModuleKey[];
    ids: DemoIds;
    personIds: ReadonlyMap<string, string>;
  },
) => {
  if (!modules.includes("bills")) return;
  if (!dryRun) await seedDemoPix(tx, actor);
  const { club, athlete } = demoPayers(season);
  const debts = demoDebtsOf(season);
  const userId = personIds.get(athlete.cpf);
  const associationId = ids.of("associations", club.cnpj);
  const payers: [Payer | undefined, DemoDebt[]][] = [
    [userId ? { kind: "person", userId } : undefined, debts.person],
    [associationId ? { kind: "association", associationId } : undefined, debts.association],
  ];
  const def = RESOURCES.debts!;
  const table = resourceTable("debts");
  const day = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  for (const [payer, list] of payers) {
    if (!payer) continue;
    const [existing] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.tenant_id, actor.tenantId),
          inArray(
            table.description,
            list.map((debt) => debt.description),
          ),
        ),
      )
      .limit(1);
    const kind = existing ? "existing" : "created";
    for (const [resource, count] of [
      ["debts", list.length],
      ["bills", new Set(list.map((debt) => debt.bill).filter(Boolean)).size],
    ] as const) {
      outcome.created[resource] ??= 0;
      outcome.existing[resource] ??= 0;
      outcome[kind][resource]! += count;
    }
    if (existing || dryRun) continue;
    const created = new Map<DemoDebt, string>();
    for (const debt of list) {
      const record = await createRecord(tx, {
        def,
        actor,
        body: {
          ...(payer.kind === "person" ? { user_id: payer.userId } : { association_id: payer.associationId }),
          description: debt.description,
          amount_cents: debt.amount_cents,
          due_date: day(debt.dueIn),
          fine_percent: 2,
          interest_percent_month: 1,
          origin: "manual",
        },
      });
      created.set(debt, String(record.id));
    }
    for (const state of ["paid", "open"] as const) {
      const debtIds = list.filter((debt) => debt.bill === state).map((debt) => created.get(debt)!);
      if (!debtIds.length) continue;
      const bill = await createBill(tx, actor, { payer, debtIds });
      if (state === "paid")
        await settleBill(tx, actor, bill.id, {
          paidAt: new Date(now.getTime() - 3_600_000),
          means: "pix",
          amountCents: bill.total_cents,
          source: "demonstração",
        });
    }
  }
};
