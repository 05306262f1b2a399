import { RESOURCES, type ResourceDef } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

type DocumentRecord = Record<string, any> & { _titles?: Record<string, string | null> };

/** What differs between a person's and an association's documents when one is decided. */
export type DocumentKind = {
  def: ResourceDef;
  /** Who is told of a decision: the person, or the association's managers. */
  recipients: (tx: Executor, tenantId: string, record: DocumentRecord) => Promise<string[]>;
  /** The decision e-mail's subject as a pt-BR noun phrase ("Seu documento RG"). */
  subject: (tx: Executor, tenantId: string, record: DocumentRecord) => Promise<string>;
};

const typeName = (record: DocumentRecord) => record._titles?.documenttype_id ?? "enviado";

const associationName = async (tx: Executor, tenantId: string, id: string) => {
  const t = resourceTable("associations");
  const [row] = await tx
    .select({ name: t.name, short: t.short_name })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, id)))
    .limit(1);
  return String(row?.short || row?.name || "");
};

export const DOCUMENT_KINDS = {
  userdocuments: {
    def: RESOURCES.userdocuments!,
    recipients: async (_tx, _tenantId, record) => [record.user_id as string],
    subject: async (_tx, _tenantId, record) => `Seu documento ${typeName(record)}`,
  },
  associationdocuments: {
    def: RESOURCES.associationdocuments!,
    recipients: async (tx, tenantId, record) => {
      const managers = resourceTable("associationmanagers");
      const rows = await tx
        .select({ userId: managers.user_id })
        .from(managers)
        .where(and(eq(managers.tenant_id, tenantId), eq(managers.association_id, record.association_id)));
      return [...new Set(rows.map((row: { userId: string }) => row.userId))];
    },
    subject: async (tx, tenantId, record) =>
      `O documento ${typeName(record)} da entidade ${await associationName(tx, tenantId, record.association_id)}`,
  },
} satisfies Record<string, DocumentKind>;
