import { SESSION_TTL_DAYS } from "@quadra/shared";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { roles, sessions, userRoles, users } from "../../platform/db/schema/index.ts";
import { hashToken, randomToken } from "../../platform/security/tokens.ts";
import { isRefereeSql, REFEREE_GRANT } from "./sessionInfo.ts";

// Touching last_seen_at on every request would turn each read into a write.
const TOUCH_EVERY_MS = 5 * 60_000;

export const createSession = async (
  tx: Executor,
  input: {
    tenantId: string;
    userId: string;
    ip?: string;
    userAgent?: string;
    platform?: Record<string, unknown>;
  },
) => {
  const token = randomToken(32);
  await tx.insert(sessions).values({
    tenantId: input.tenantId,
    userId: input.userId,
    tokenHash: hashToken(token),
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    platform: input.platform ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000),
  });
  return token;
};

/** What a person's roles grant, as `loadPrincipal` reads them. */
export type Granted = { permissions: string[]; admin: boolean };

/**
 * The live session of a bearer token, by the token's hash (`hashToken`, which the caller has already
 * made for its cache), with its person and what the person's roles grant, or undefined (revoked,
 * expired, disabled): one statement, since every request with a token asks (sent with its
 * transaction in one round trip: `db.tenantStatement`).
 */
export const findSession = async (tx: Executor, tokenHash: string) => {
  const [row] = await tx
    .select({
      session: sessions,
      user: users,
      // The roles' grants and, for a registered referee, the referee's (sessionInfo's REFEREE_GRANT).
      granted: sql<Granted[] | string>`(
        select coalesce(json_agg(grant_row), '[]'::json) from (
          select json_build_object('permissions', ${roles.permissions}, 'admin', ${roles.admin}) as grant_row
          from ${userRoles}
          inner join ${roles} on ${roles.tenantId} = ${userRoles.tenantId} and ${roles.id} = ${userRoles.roleId}
          where ${userRoles.userId} = ${users.id}
          union all
          select ${JSON.stringify(REFEREE_GRANT)}::json where ${isRefereeSql(users.tenantId, users.id)}
        ) as grants
      )`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const granted = (typeof row.granted === "string" ? JSON.parse(row.granted) : row.granted) as Granted[];
  return { ...row, granted };
};

/** Whether a session's last_seen_at is old enough to be written again (`touchSession`). */
export const sessionNeedsTouch = (session: { lastSeenAt: Date }) =>
  Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS;

export const touchSession = (tx: Executor, sessionId: string) =>
  tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));

export const revokeSession = (tx: Executor, sessionId: string, reason: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/** Revokes every live session of a person, optionally keeping one (the one that asked). */
export const revokeUserSessions = (tx: Executor, userId: string, reason: string, keepSessionId?: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    );
