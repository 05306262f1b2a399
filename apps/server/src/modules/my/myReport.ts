import type { MyReport } from "@quadra/shared";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import type { UserRow } from "../auth/sessionInfo.ts";
import { displayName } from "./myPerson.ts";
import { requiredDocumentsStatus } from "./requiredDocuments.ts";

const iso = (value: Date | string | null | undefined) =>
  value ? (value instanceof Date ? value.toISOString() : new Date(value).toISOString()) : null;

/** The person's documents with their type's name, newest first (the report and the CSV list them). */
export const myDocuments = async (tx: Executor, userId: string) => {
  // Catalogue-built tables (columns by index signature): `!` names a column the catalogue declares.
  const docs = resourceTable("userdocuments");
  const types = resourceTable("documenttypes");
  return (await tx
    .select({
      type: types.name!,
      number: docs.number!,
      status: docs.status!,
      issued_on: docs.issued_on!,
      expires_on: docs.expires_on!,
      review_reason: docs.review_reason!,
      created_at: docs.created_at!,
    })
    .from(docs)
    .innerJoin(types, and(eq(types.tenant_id!, docs.tenant_id!), eq(types.id!, docs.documenttype_id!)))
    .where(eq(docs.user_id!, userId))
    .orderBy(desc(docs.created_at!))) as {
    type: string;
    number: string | null;
    status: string | null;
    issued_on: string | null;
    expires_on: string | null;
    review_reason: string | null;
    created_at: Date;
  }[];
};

/** What the report reads of a PAR-Q (its table is catalogue-built, so Drizzle types its values unknown). */
type ParqRow = { status: string | null; valid_until: string | null; signed_at: string | Date | null };
const parqOf = (row: ParqRow) => ({
  status: row.status,
  valid_until: row.valid_until,
  signed_at: iso(row.signed_at),
});

/**
 * The person's own summary: documents and what is still required, affiliations, associations they
 * manage, the latest PAR-Q and the consents in force. Statuses go as their codes; the page labels them.
 */
export const buildMyReport = async (
  tx: Executor,
  person: UserRow,
  { idsUser }: { idsUser: boolean },
): Promise<MyReport> => {
  // Catalogue-built tables (columns by index signature): `!` names a column the catalogue declares.
  const affiliations = resourceTable("associationusers");
  const managers = resourceTable("associationmanagers");
  const associations = resourceTable("associations");
  const parqs = resourceTable("parqs");
  const consents = resourceTable("consents");
  const joinAssociation = (t: typeof affiliations | typeof managers) =>
    and(eq(associations.tenant_id!, t.tenant_id!), eq(associations.id!, t.association_id!));

  const [documents, required, affiliated, managed, [parq], granted] = await Promise.all([
    myDocuments(tx, person.id),
    requiredDocumentsStatus(tx, person.id),
    tx
      .select({ association: associations.name!, status: affiliations.status!, since: affiliations.since! })
      .from(affiliations)
      .innerJoin(associations, joinAssociation(affiliations))
      .where(eq(affiliations.user_id!, person.id)),
    tx
      .select({ association: associations.name!, role: managers.role! })
      .from(managers)
      .innerJoin(associations, joinAssociation(managers))
      .where(eq(managers.user_id!, person.id)),
    tx
      .select({ status: parqs.status!, valid_until: parqs.valid_until!, signed_at: parqs.signed_at! })
      .from(parqs)
      .where(eq(parqs.user_id!, person.id))
      .orderBy(desc(parqs.created_at!))
      .limit(1),
    tx
      .select({ purpose: consents.purpose!, granted_at: consents.granted_at! })
      .from(consents)
      .where(and(eq(consents.user_id!, person.id), isNull(consents.revoked_at!))),
  ]);

  return {
    name: displayName(person),
    registration_number: idsUser ? person.registrationNumber : null,
    generated_at: new Date().toISOString(),
    documents: documents.map((doc) => ({
      type: doc.type,
      status: doc.status ?? "pending",
      expires_on: doc.expires_on,
      created_at: iso(doc.created_at)!,
    })),
    missing_documents: [...required.missing, ...required.expired],
    affiliations: affiliated as MyReport["affiliations"],
    managed_associations: managed as MyReport["managed_associations"],
    parq: parq ? parqOf(parq as ParqRow) : null,
    consents: (granted as { purpose: string; granted_at: Date | null }[]).map((row) => ({
      purpose: row.purpose,
      granted_at: iso(row.granted_at),
    })),
  };
};
