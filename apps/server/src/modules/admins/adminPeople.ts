import { type AdminPerson, cpfSearchDigits, onlyDigits, searchTerms } from "@quadra/shared";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { foldedSql } from "../../platform/db/folding.ts";
import { containsPattern } from "../../platform/db/like.ts";
import { roles, userRoles, users } from "../../platform/db/schema/index.ts";

/**
 * A column as the search compares it: accents taken away before lower() (which, under the C
 * collation PGlite uses, lowers only ASCII), so "JOÃO" is found by "joao".
 */
const plain = (column: SQL | typeof users.name) => foldedSql(column);

/** Only a cpf's middle digits: enough to tell namesakes apart on screen (LGPD). */
export const maskCpf = (cpf: string | null) => {
  const digits = onlyDigits(cpf ?? "");
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : null;
};

/** Every term must match the name, social name, e-mail or cpf digits (accent- and case-free). */
export const candidateFilter = (q: string) => {
  const terms = searchTerms(q);
  return and(
    ...terms.map((term) => {
      const like = containsPattern(term);
      const cpfDigits = cpfSearchDigits(term);
      const checks = [
        sql`${plain(users.name)} like ${like}`,
        sql`${plain(sql`${users.socialName}`)} like ${like}`,
        sql`lower(coalesce(${users.email}, '')) like ${like}`,
      ];
      // "529.982" or "52998": the typed digits within the stored cpf (kept as digits).
      if (cpfDigits) checks.push(sql`${users.cpf} like ${`%${cpfDigits}%`}`);
      return or(...checks)!;
    }),
  );
};

const personColumns = {
  id: users.id,
  name: users.name,
  socialName: users.socialName,
  email: users.email,
  cpf: users.cpf,
  imageUrl: users.imageUrl,
  isMaster: users.isMaster,
  disabledAt: users.disabledAt,
};

/** People with their roles, in the order given. */
const withRoles = async (
  tx: Executor,
  people: {
    id: string;
    name: string;
    socialName: string | null;
    email: string | null;
    cpf: string | null;
    imageUrl: string | null;
    isMaster: boolean;
    disabledAt: Date | null;
  }[],
): Promise<AdminPerson[]> => {
  const held = people.length
    ? await tx
        .select({ userId: userRoles.userId, id: roles.id, name: roles.name, admin: roles.admin })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
        .where(
          inArray(
            userRoles.userId,
            people.map((person) => person.id),
          ),
        )
        .orderBy(roles.name)
    : [];
  return people.map((person) => {
    const mine = held.filter((role) => role.userId === person.id);
    return {
      id: person.id,
      name: person.socialName || person.name,
      email: person.email,
      cpf_masked: maskCpf(person.cpf),
      image_url: person.imageUrl,
      master: person.isMaster,
      admin: person.isMaster || mine.some((role) => role.admin),
      disabled: person.disabledAt !== null,
      roles: mine.map(({ id, name, admin }) => ({ id, name, admin })),
    };
  });
};

/** Cap of the administrators list: a federation has a handful; the cap only bounds the answer. */
const ADMINS_LIMIT = 500;

/** Who reaches the administration area: masters and holders of a role with `admin`. */
export const listAdmins = async (tx: Executor) => {
  const adminRoleHolders = tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
    .where(eq(roles.admin, true));
  const people = await tx
    .select(personColumns)
    .from(users)
    .where(or(eq(users.isMaster, true), inArray(users.id, adminRoleHolders)))
    .orderBy(users.name, users.id)
    .limit(ADMINS_LIMIT);
  return withRoles(tx, people);
};

export const searchCandidates = async (tx: Executor, { q, limit }: { q: string; limit: number }) => {
  const filter = candidateFilter(q);
  if (!filter) return [];
  const people = await tx
    .select(personColumns)
    .from(users)
    .where(filter)
    .orderBy(users.name, users.id)
    .limit(limit);
  return withRoles(tx, people);
};
