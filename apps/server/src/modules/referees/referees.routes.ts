import { timingSafeEqual } from "node:crypto";
import { counted, onlyDigits } from "@quadra/shared";
import type {
  AppointmentProblem,
  BoardEvent,
  MyAppointment,
  RefereeBoard,
  RefereeCosts,
} from "@quadra/shared/contracts/referees";
import { refereesOperations } from "@quadra/shared/operations/referees";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { actorOf } from "../../platform/resources/resourceRoutes.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { openSecret, signValue } from "../../platform/security/secretBox.ts";
import { formatBrazilDateTime } from "../../platform/time.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { sendCloudMessage } from "../whatsapp/cloudApi.ts";
import {
  appointmentProblems,
  INACTIVE_STATUSES,
  matchMinutes,
  statusNotIn,
  statusOf,
  toDate,
} from "./appointmentConflicts.ts";
import {
  type AppointmentRow,
  appointmentRows,
  appointmentsOfEvents,
  type EventRow,
  eventsById,
  eventsOf,
  isOverdue,
  type Period,
} from "./appointmentViews.ts";
import { type CalendarEvent, writeCalendar } from "./icalendar.ts";

const ROLE_LABEL = "Escala de arbitragem";

/** Without a competition or dates, the board shows from yesterday to two weeks ahead. */
const defaultPeriod = (period: Period): Period => {
  if (period.competition_id || period.from || period.to) return period;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-1), to: day(14) };
};

// ---- The calendar feed's personal key: the person's id and a signature of it with the tenant. ----

const CALENDAR_PURPOSE = "referee-calendar";

/** 44 characters: the person's id (22, base64url) and an HMAC of tenant and person (22). */
export const calendarToken = (tenantId: string, userId: string) =>
  `${Buffer.from(userId.replaceAll("-", ""), "hex").toString("base64url")}${signValue(CALENDAR_PURPOSE, `${tenantId}:${userId}`)}`;

const calendarOwner = (token: string, tenantId: string) => {
  const key = token.replace(/\.ics$/, "");
  if (key.length !== 44) return null;
  const hex = Buffer.from(key.slice(0, 22), "base64url").toString("hex");
  if (hex.length !== 32) return null;
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(signValue(CALENDAR_PURPOSE, `${tenantId}:${userId}`));
  const given = Buffer.from(key.slice(22));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
};

// ---- Reading ----

const myAppointmentOf = (
  row: AppointmentRow,
  event: EventRow | undefined,
  now = new Date(),
): MyAppointment => ({
  id: row.id,
  competition_name: event?.competition_name ?? "",
  title: event?.title ?? "",
  scheduled_at: event?.scheduled_at ?? null,
  place: event?.place ?? null,
  role_name: row.role_name,
  status: row.status,
  respond_by: row.respond_by,
  decline_reason: row.decline_reason,
  fee: row.fee,
  can_respond: row.status === "appointed" && (!row.respond_by || new Date(row.respond_by) > now),
});

/** The person's appointments (not cancelled), soonest first. */
const myAppointments = async (tx: Executor, userId: string, only?: string) => {
  const referees = resourceTable("referees");
  const mine = await tx.select({ id: referees.id }).from(referees).where(eq(referees.user_id, userId));
  if (!mine.length) return [];
  const rows = await appointmentRows(tx, (t) =>
    and(
      inArray(
        t.referee_id,
        mine.map((referee) => referee.id),
      ),
      statusNotIn(t.status, ["cancelled"]),
      only ? eq(t.id, only) : undefined,
    ),
  );
  const events = await eventsById(tx, rows);
  return rows
    .map((row) => ({ row, event: events.get(String(row.duel_id ?? row.heat_id)) }))
    .sort((a, b) => (a.event?.scheduled_at ?? "9999").localeCompare(b.event?.scheduled_at ?? "9999"));
};

