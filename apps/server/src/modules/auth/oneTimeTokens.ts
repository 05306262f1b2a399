import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { oneTimeTokens } from "../../platform/db/schema/index.ts";
import { hashToken, randomToken } from "../../platform/security/tokens.ts";

type Purpose = (typeof oneTimeTokens.$inferSelect)["purpose"];

export const issueOneTimeToken = async (
  tx: Executor,
  input: {
    tenantId: string;
    userId: string;
    purpose: Purpose;
    ttlMs: number;
    data?: Record<string, unknown>;
  },
) => {
  const token = randomToken(32);
  await tx.insert(oneTimeTokens).values({
    tenantId: input.tenantId,
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    data: input.data ?? null,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
};

/** Marks a live token used and returns it; a used, expired or unknown token returns undefined. */
export const consumeOneTimeToken = async (tx: Executor, token: string, purpose: Purpose) => {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
};
