import { onlyDigits, type RegisterSweepResult } from "@quadra/shared";
import { and, eq, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../platform/db/database.ts";
import { tenants, users } from "../../platform/db/schema/index.ts";
import type { AppDeps } from "../../platform/http/types.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { openSecret } from "../../platform/security/secretBox.ts";
import { brazilDay } from "../../platform/time.ts";
import { addDays } from "../bills/recurrenceSchedule.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { sendCloudMessage } from "../whatsapp/cloudApi.ts";
import { brDate } from "./registerLabels.ts";

/** The renewal reminders, furthest first: 30 and 7 days before the validity ends, each once. */
export const REMINDER_DAYS = [30, 7] as const;

/** Each kind of entry and how its reminder names it (the article agrees with the noun). */
const ENTRIES = [
  { resource: "registers", wording: { entry: "Seu registro", subject: "sua filiação" } },
  { resource: "registermemberships", wording: { entry: "Sua associação", subject: "sua associação" } },
] as const;

const entryTable = (resource: "registers" | "registermemberships") =>
  // Both have the entry fields (number, status, ends_on, reminders_sent); typed as registers.
  (resource === "registers"
    ? resourceTable("registers")
    : resourceTable("registermemberships")) as ReturnType<typeof resourceTable<"registers">>;

const sweepActor = (tenantId: string): Actor => ({
  tenantId,
  userId: null,
  userName: "Validade dos registros",
  ip: null,
});

/** Entries and memberships whose validity ended before `today` turn expired (audited). */
const expireEntries = async (tx: Executor, tenantId: string, today: string) => {
  let expired = 0;
  for (const { resource } of ENTRIES) {
    const t = entryTable(resource);
    const rows = await tx
      .update(t)
      .set({ status: "expired", version: sql`${t.version} + 1`, updated_at: new Date(), updated_by: null })
      .where(
        and(
          eq(t.tenant_id, tenantId),
          inArray(t.status, ["active", "pending_payment", "suspended"]),
          isNotNull(t.ends_on),
          lt(t.ends_on, today),
        ),
      )
      .returning({ id: t.id, number: t.number });
    expired += rows.length;
    if (rows.length)
      await writeAudit(
        tx,
        sweepActor(tenantId),
        rows.map((row) => ({
          action: "update" as const,
          resource,
          recordId: row.id,
          recordTitle: row.number,
          changes: { after: { status: "expired" } },
        })),
      );
  }
  return expired;
};

type Reminder = {
  wording: (typeof ENTRIES)[number]["wording"];
  number: string | null;
  type_name: string;
  ends_on: string;
  days: number;
  name: string;
  email: string | null;
  phone: string | null;
};

/**
 * The reminders due on `today`, claimed in this transaction: an active entry whose validity ends
 * within a reminder's days and has not had it (the nearest due one is sent; a 7-day reminder also
 * marks the 30-day one, which would come late). The claim is written before sending, so two
 * processes never send the same reminder (one that fails to send is logged, not retried).
 */
const claimReminders = async (tx: Executor, tenantId: string, today: string) => {
  const claimed: Reminder[] = [];
  const types = resourceTable("registertypes");
  for (const { resource, wording } of ENTRIES) {
    const t = entryTable(resource);
    const rows = await tx
      .select({
        id: t.id,
        number: t.number,
        ends_on: t.ends_on,
        reminders_sent: t.reminders_sent,
        type_name: types.name,
        name: sql<string>`coalesce(nullif(${users.socialName}, ''), ${users.name})`,
        email: users.email,
        phone: users.phone,
      })
      .from(t)
      .innerJoin(types, and(eq(types.tenant_id, t.tenant_id), eq(types.id, t.registertype_id)))
      .innerJoin(users, and(eq(users.tenantId, t.tenant_id), eq(users.id, t.user_id)))
      .where(
        and(
          eq(t.tenant_id, tenantId),
          eq(t.status, "active"),
          isNotNull(t.ends_on),
          sql`${t.ends_on} >= ${today}`,
          lte(t.ends_on, addDays(today, REMINDER_DAYS[0])),
        ),
      )
      .for("update", { of: t });
    for (const row of rows) {
      const sent = new Set((row.reminders_sent ?? "").split(",").filter(Boolean));
      const left = Math.round((Date.parse(String(row.ends_on)) - Date.parse(today)) / 86_400_000);
      const due = [...REMINDER_DAYS].reverse().find((days) => left <= days && !sent.has(String(days)));
      if (due === undefined) continue;
      for (const days of REMINDER_DAYS) if (days >= due) sent.add(String(days));
      await tx
        .update(t)
        .set({ reminders_sent: REMINDER_DAYS.filter((days) => sent.has(String(days))).join(",") })
        .where(and(eq(t.tenant_id, tenantId), eq(t.id, row.id)));
      claimed.push({
        wording,
        number: row.number,
        type_name: row.type_name,
        ends_on: String(row.ends_on),
        days: left,
        name: row.name,
        email: row.email,
        phone: row.phone,
      });
    }
  }
  return claimed;
};

/** The reminder's text (pt-BR), the same by e-mail and WhatsApp. */
export const reminderMessage = (reminder: Reminder, title: string) => ({
  subject: `${title}: ${reminder.wording.subject} vence em ${brDate(reminder.ends_on)}`,
  text: [
    `Olá, ${reminder.name}.`,
    "",
    `${reminder.wording.entry} ${reminder.number ?? ""} em "${reminder.type_name}" vale até ${brDate(reminder.ends_on)} (${
      reminder.days === 0 ? "hoje" : reminder.days === 1 ? "falta 1 dia" : `faltam ${reminder.days} dias`
    }).`.replace(/\s+/g, " "),
    "Para renovar, entre no portal e faça um novo pedido em Minha conta › Meus pedidos de filiação.",
    "",
    title,
  ].join("\n"),
});

const toCloudNumber = (phone: string) => {
  const digits = onlyDigits(phone);
  return digits.length >= 12 && digits.startsWith("55") ? digits : `55${digits}`;
};

/**
 * One tenant's sweep on `today`: expiries, then the renewal reminders claimed in the same
 * transaction and sent after it commits, by e-mail and, when the tenant set WhatsApp up, by WhatsApp.
 */
export const sweepTenant = async (
  deps: Pick<AppDeps, "db" | "mailer">,
  log: FastifyBaseLogger,
  tenantId: string,
  today: string,
): Promise<RegisterSweepResult> => {
  const { expired, reminders, settings } = await deps.db.tenant(tenantId, async (tx) => ({
    expired: await expireEntries(tx, tenantId, today),
    reminders: await claimReminders(tx, tenantId, today),
    settings: (await loadSettings(tx, tenantId)).settings,
  }));
  const whatsapp = settings.whatsapp;
  let token: string | null = null;
  try {
    token = whatsapp.phone_number_id && whatsapp.access_token ? openSecret(whatsapp.access_token) : null;
  } catch {
    log.warn({ tenantId }, "registers reminders: the WhatsApp token cannot be read on this server");
  }
  for (const reminder of reminders) {
    const message = reminderMessage(reminder, settings.title);
    if (reminder.email)
      try {
        await deps.mailer.send({ to: reminder.email, ...message });
      } catch (error) {
        log.warn({ err: error, tenantId }, "registers reminder mail not sent");
      }
    if (token && reminder.phone && whatsapp.phone_number_id)
      try {
        await sendCloudMessage({
          baseUrl: whatsapp.api_base_url,
          phoneNumberId: whatsapp.phone_number_id,
          token,
          to: toCloudNumber(reminder.phone),
          message: { kind: "text", text: message.text },
        });
      } catch (error) {
        log.warn({ err: error, tenantId }, "registers reminder WhatsApp not sent");
      }
  }
  return { expired, reminders: reminders.length };
};

/**
 * Every tenant with the registers module, once per day each in this process (`swept` remembers the
 * day; across processes the sweep is idempotent: expiring twice changes nothing, reminders are
 * claimed). A tenant that fails is logged and tried again on the next tick.
 */
export const sweepRegisters = async (
  deps: Pick<AppDeps, "db" | "mailer">,
  log: FastifyBaseLogger,
  today = brazilDay(),
  swept = new Map<string, string>(),
) => {
  const db: Database = deps.db;
  const withRegisters = await db.global((tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(sql`'registers' = any(${tenants.availableModules})`),
  );
  const total: RegisterSweepResult = { expired: 0, reminders: 0 };
  for (const { id } of withRegisters) {
    if (swept.get(id) === today) continue;
    try {
      const result = await sweepTenant(deps, log, id, today);
      total.expired += result.expired;
      total.reminders += result.reminders;
      swept.set(id, today);
    } catch (error) {
      log.error({ err: error, tenantId: id }, "registers sweep failed; nothing of it was written");
    }
  }
  return total;
};

/** The sweep's ticker: once ready, then every `everyMs`; ticks never overlap in one process. */
export const startRegisterTicker = (
  deps: Pick<AppDeps, "db" | "mailer">,
  log: FastifyBaseLogger,
  everyMs: number,
) => {
  const swept = new Map<string, string>();
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(() => (stopped ? null : sweepRegisters(deps, log, brazilDay(), swept)))
      .catch((error) => log.error({ err: error }, "registers tick failed"));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
};
