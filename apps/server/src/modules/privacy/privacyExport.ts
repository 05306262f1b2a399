import { HEALTH_RESOURCES, PEOPLE_REF, RESOURCE_LIST, type ResourceDef } from "@quadra/shared";
import { and, desc, eq, or } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import {
  oauthIdentities,
  roles,
  sessions,
  uploads,
  userRoles,
  users,
} from "../../platform/db/schema/index.ts";
import { toRecord } from "../../platform/resources/recordValues.ts";
import { resourceTable, resourceTableOf } from "../../platform/resources/resourceTable.ts";
import type { UserRow } from "../auth/sessionInfo.ts";
import type { PrivacyViewer } from "./privacyAccess.ts";

/** Columns of the person's row that are credentials, not data about them: never exported. */
const CREDENTIAL_COLUMNS = new Set<keyof UserRow>(["passwordHash", "cardToken"]);

const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

const personRow = (person: UserRow) =>
  Object.fromEntries(
    Object.entries(person)
      .filter(([key]) => !CREDENTIAL_COLUMNS.has(key as keyof UserRow))
      .map(([key, value]) => [snake(key), value instanceof Date ? value.toISOString() : value]),
  );

/** The person-reference fields of each registered resource: where a person's rows are, derived from the registry. */
const personFieldsOf = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(([, field]) => field.kind === "ref" && field.ref === PEOPLE_REF)
    .map(([key]) => key);

/**
 * Everything the tenant holds about a person, as one JSON document (LGPD art. 18, II and V): their
 * row without credentials, roles, sessions, identity providers, files they sent, the rows of every
 * registered resource that points at them (documents, PAR-Q, consents, affiliations, managed
 * associations, claims, privacy requests, and whatever later modules add), their dependents and the
 * audit entries about them. Entries of what they did to other records are not theirs to take: those
 * hold other people's data. Health resources and health documents leave out for staff without `parqs`.
 */
export const buildPrivacyExport = async (
  tx: Executor,
  {
    person,
    viewer,
    tenant,
  }: { person: UserRow; viewer: PrivacyViewer; tenant: { name: string; identifier: string } },
) => {
  const id = person.id;
  const resources: Record<string, unknown[]> = {};
  for (const def of RESOURCE_LIST) {
    const fields = personFieldsOf(def);
    if (!fields.length) continue;
    if (!viewer.health && (HEALTH_RESOURCES as readonly string[]).includes(def.name)) continue;
    // Catalogue-built tables (columns by index signature): `!` names a column the catalogue declares.
    const t = resourceTableOf(def);
    const rows = (await tx
      .select()
      .from(t)
      .where(or(...fields.map((field) => eq(t[field]!, id))))
      .orderBy(desc(t.created_at!))) as Record<string, unknown>[];
    resources[def.name] = rows.map((row) => toRecord(def, row));
  }
  if (!viewer.health && resources.userdocuments?.length) {
    const types = resourceTable("documenttypes");
    const health = new Set(
      (
        (await tx.select({ id: types.id! }).from(types).where(eq(types.health!, true))) as { id: string }[]
      ).map((row) => row.id),
    );
    resources.userdocuments = resources.userdocuments.filter(
      (doc) => !health.has((doc as { documenttype_id: string }).documenttype_id),
    );
  }

  const logs = resourceTable("logs");
  const [roleRows, sessionRows, identityRows, uploadRows, dependents, audit] = await Promise.all([
    tx
      .select({ name: roles.name, permissions: roles.permissions })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
      .where(eq(userRoles.userId, id)),
    tx
      .select({
        created_at: sessions.createdAt,
        last_seen_at: sessions.lastSeenAt,
        expires_at: sessions.expiresAt,
        revoked_at: sessions.revokedAt,
        ip: sessions.ip,
        user_agent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(desc(sessions.createdAt)),
    tx
      .select({ provider: oauthIdentities.providerKey, created_at: oauthIdentities.createdAt })
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, id)),
    tx
      .select({
        id: uploads.id,
        name: uploads.name,
        content_type: uploads.contentType,
        size: uploads.size,
        created_at: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.createdBy, id)),
    tx.select().from(users).where(eq(users.guardianId, id)),
    tx
      .select()
      .from(logs)
      .where(and(eq(logs.resource!, "users"), eq(logs.record_id!, id)))
      .orderBy(desc(logs.created_at!)),
  ]);

  return {
    exported_at: new Date().toISOString(),
    tenant,
    person: personRow(person),
    roles: roleRows,
    sessions: sessionRows,
    identity_providers: identityRows,
    uploads: uploadRows,
    dependents: dependents.map(personRow),
    resources,
    audit: (audit as Record<string, unknown>[]).map((row) => ({
      at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
      action: row.action,
      by: row.user_name,
      changes: row.changes,
    })),
  };
};
