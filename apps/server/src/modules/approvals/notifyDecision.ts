import { type TenantArticle, tenantAfter } from "@quadra/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { users } from "../../platform/db/schema/index.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import { loadSettings } from "../configs/settingsStore.ts";

export type Decision = {
  tenantId: string;
  /** Whose record was decided: the person is told by e-mail, when they have one. */
  userId: string;
  /** What was decided, as a pt-BR noun phrase: "Seu documento RG", "Sua foto de perfil". */
  subject: string;
  approved: boolean;
  reason?: string | null | undefined;
};

/** The message a person receives about a decision on something they sent (pt-BR, plain text). */
export const decisionMail = ({
  name,
  subject,
  approved,
  reason,
  title,
  article,
}: Omit<Decision, "tenantId" | "userId"> & { name: string; title: string; article?: TenantArticle }) => ({
  subject: `${title}: ${subject} foi ${approved ? "aprovado(a)" : "recusado(a)"}`,
  text: [
    `Olá, ${name}.`,
    "",
    approved
      ? `${subject} foi aprovado(a) pela equipe ${tenantAfter("de", { title, article })}.`
      : `${subject} foi recusado(a) pela equipe ${tenantAfter("de", { title, article })}.`,
    ...(reason ? ["", `Motivo: ${reason}`] : []),
    ...(approved ? [] : ["", "Corrija o que foi apontado e envie de novo pelo portal."]),
  ].join("\n"),
});

/**
 * Tells the people concerned about a decision, once the transaction that made it has committed (call
 * it then): in a transaction of its own it reads the tenant's title and each person's name and
 * e-mail, and sends. Someone without an e-mail is skipped; a mail that cannot be sent is logged and
 * never undoes the decision.
 */
export const notifyDecision = async (
  request: FastifyRequest,
  { userIds, ...decision }: Omit<Decision, "tenantId" | "userId"> & { userIds: readonly string[] },
) => {
  if (!userIds.length) return;
  const tenantId = tenantOf(request).id;
  const app = request.server;
  await inTenant(request, async (tx) => {
    const { settings } = await loadSettings(tx, tenantId);
    const people = await tx
      .select({ id: users.id, name: users.name, socialName: users.socialName, email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(userIds)])));
    for (const person of people) {
      if (!person.email) continue;
      const mail = decisionMail({
        name: person.socialName || person.name,
        subject: decision.subject,
        approved: decision.approved,
        reason: decision.reason,
        title: settings.title,
        article: settings.title_article,
      });
      try {
        await app.deps.mailer.send({ to: person.email, ...mail });
      } catch (error) {
        app.log.warn({ err: error, userId: person.id }, "decision mail not sent");
      }
    }
  });
};