const board = async (tx: Executor, period: Period): Promise<RefereeBoard> => {
  const events = await eventsOf(tx, defaultPeriod(period));
  const rows = await appointmentsOfEvents(tx, events);
  const now = new Date();
  const warningsOf = new Map<string, AppointmentProblem[]>();
  for (const row of rows) {
    if ((INACTIVE_STATUSES as readonly string[]).includes(row.status)) continue;
    const { warnings, refusals } = await appointmentProblems(tx, row);
    warningsOf.set(row.id, [...refusals, ...warnings]);
  }
  const byEvent = new Map<string, AppointmentRow[]>();
  for (const row of rows) {
    const key = String(row.duel_id ?? row.heat_id);
    byEvent.set(key, [...(byEvent.get(key) ?? []), row]);
  }
  const referees = resourceTable("referees");
  const categories = resourceTable("refereecategories");
  const roles = resourceTable("refereeroles");
  const refereeList = await tx
    .select({
      id: referees.id,
      name: sql<string>`coalesce(nullif(${users.socialName}, ''), ${users.name})`,
      category_name: categories.name,
      level: categories.level,
      kinds: referees.kinds,
    })
    .from(referees)
    .innerJoin(users, eq(users.id, referees.user_id))
    .leftJoin(categories, eq(categories.id, referees.category_id))
    .where(and(eq(referees.active, true), isNull(referees.deleted_at)))
    .orderBy(categories.level, users.name);
  const roleList = await tx
    .select({ id: roles.id, name: roles.name, kind: roles.kind, fee: roles.fee })
    .from(roles)
    .where(and(eq(roles.active, true), isNull(roles.deleted_at)))
    .orderBy(roles.order, roles.name);
  const boardEvents: BoardEvent[] = events.map((event) => ({
    ...event,
    appointments: (byEvent.get(event.id) ?? []).map((row) => ({
      id: row.id,
      referee_id: row.referee_id,
      referee_name: row.referee_name,
      role_id: row.role_id,
      role_name: row.role_name,
      status: row.status,
      respond_by: row.respond_by,
      responded_at: row.responded_at,
      decline_reason: row.decline_reason,
      fee: row.fee,
      warnings_accepted: row.warnings_accepted,
      notified_at: row.notified_at,
      overdue: isOverdue(row, now),
      warnings: warningsOf.get(row.id) ?? [],
    })),
  }));
  return {
    events: boardEvents,
    referees: refereeList.map((referee) => ({
      id: referee.id,
      name: referee.name,
      category_name: referee.category_name ?? null,
      level: referee.level ?? null,
      kinds: referee.kinds ?? [],
    })),
    roles: roleList.map((role) => ({
      id: role.id,
      name: String(role.name),
      kind: String(role.kind),
      fee: role.fee ?? null,
    })),
    attention: rows.filter((row) => row.status === "declined" || isOverdue(row, now)).length,
  };
};

const costs = async (tx: Executor, period: Period): Promise<RefereeCosts> => {
  const events = period.competition_id || period.from || period.to ? await eventsOf(tx, period) : null;
  const rows = events ? await appointmentsOfEvents(tx, events) : await appointmentRows(tx, () => undefined);
  const standing = rows.filter((row) => !(INACTIVE_STATUSES as readonly string[]).includes(row.status));
  const names = events
    ? new Map(events.map((event) => [event.competition_id, event.competition_name]))
    : await competitionNames(tx, standing);
  const sum = (key: (row: AppointmentRow) => [string, string]) => {
    const lines = new Map<string, { id: string; name: string; matches: number; total: number }>();
    for (const row of standing) {
      const [id, name] = key(row);
      const line = lines.get(id) ?? { id, name, matches: 0, total: 0 };
      line.matches += 1;
      line.total += row.fee ?? 0;
      lines.set(id, line);
    }
    return [...lines.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, "pt-BR"));
  };
  return {
    referees: sum((row) => [row.referee_id, row.referee_name]),
    competitions: sum((row) => [row.competition_id, names.get(row.competition_id) ?? ""]),
    total: standing.reduce((total, row) => total + (row.fee ?? 0), 0),
  };
};

const competitionNames = async (tx: Executor, rows: readonly AppointmentRow[]) => {
  const ids = [...new Set(rows.map((row) => row.competition_id))];
  if (!ids.length) return new Map<string, string>();
  const competitions = resourceTable("competitions");
  const found = await tx
    .select({ id: competitions.id, name: competitions.name })
    .from(competitions)
    .where(inArray(competitions.id, ids));
  return new Map(found.map((row) => [row.id, String(row.name)]));
};

// ---- Writing ----

type AppointmentDecision = { status: "confirmed" } | { status: "declined"; reason: string };

/**
 * A referee's answer to their appointment `id` (`userId` is the referee's person): one conditional
 * UPDATE, so an answer after the deadline or a second one is refused. The demo seed answers through
 * it too.
 */
