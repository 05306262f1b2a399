import { formatCnpj, formatCpf, isValidCpf, normalizeCnpj, onlyDigits } from "@quadra/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/** A record a photo is for: who it is (for the report) and the image it has now (for the audit log). */
export type ImageOwner = { id: string; title: string; current: string | null };

/**
 * What an images import fills: people's photos (files named by cpf) or associations' shields (named
 * by CNPJ, numeric or alphanumeric). The key is read from the file name without its extension.
 */
export type ImageTarget = {
  resource: "users" | "associations";
  /** The column that takes the image (`image_url`, `shield`). */
  field: string;
  /** Who may download the stored image (uploads' rule); shields show on public pages. */
  visibility: "public" | "private";
  keyOf: (base: string) => { key: string } | { reason: string };
  notFound: (key: string) => string;
  owners: (
    tx: Executor,
    { tenantId, keys }: { tenantId: string; keys: string[] },
  ) => Promise<Map<string, ImageOwner>>;
  setImage: (
    tx: Executor,
    { tenantId, id, url }: { tenantId: string; id: string; url: string },
  ) => Promise<void>;
};

const BATCH = 1_000;
const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) =>
    items.slice(index * BATCH, (index + 1) * BATCH),
  );

export const PEOPLE_PHOTOS: ImageTarget = {
  resource: "users",
  field: "image_url",
  // A person's face is personal data (LGPD): staff and the person reach it, not every visitor.
  visibility: "private",
  keyOf: (base) => {
    if (!/^[\d.\-\s]+$/.test(base))
      return { reason: "O nome do arquivo não é um CPF (use 12345678909.jpg)." };
    const cpf = onlyDigits(base);
    if (cpf.length !== 11) return { reason: "O nome do arquivo não é um CPF: são 11 dígitos." };
    if (!isValidCpf(cpf)) return { reason: "O CPF do nome do arquivo é inválido: confira os dígitos." };
    return { key: cpf };
  },
  notFound: (cpf) => `Nenhuma pessoa cadastrada tem o CPF ${formatCpf(cpf)}.`,
  owners: async (tx, { tenantId, keys }) => {
    const found = new Map<string, ImageOwner>();
    for (const slice of slices(keys)) {
      const rows = await tx
        .select({ id: users.id, cpf: users.cpf, name: users.name, current: users.imageUrl })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.cpf, slice), isNull(users.anonymizedAt)));
      for (const row of rows) found.set(row.cpf!, { id: row.id, title: row.name, current: row.current });
    }
    return found;
  },
  setImage: async (tx, { tenantId, id, url }) => {
    await tx
      .update(users)
      .set({ imageUrl: url, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  },
};

const associationsTable = () => resourceTable("associations");

export const ASSOCIATION_SHIELDS: ImageTarget = {
  resource: "associations",
  field: "shield",
  visibility: "public",
  keyOf: (base) => {
    const cnpj = normalizeCnpj(base);
    if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || !/^[0-9A-Za-z.\-\s]+$/.test(base))
      return { reason: "O nome do arquivo não é um CNPJ (use 12345678000195.png)." };
    return { key: cnpj };
  },
  notFound: (cnpj) => `Nenhuma entidade cadastrada tem o CNPJ ${formatCnpj(cnpj)}.`,
  owners: async (tx, { tenantId, keys }) => {
    const a = associationsTable();
    const found = new Map<string, ImageOwner>();
    for (const slice of slices(keys)) {
      const rows = (await tx
        .select({ id: a.id, cnpj: a.cnpj, name: a.name, current: a.shield })
        .from(a)
        .where(and(eq(a.tenant_id, tenantId), inArray(a.cnpj, slice), isNull(a.deleted_at)))) as {
        id: string;
        cnpj: string;
        name: string;
        current: string | null;
      }[];
      for (const row of rows) found.set(row.cnpj, { id: row.id, title: row.name, current: row.current });
    }
    return found;
  },
  setImage: async (tx, { tenantId, id, url }) => {
    const a = associationsTable();
    await tx
      .update(a)
      .set({ shield: url, version: sql`${a.version} + 1`, updated_at: new Date() })
      .where(and(eq(a.tenant_id, tenantId), eq(a.id, id)));
  },
};
