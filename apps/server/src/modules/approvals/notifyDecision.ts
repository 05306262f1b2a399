import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";

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
}: Omit<Decision, "tenantId" | "userId"> & { name: string; title: string }) => ({
  subject: `${title}: ${subject} foi ${approved ? "aprovado(a)" : "recusado(a)"}`,
  text: [
    `Olá, ${name}.`,
    "",
    approved
      ? `${subject} foi aprovado(a) pela equipe de ${title}.`
      : `${subject} foi recusado(a) pela equipe de ${title}.`,
    ...(reason ? ["", `Motivo: ${reason}`] : []),
    ...(approved ? [] : ["", "Corrija o que foi apontado e envie de novo pelo portal."]),
  ].join("\n"),
});

/**
 * Tells the person about a decision, after the transaction that made it has committed (call it
 * then): reads their name and e-mail in `tx` (any transaction of the tenant) and sends. A mail that
 * cannot be sent is logged, never undoes the decision.
 */
export const notifyDecision = async (
  app: FastifyInstance,
  tx: Executor,
  decision: Decision & { tenantTitle: string },
) => {
  const [person] = await tx
    .select({ name: users.name, socialName: users.socialName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, decision.tenantId), eq(users.id, decision.userId)));
  if (!person?.email) return false;
  const mail = decisionMail({
    name: person.socialName || person.name,
    subject: decision.subject,
    approved: decision.approved,
    reason: decision.reason,
    title: decision.tenantTitle,
  });
  try {
    await app.deps.mailer.send({ to: person.email, ...mail });
    return true;
  } catch (error) {
    app.log.warn({ err: error, userId: decision.userId }, "decision mail not sent");
    return false;
  }
};