export const answerAppointment = async (
  tx: Executor,
  {
    actor,
    userId,
    id,
    decision,
  }: { actor: Actor; userId: string; id: string; decision: AppointmentDecision },
) => {
  const [found] = await myAppointments(tx, userId, id);
  if (!found) throw notFound("Escala não encontrada.");
  const { row } = found;
  if (row.status !== "appointed")
    throw conflict(
      row.status === "confirmed" ? "Você já confirmou esta escala." : "Você já recusou esta escala.",
    );
  if (row.respond_by && new Date(row.respond_by) <= new Date())
    throw conflict(
      `O prazo para responder terminou em ${formatBrazilDateTime(new Date(row.respond_by))}. Fale com a coordenação de arbitragem.`,
    );
  const t = resourceTable("refereeappointments");
  const [updated] = await tx
    .update(t)
    .set({
      status: decision.status,
      responded_at: new Date().toISOString(),
      decline_reason: decision.status === "declined" ? decision.reason : null,
      version: sql`${t.version} + 1`,
      updated_at: new Date(),
      updated_by: userId,
    })
    .where(
      and(
        eq(t.id, id),
        eq(statusOf(t.status), "appointed"),
        or(isNull(t.respond_by), gt(t.respond_by, new Date().toISOString())),
      ),
    )
    .returning({ id: t.id });
  if (!updated) throw conflict("Esta escala mudou agora há pouco. Recarregue a página.");
  await writeAudit(tx, actor, [
    {
      action: "update",
      resource: "refereeappointments",
      recordId: id,
      recordTitle: row.referee_name,
      changes: {
        before: { status: row.status },
        after: {
          status: decision.status,
          ...(decision.status === "declined" ? { decline_reason: decision.reason } : {}),
        },
      },
    },
  ]);
  const [after] = await myAppointments(tx, userId, id);
  return myAppointmentOf(after!.row, after!.event);
};

const answer = (request: FastifyRequest, id: string, decision: AppointmentDecision) =>
  inTenant(request, (tx) =>
    answerAppointment(tx, { actor: actorOf(request), userId: authOf(request).user.id, id, decision }),
  );

/** The message of an appointment, as the e-mail and the WhatsApp text say it (pt-BR). */
export const appointmentMessage = ({
  row,
  event,
  title,
  link,
}: {
  row: AppointmentRow;
  event: EventRow | undefined;
  title: string;
  link: string | null;
}) => {
  const when = event?.scheduled_at ? formatBrazilDateTime(new Date(event.scheduled_at)) : "data a definir";
  const lines = [
    `Olá, ${row.referee_name}.`,
    "",
    `Você foi escalado(a) como ${row.role_name}:`,
    `${event?.competition_name ?? ""} — ${event?.title ?? ""}`,
    `Quando: ${when}`,
    ...(event?.place ? [`Onde: ${event.place}`] : []),
    ...(row.respond_by
      ? [`Confirme ou recuse até ${formatBrazilDateTime(new Date(row.respond_by))}.`]
      : ["Confirme ou recuse pelo portal."]),
    ...(link ? ["", `Suas escalas: ${link}`] : []),
  ];
  return { subject: `${title}: escala de arbitragem — ${event?.title ?? ""}`, text: lines.join("\n") };
};

const toCloudNumber = (phone: string) => {
  const digits = onlyDigits(phone);
  return digits.length >= 12 && digits.startsWith("55") ? digits : `55${digits}`;
};

