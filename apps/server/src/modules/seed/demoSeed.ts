import { createSchemaOf, type ModuleKey, RESOURCES, type ResourceDef } from "@quadra/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { createRecord, uniqueConflict } from "../../platform/resources/resourceStore.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { SeedOutcome } from "./brazilRegionsSeed.ts";
import { type DemoPicture, type DemoRecord, type DemoRef, demoRecords } from "./demoData.ts";
import { storeDemoImage } from "./demoImages.ts";

/**
 * The field that tells one record from another when seeding: the first field unique on its own
 * (a post's slug, a sport's name), else the title. Seeding matches on it, whatever the case.
 */
export const naturalKeyOf = (def: ResourceDef) =>
  Object.entries(def.fields).find(([, field]) => field.unique && !field.uniqueWith?.length)?.[0] ??
  def.titleField;

const isRef = (value: unknown): value is DemoRef =>
  typeof value === "object" && value !== null && "$ref" in value;
const isPicture = (value: unknown): value is DemoPicture =>
  typeof value === "object" && value !== null && "$picture" in value;

/** A live record of `def` in the tenant (under `parentId`, for a child) whose natural key is `key`. */
const findByKey = async (
  tx: Executor,
  { def, tenantId, parentId, key }: { def: ResourceDef; tenantId: string; parentId?: string; key: unknown },
) => {
  const t = resourceTableOf(def) as any;
  const column = t[naturalKeyOf(def)];
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        def.softDelete ? isNull(t.deleted_at) : undefined,
        def.parent && parentId ? eq(t[def.parent.field], parentId) : undefined,
        typeof key === "string" ? sql`lower(${column}) = lower(${key})` : eq(column, key),
      ),
    )
    .limit(1);
  return row?.id as string | undefined;
};

export type DemoSeedInput = {
  tx: Executor;
  actor: Actor & { userId: string };
  storage: Storage;
  /** The tenant's modules: records of a resource whose module is off are left out. */
  modules: readonly ModuleKey[];
  now?: Date;
  /** Count what exists and what would be created, writing nothing. */
  dryRun?: boolean;
  /** Storage keys of the pictures written, so the caller removes them if the transaction fails. */
  written?: string[];
};

/**
 * Seeds the demonstration set (`demoRecords`) into one tenant, idempotently: a record whose natural
 * key already exists (under the same parent) is left as it is, and only what is missing is created,
 * through the same path as the API (validation, references, audit log) inside the caller's
 * transaction. Pictures are stored only for the records created.
 */
export const seedDemoData = async ({
  tx,
  actor,
  storage,
  modules,
  now = new Date(),
  dryRun = false,
  written = [],
}: DemoSeedInput): Promise<SeedOutcome> => {
  const outcome: SeedOutcome = { created: {}, existing: {} };
  const tally = (kind: keyof SeedOutcome, name: string) => {
    outcome.created[name] ??= 0;
    outcome.existing[name] ??= 0;
    outcome[kind][name]! += 1;
  };
  const usable = (def: ResourceDef | undefined): def is ResourceDef =>
    Boolean(def) && (def!.modules ?? []).every((key) => modules.includes(key));

  const resolve = async (def: ResourceDef, values: Record<string, unknown>) => {
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (isRef(value)) {
        const target = RESOURCES[value.$ref];
        const id = usable(target)
          ? await findByKey(tx, { def: target, tenantId: actor.tenantId, key: value.key })
          : undefined;
        // A reference to something the tenant does not have (a module off) is left empty.
        if (id) body[key] = id;
      } else if (isPicture(value)) {
        body[key] = await storeDemoImage({
          tx,
          storage,
          tenantId: actor.tenantId,
          userId: actor.userId,
          name: value.$picture,
          written,
        });
      } else body[key] = value;
    }
    return createSchemaOf(def).parse(body) as Record<string, unknown>;
  };

  const visit = async (record: DemoRecord, parentId?: string): Promise<void> => {
    const def = RESOURCES[record.resource];
    if (!usable(def)) return;
    const key = record.values[naturalKeyOf(def)];
    // Under a parent that does not exist yet (a dry run), nothing can exist either.
    const found =
      def.parent && !parentId
        ? undefined
        : await findByKey(tx, { def, tenantId: actor.tenantId, parentId, key });
    let id = found;
    if (found) tally("existing", def.name);
    else {
      tally("created", def.name);
      if (!dryRun) {
        const created = await createRecord(tx, {
          def,
          actor,
          parentId,
          body: await resolve(def, record.values),
        }).catch(uniqueConflict(def));
        id = created.id as string;
      }
    }
    for (const child of record.children ?? []) await visit(child, id);
  };

  for (const record of demoRecords(now)) await visit(record);
  return outcome;
};
