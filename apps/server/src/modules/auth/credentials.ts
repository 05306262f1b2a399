import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, onlyDigits } from "@quadra/shared";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { burnPasswordCheck, verifyPassword } from "../../platform/security/passwords.ts";
import type { UserRow } from "./sessionInfo.ts";

/** A login is the e-mail, or the cpf (masked or not). Either finds the person within the tenant. */
export const findUserByLogin = async (
  tx: Executor,
  login: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow | undefined> => {
  const trimmed = login.trim();
  const condition = trimmed.includes("@")
    ? sql`lower(${users.email}) = ${trimmed.toLowerCase()}`
    : eq(users.cpf, onlyDigits(trimmed));
  if (!trimmed.includes("@") && onlyDigits(trimmed).length === 0) return undefined;
  const query = tx.select().from(users).where(condition).limit(1);
  return (await (options.forUpdate ? query.for("update") : query))[0];
};

export type CredentialOutcome =
  | { kind: "ok"; user: UserRow }
  | { kind: "invalid"; remaining: number | null }
  | { kind: "locked"; until: Date }
  | { kind: "disabled" };

/**
 * Checks a login and password and keeps the per-account failure count: after LOGIN_MAX_FAILURES
 * wrong passwords the account is locked for LOGIN_LOCK_MS. The outcome is returned rather than
 * thrown so the caller's transaction commits the counter.
 */
export const checkCredentials = async (
  tx: Executor,
  login: string,
  password: string,
): Promise<CredentialOutcome> => {
  // The row lock makes simultaneous attempts on one account take turns, so each reads the failure
  // count the previous one wrote: parallel guesses cannot slip past the lock.
  const user = await findUserByLogin(tx, login, { forUpdate: true });
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    return { kind: "invalid", remaining: null };
  }
  const now = new Date();
  if (user.lockedUntil && user.lockedUntil > now) return { kind: "locked", until: user.lockedUntil };
  if (!(await verifyPassword(user.passwordHash, password))) {
    const failures = user.failedLogins + 1;
    if (failures >= LOGIN_MAX_FAILURES) {
      const until = new Date(now.getTime() + LOGIN_LOCK_MS);
      await tx.update(users).set({ failedLogins: 0, lockedUntil: until }).where(eq(users.id, user.id));
      return { kind: "locked", until };
    }
    await tx.update(users).set({ failedLogins: failures }).where(eq(users.id, user.id));
    return { kind: "invalid", remaining: LOGIN_MAX_FAILURES - failures };
  }
  if (user.disabledAt) return { kind: "disabled" };
  if (user.failedLogins > 0 || user.lockedUntil) {
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  return { kind: "ok", user };
};