/** The referee department's operations (spec /referees/referees/all and /my/referees/scales). */
export const registerRefereeRoutes = (app: App) => {
  route(app, refereesOperations, "board", async (request) =>
    ok(await inTenant(request, (tx) => board(tx, request.query))),
  );

  route(app, refereesOperations, "check", async (request) =>
    ok(await inTenant(request, (tx) => appointmentProblems(tx, request.body))),
  );

  route(app, refereesOperations, "costs", async (request) =>
    ok(await inTenant(request, (tx) => costs(tx, request.query))),
  );

  route(app, refereesOperations, "cancel", async (request) => {
    const actor = actorOf(request);
    const { id } = request.params;
    await inTenant(request, async (tx) => {
      const t = resourceTable("refereeappointments");
      const [row] = await tx.select({ status: t.status }).from(t).where(eq(t.id, id)).for("update");
      if (!row) throw notFound("Escala não encontrada.");
      if (row.status === "cancelled") throw conflict("Esta escala já foi cancelada.");
      await tx
        .update(t)
        .set({
          status: "cancelled",
          version: sql`${t.version} + 1`,
          updated_at: new Date(),
          updated_by: actor.userId,
        })
        .where(eq(t.id, id));
      await writeAudit(tx, actor, [
        {
          action: "update",
          resource: "refereeappointments",
          recordId: id,
          recordTitle: ROLE_LABEL,
          changes: { before: { status: row.status }, after: { status: "cancelled" } },
        },
      ]);
    });
    return ok({ id, status: "cancelled" as const }, "Escala cancelada.");
  });

  route(app, refereesOperations, "notify", async (request) => {
    const tenant = tenantOf(request);
    const { ids } = request.body;
    const { rows, events, settings } = await inTenant(request, async (tx) => {
      const rows = await appointmentRows(tx, (t) =>
        and(inArray(t.id, ids), statusNotIn(t.status, INACTIVE_STATUSES)),
      );
      return {
        rows,
        events: await eventsById(tx, rows),
        settings: (await loadSettings(tx, tenant.id)).settings,
      };
    });
    if (!rows.length) throw notFound("Nenhuma escala a avisar (canceladas e recusadas não são avisadas).");
    const origin = request.server.deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const link = `${origin.replace(/\/+$/, "")}/my/referees/scales`;
    const whatsapp = settings.whatsapp;
    let token: string | null = null;
    try {
      token = whatsapp.phone_number_id && whatsapp.access_token ? openSecret(whatsapp.access_token) : null;
    } catch {
      token = null;
    }
    const result = { emailed: 0, whatsapp: 0, failures: [] as string[] };
    const notified: string[] = [];
    for (const row of rows) {
      const message = appointmentMessage({
        row,
        event: events.get(String(row.duel_id ?? row.heat_id)),
        title: settings.title,
        link,
      });
      let reached = false;
      if (row.email) {
        try {
          await request.server.deps.mailer.send({ to: row.email, ...message });
          result.emailed += 1;
          reached = true;
        } catch (error) {
          request.log.warn({ err: error, appointment: row.id }, "appointment mail not sent");
          result.failures.push(`${row.referee_name}: o e-mail não pôde ser enviado.`);
        }
      }
      if (token && row.phone && whatsapp.phone_number_id) {
        try {
          await sendCloudMessage({
            baseUrl: whatsapp.api_base_url,
            phoneNumberId: whatsapp.phone_number_id,
            token,
            to: toCloudNumber(row.phone),
            message: { kind: "text", text: message.text },
          });
          result.whatsapp += 1;
          reached = true;
        } catch (error) {
          result.failures.push(
            `${row.referee_name}: WhatsApp — ${error instanceof Error ? error.message : "não enviado"}`,
          );
        }
      }
      if (!reached && !row.email && !row.phone)
        result.failures.push(`${row.referee_name}: sem e-mail nem celular no cadastro.`);
      if (reached) notified.push(row.id);
    }
    if (notified.length)
      await inTenant(request, async (tx) => {
        const t = resourceTable("refereeappointments");
        await tx.update(t).set({ notified_at: new Date().toISOString() }).where(inArray(t.id, notified));
      });
    const sent = `${counted(result.emailed, "e-mail", "e-mails")} e ${counted(result.whatsapp, "mensagem de WhatsApp", "mensagens de WhatsApp")} enviados.`;
    return ok(result, sent);
  });

  route(app, refereesOperations, "mine", async (request) => {
    const userId = authOf(request).user.id;
    const now = new Date();
    const found = await inTenant(request, (tx) => myAppointments(tx, userId));
    return ok(found.map(({ row, event }) => myAppointmentOf(row, event, now)));
  });

  route(app, refereesOperations, "confirm", async (request) =>
    ok(await answer(request, request.params.id, { status: "confirmed" }), "Escala confirmada."),
  );

  route(app, refereesOperations, "decline", async (request) =>
    ok(
      await answer(request, request.params.id, { status: "declined", reason: request.body.reason }),
      "Escala recusada. A coordenação de arbitragem foi avisada no quadro.",
    ),
  );

  route(app, refereesOperations, "feed", async (request) => {
    const token = calendarToken(tenantOf(request).id, authOf(request).user.id);
    return ok({ path: `referees/calendar/${token}.ics` });
  });

  route(app, refereesOperations, "calendar", async (request, reply) => {
    const tenant = tenantOf(request);
    const userId = calendarOwner(request.params.token, tenant.id);
    if (!userId) throw notFound("Agenda não encontrada. Copie o endereço de novo em Minhas escalas.");
    const minutes = matchMinutes();
    const { found, title } = await inTenant(request, async (tx) => ({
      found: await myAppointments(tx, userId),
      title: (await loadSettings(tx, tenant.id)).settings.title,
    }));
    const events: CalendarEvent[] = found.flatMap(({ row, event }) => {
      const starts = toDate(event?.scheduled_at);
      if (!starts || row.status === "declined") return [];
      return [
        {
          uid: `${row.id}@quadra-arbitragem`,
          starts,
          ends: new Date(starts.getTime() + minutes * 60_000),
          summary: `${row.role_name}: ${event?.title ?? ""}`,
          location: event?.place,
          description: `${event?.competition_name ?? ""}\n${
            row.status === "confirmed" ? "Escala confirmada." : "Aguardando sua confirmação."
          }`,
          status: row.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
          stamp: new Date(row.updated_at),
        },
      ];
    });
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", 'inline; filename="escalas.ics"')
      .header("cache-control", "private, max-age=300")
      .send(writeCalendar({ name: `${title}: escalas de arbitragem`, events }));
  });
};
