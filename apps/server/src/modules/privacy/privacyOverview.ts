import type { PrivacyOverview, TenantSettings } from "@quadra/shared";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database.ts";
import { oauthIdentities, sessions, users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { maskCpf } from "../admins/adminPeople.ts";
import type { UserRow } from "../auth/sessionInfo.ts";
import type { PrivacyViewer } from "./privacyAccess.ts";

type Item = { key: string; value: string | number };

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * The rows of consents and privacyrequests as the overview reads them: their tables are built from
 * the catalogue at run time, so Drizzle types their values unknown; these follow the catalogue's kinds.
 */
type ConsentRow = { id: string; purpose: string; granted_at: string | null; revoked_at: string | null };
type RequestRow = {
  id: string;
  kind: string;
  status: string;
  details: string | null;
  answer: string | null;
  created_at: Date;
  answered_at: string | null;
};

/** Only the items that hold something: an empty field is data the federation does not keep. */
const items = (entries: [string, string | number | null | undefined][]): Item[] =>
  entries.flatMap(([key, value]) =>
    value === null || value === undefined || value === "" ? [] : [{ key, value }],
  );

const maskPhone = (phone: string | null) =>
  phone ? `(${phone.slice(0, 2)}) *****-${phone.slice(-4)}` : null;
const maskEmail = (email: string | null) => {
  if (!email) return null;
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
};

const countOf = async (tx: Executor, table: PgTable, where: SQL | undefined) => {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};

/**
 * What the federation holds about a person, who it is shared with, the consents and the data-subject
 * requests: the privacy screens (/my/privacy and /records/users/privacy/:id). Values are summarized
 * and masked (a privacy screen must not become a way to read a cpf over someone's shoulder); health
 * data is only counted, and only for viewers allowed to see it.
 */
export const buildPrivacyOverview = async (
  tx: Executor,
  {
    person,
    viewer,
    settings,
    tenantName,
  }: {
    person: UserRow;
    viewer: PrivacyViewer;
    settings: TenantSettings;
    tenantName: string;
  },
): Promise<PrivacyOverview> => {
  // Catalogue-built tables (columns by index signature): `!` names a column the catalogue declares.
  const docs = resourceTable("userdocuments");
  const types = resourceTable("documenttypes");
  const parqs = resourceTable("parqs");
  const consents = resourceTable("consents");
  const requests = resourceTable("privacyrequests");
  const affiliations = resourceTable("associationusers");
  const managers = resourceTable("associationmanagers");
  const associations = resourceTable("associations");
  const id = person.id;

  const documentsByHealth = (await tx
    .select({ health: types.health!, n: count() })
    .from(docs)
    .innerJoin(types, and(eq(types.tenant_id!, docs.tenant_id!), eq(types.id!, docs.documenttype_id!)))
    .where(eq(docs.user_id!, id))
    .groupBy(types.health!)) as { health: boolean; n: number }[];
  const documentCount = (health: boolean) =>
    documentsByHealth.filter((row) => row.health === health).reduce((sum, row) => sum + Number(row.n), 0);

  const associationNames = async (table: typeof affiliations | typeof managers) =>
    (
      (await tx
        .select({ name: associations.name! })
        .from(table)
        .innerJoin(
          associations,
          and(eq(associations.tenant_id!, table.tenant_id!), eq(associations.id!, table.association_id!)),
        )
        .where(eq(table.user_id!, id))) as { name: string }[]
    ).map((row) => row.name);

  const [affiliatedTo, manages, consentRows, requestRows, liveSessions, identities, dependents] =
    await Promise.all([
      associationNames(affiliations),
      associationNames(managers),
      tx
        .select()
        .from(consents)
        .where(eq(consents.user_id!, id))
        .orderBy(desc(consents.granted_at!))
        .then((rows) => rows as ConsentRow[]),
      tx
        .select()
        .from(requests)
        .where(eq(requests.user_id!, id))
        .orderBy(desc(requests.created_at!))
        .then((rows) => rows as RequestRow[]),
      countOf(tx, sessions, and(eq(sessions.userId, id), isNull(sessions.revokedAt))),
      countOf(tx, oauthIdentities, eq(oauthIdentities.userId, id)),
      countOf(tx, users, eq(users.guardianId, id)),
    ]);
  const parqCount = viewer.health ? await countOf(tx, parqs, eq(parqs.user_id!, id)) : 0;
  const activeConsents = new Set(consentRows.filter((row) => !row.revoked_at).map((row) => row.purpose));
  const address = person.address;

  const categories: PrivacyOverview["categories"] = [
    {
      key: "identification",
      items: items([
        ["name", person.name],
        ["social_name", person.socialName ?? person.pendingSocialName],
        ["cpf", maskCpf(person.cpf)],
        ["rg", person.rg ? `${person.rg.slice(0, 2)}***` : null],
        ["birthdate", person.birthdate],
        ["gender", person.gender],
        ["nationality", person.nationality],
        ["birth_city", person.birthCity],
        ["registration_number", person.registrationNumber],
      ]),
    },
    {
      key: "contact",
      items: items([
        ["email", maskEmail(person.email)],
        ["phone", maskPhone(person.phone)],
        ["emergency_contact", person.emergencyContactName],
      ]),
    },
    {
      key: "address",
      items: items([
        ["city", address ? `${address.city}/${address.state}` : null],
        ["cep", address?.cep ? `${address.cep.slice(0, 5)}-***` : null],
      ]),
    },
    {
      key: "family",
      items: items([
        ["mother_name", person.motherName],
        ["father_name", person.fatherName],
        ["guardian", person.guardianId ? 1 : null],
        ["dependents", dependents || null],
      ]),
    },
    {
      key: "photo",
      items: items([
        ["photo", person.imageUrl ? 1 : null],
        ["pending_photo", person.pendingImageUrl ? 1 : null],
      ]),
    },
    {
      key: "account",
      items: items([
        ["created_at", iso(person.createdAt)],
        ["terms_accepted_at", iso(person.termsAcceptedAt)],
        ["sessions", liveSessions || null],
        ["identities", identities || null],
      ]),
    },
    { key: "documents", items: items([["documents", documentCount(false) || null]]) },
    ...(viewer.health
      ? [
          {
            key: "health" as const,
            items: items([
              ["blood_type", person.bloodType],
              ["parqs", parqCount || null],
              ["health_documents", documentCount(true) || null],
            ]),
          },
        ]
      : []),
    {
      key: "affiliations",
      items: items([
        ["associations", affiliatedTo.join(", ") || null],
        ["managed_associations", manages.join(", ") || null],
      ]),
    },
  ];

  const sharing: PrivacyOverview["sharing"] = [
    { key: "federation", detail: tenantName },
    ...(affiliatedTo.length || manages.length
      ? [{ key: "associations" as const, detail: [...new Set([...affiliatedTo, ...manages])].join(", ") }]
      : []),
    ...(activeConsents.has("public_profile") ? [{ key: "public_search" as const, detail: null }] : []),
    ...(settings.gateway ? [{ key: "payment_gateway" as const, detail: settings.gateway }] : []),
    ...(activeConsents.has("whatsapp") && settings.whatsapp.phone_number_id
      ? [{ key: "whatsapp" as const, detail: "WhatsApp (Meta)" }]
      : []),
    ...(activeConsents.has("partners") ? [{ key: "sponsors" as const, detail: null }] : []),
  ];

  return {
    person: { id, name: person.socialName || person.name, anonymized_at: iso(person.anonymizedAt) },
    categories: categories.filter((category) => category.items.length > 0),
    sharing,
    consents: consentRows.map((row) => ({
      id: row.id,
      purpose: row.purpose,
      granted_at: iso(row.granted_at),
      revoked_at: iso(row.revoked_at),
    })),
    requests: requestRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      details: row.details,
      answer: row.answer,
      created_at: iso(row.created_at)!,
      answered_at: iso(row.answered_at),
    })),
    self: viewer.self,
    can_anonymize: viewer.staff && !viewer.self && !person.anonymizedAt && !person.isMaster,
  };
};
