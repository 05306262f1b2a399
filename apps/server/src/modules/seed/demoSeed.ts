import { createSchemaOf, type ModuleKey, RESOURCES, type ResourceDef } from "@quadra/shared";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { type Actor, type AuditEntry, writeAudit } from "../../platform/resources/auditLog.ts";
import { BulkRowError, bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { newRecordRow, toRecord } from "../../platform/resources/recordValues.ts";
import { refTitles } from "../../platform/resources/resourceStore.ts";
import { columnNamed, resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { createManyOutcomes } from "../../platform/resources/ruleRegistry.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { SeedOutcome } from "./brazilRegionsSeed.ts";
import { demoClubRecords } from "./demoClubs.ts";
import { demoCompetitionRecords } from "./demoCompetitions.ts";
import {
  type DemoPersonRef,
  type DemoPicture,
  type DemoRecord,
  type DemoRef,
  demoRecords,
} from "./demoData.ts";
import { seedDemoDocuments } from "./demoDocuments.ts";
import { seedDemoFinances } from "./demoFinances.ts";
import { demoGamesRecords } from "./demoGames.ts";
import { seedDemoGamesDay } from "./demoGamesDay.ts";
import { type DemoImageName, storeDemoImages } from "./demoImages.ts";
import { grantDemoStaffRole, seedDemoPeople } from "./demoPeople.ts";
import { demoPeople, demoStaff } from "./demoPeopleData.ts";
import { demoRecurrenceRecords } from "./demoRecurrences.ts";
import { demoRegisterRecords, seedDemoRegisters } from "./demoRegisters.ts";
import { seedDemoRegistration } from "./demoRegistration.ts";
import { seedDemoStructure } from "./demoStructure.ts";
import { demoVenueRecords } from "./demoVenues.ts";

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
const isPersonRef = (value: unknown): value is DemoPersonRef =>
  typeof value === "object" && value !== null && "$person" in value;

/** The whole demonstration set, in the order it is written: what later records point at comes first. */
export const allDemoRecords = (now: Date): DemoRecord[] => {
  const season = demoSeason(now);
  return [
    ...demoRecords(now),
    ...demoClubRecords(now, season),
    ...demoCompetitionRecords(now, season),
    ...demoGamesRecords(now, season),
    ...demoVenueRecords(),
    ...demoRecurrenceRecords(season),
    ...demoRegisterRecords(season),
  ];
};

/** The season the demo plays: the current year in São Paulo (UTC−3). */
export const demoSeason = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).getUTCFullYear();

/** Audit entries per INSERT: a dozen parameters each, well under PostgreSQL's 65,535. */
const AUDIT_BATCH = 1_000;

/** Kinds whose values are not text to compare lowered: ids, moments, days (lower() takes only text). */
const EXACT_KINDS = new Set(["ref", "date", "datetime", "time"]);
/** Text keys match whatever the case; an id (a person, a record), a number or a moment matches as it is. */
const isCaseFree = (def: ResourceDef, key: unknown): key is string =>
  typeof key === "string" && !EXACT_KINDS.has(def.fields[naturalKeyOf(def)]?.kind ?? "text");
/**
 * A natural key as the seed compares it: lowered where the database compares it lowered, a moment
 * as its instant (the record says "…-03:00", the database answers a Date).
 */
const keyText = (def: ResourceDef, key: unknown) => {
  if (isCaseFree(def, key)) return key.toLowerCase();
  if (def.fields[naturalKeyOf(def)]?.kind === "datetime" && key !== null && key !== undefined)
    return new Date(key as string | Date).toISOString();
  return String(key);
};
const placeOf = (parentId: string | undefined, key: string) => `${parentId ?? ""}\n${key}`;

/**
 * The live records of `def` in the tenant whose natural key is one of `keys` (under one of
 * `parentIds`, for a child), in one statement: their ids by parent and key (`placeOf`).
 */
const findByKeys = async (
  tx: Executor,
  {
    def,
    tenantId,
    parentIds,
    keys,
  }: { def: ResourceDef; tenantId: string; parentIds?: string[] | undefined; keys: unknown[] },
) => {
  const found = new Map<string, string>();
  if (!keys.length) return found;
  // Any resource of the catalogue: its columns (the natural key, the parent) are read by key.
  const t = resourceTableOf(def);
  const column = columnNamed(t, naturalKeyOf(def));
  const parent = def.parent && parentIds ? columnNamed(t, def.parent.field) : undefined;
  const caseFree = keys.filter((key) => isCaseFree(def, key));
  const exact = keys.filter((key) => !isCaseFree(def, key));
  const matches: SQL[] = [];
  if (caseFree.length)
    matches.push(
      sql`lower(${column}) in (${sql.join(
        caseFree.map((key) => sql`lower(${key})`),
        sql`, `,
      )})`,
    );
  if (exact.length) matches.push(inArray(column, exact));
  const rows = await tx
    .select({ id: t.id, key: column, parent: parent ?? sql<null>`null` })
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        def.softDelete ? isNull(columnNamed(t, "deleted_at")) : undefined,
        parent ? inArray(parent, [...new Set(parentIds)]) : undefined,
        matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` or `)})`,
      ),
    );
  for (const row of rows as { id: string; key: unknown; parent: string | null }[]) {
    const place = placeOf(parent ? (row.parent ?? undefined) : undefined, keyText(def, row.key));
    if (!found.has(place)) found.set(place, row.id);
  }
  return found;
};

/**
 * The ids the records pass found or created, by resource, parent and natural key: what the steps
 * after it (the registration, the championship's structure, the documents) read instead of
 * looking the same records up again. Undefined: not in the tenant (a dry run, a module off).
 */
export type DemoIds = {
  of: (resource: string, key: unknown, parentId?: string) => string | undefined;
};

export type DemoSeedInput = {
  tx: Executor;
  actor: Actor & { userId: string };
  /** The tenant's identifier: the competitions' realtime topics are named after it. */
  tenantIdentifier: string;
  storage: Storage;
  /** The tenant's modules: records of a resource whose module is off are left out. */
  modules: readonly ModuleKey[];
  now?: Date;
  /** Count what exists and what would be created, writing nothing. */
  dryRun?: boolean;
  /** Storage keys of the pictures written, so the caller removes them if the transaction fails. */
  written?: string[];
};

/** A demo record placed under its parent: `parentId` undefined under a parent that is not there (a dry run). */
type Placed = { record: DemoRecord; parentId?: string | undefined; parentIsNew: boolean };

/**
 * The top-level records in runs of one resource each, in order: a run is looked up and written
 * together. A record that points at a record of its own resource starts a run of its own, so what it
 * points at is written first.
 */
const runsOf = (records: DemoRecord[]) => {
  const runs: DemoRecord[][] = [];
  for (const record of records) {
    const last = runs.at(-1);
    const pointsAtItsOwn = Object.values(record.values).some(
      (value) => isRef(value) && value.$ref === record.resource,
    );
    if (last && last[0]!.resource === record.resource && !pointsAtItsOwn) last.push(record);
    else runs.push([record]);
  }
  return runs;
};

/**
 * Seeds the demonstration set (`demoRecords`) into one tenant, idempotently: a record whose natural
 * key already exists (under the same parent) is left as it is, and only what is missing is created
 * inside the caller's transaction. Records are written the way a spreadsheet import writes them, a
 * resource at a time: each group of records of one resource (a run of top-level records, or the
 * children of one resource under all their parents) is looked up in one statement, validated by the
 * create schema, judged by the resource's rules set-wise (createManyOutcomes), written by the
 * framework's bulk insert and audited as createRecord audits each record. Pictures are stored only
 * for the records created.
 */
export const seedDemoData = async ({
  tx,
  actor,
  tenantIdentifier,
  storage,
  modules,
  now = new Date(),
  dryRun = false,
  written = [],
}: DemoSeedInput): Promise<SeedOutcome> => {
  const tenantId = actor.tenantId;
  const outcome: SeedOutcome = { created: {}, existing: {} };
  const tally = (kind: keyof SeedOutcome, name: string) => {
    outcome.created[name] ??= 0;
    outcome.existing[name] ??= 0;
    outcome[kind][name]! += 1;
  };
  const usable = (def: ResourceDef | undefined): def is ResourceDef =>
    Boolean(def) && (def!.modules ?? []).every((key) => modules.includes(key));

  // People first: the clubs' managers and athletes and the teams' members point at them.
  const season = demoSeason(now);
  const people = demoPeople(season);
  const register = await seedDemoPeople(tx, { actor, people, dryRun });
  outcome.created.users = register.created;
  outcome.existing.users = register.existing;
  const staffIds = demoStaff(season).flatMap((person) => register.createdIds.get(person.cpf) ?? []);
  if (!dryRun) await grantDemoStaffRole(tx, { tenantId, userIds: staffIds });
  const personIds = register.ids;
  const nameByCpf = new Map(people.map((person) => [person.cpf, person.name]));
  /** A natural key or value as stored: a person named by cpf is their id (undefined: not there yet). */
  const plain = (value: unknown) => (isPersonRef(value) ? personIds.get(value.$person) : value);

  /** Ids found or created, by resource and then by parent and key (placeOf). */
  const known = new Map<string, Map<string, string>>();
  const remember = (def: ResourceDef, parentId: string | undefined, key: unknown, id: string) => {
    if (key === undefined) return;
    const ids = known.get(def.name) ?? new Map<string, string>();
    known.set(def.name, ids);
    const place = placeOf(def.parent ? parentId : undefined, keyText(def, key));
    if (!ids.has(place)) ids.set(place, id);
  };
  const ids: DemoIds = {
    of: (resource, key, parentId) => {
      const def = RESOURCES[resource];
      return def && known.get(resource)?.get(placeOf(parentId, keyText(def, key)));
    },
  };

  /**
   * The ids the refs of `records` point at, by target resource and key: what this run already
   * knows, the rest in one statement per target resource. A ref to something the tenant does not
   * have (a module off, the regions not seeded) is left out.
   */
  const resolveRefs = async (records: DemoRecord[]) => {
    const wanted = new Map<string, Set<string>>();
    for (const record of records)
      for (const value of Object.values(record.values)) {
        if (!isRef(value)) continue;
        const target = RESOURCES[value.$ref];
        if (!usable(target)) continue;
        // A top-level record is known by its key; a child (never a ref's target in the demo set) is
        // looked up by its key under any parent.
        if (!target.parent && ids.of(target.name, value.key)) continue;
        const keys = wanted.get(target.name) ?? new Set<string>();
        keys.add(value.key);
        wanted.set(target.name, keys);
      }
    const looked = new Map<string, Map<string, string>>();
    for (const [name, keys] of wanted)
      looked.set(name, await findByKeys(tx, { def: RESOURCES[name]!, tenantId, keys: [...keys] }));
    return (ref: DemoRef) => {
      const target = RESOURCES[ref.$ref]!;
      if (!usable(target)) return undefined;
      return (
        (!target.parent ? ids.of(target.name, ref.key) : undefined) ??
        looked.get(target.name)?.get(placeOf(undefined, keyText(target, ref.key)))
      );
    };
  };

  /**
   * The create bodies of records about to be written: refs and people as ids, pictures stored (in
   * one INSERT), each body validated by the resource's create schema.
   */
  const bodiesOf = async (def: ResourceDef, records: DemoRecord[]) => {
    const refOf = await resolveRefs(records);
    const pictures: { body: Record<string, unknown>; key: string; name: DemoImageName }[] = [];
    const bodies = records.map((record) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(record.values)) {
        if (isRef(value)) {
          const id = refOf(value);
          if (id) body[key] = id;
        } else if (isPersonRef(value)) {
          const id = personIds.get(value.$person);
          if (id) body[key] = id;
        } else if (isPicture(value)) pictures.push({ body, key, name: value.$picture });
        else body[key] = value;
      }
      return body;
    });
    const stored = await storeDemoImages({
      tx,
      storage,
      tenantId,
      userId: actor.userId,
      names: pictures.map((picture) => picture.name),
      written,
    });
    for (const [index, picture] of pictures.entries()) picture.body[picture.key] = stored[index];
    const schema = createSchemaOf(def);
    return bodies.map((body) => schema.parse(body) as Record<string, unknown>);
  };

  /** A refusal of the rules or of the database, as the seed screen answers it (409, naming the record). */
  const refused = (def: ResourceDef, record: DemoRecord, errors: Record<string, string>) => {
    const title = record.values[def.titleField];
    const name = isPersonRef(title) ? nameByCpf.get(title.$person) : title;
    return conflict(
      `Dados de demonstração: ${def.label.one["pt-BR"]} "${String(name ?? "")}" não pôde ser criado(a): ${Object.values(errors).join(" ")}`,
      errors,
    );
  };

  /** The audit entries of the records created, written together once every record is (AUDIT_BATCH a statement). */
  const audits: AuditEntry[] = [];

  /**
   * Creates records of one resource in one go, the way a spreadsheet import does: the resource's
   * rules set-wise (createManyOutcomes), the framework's bulk insert, then the rows read back in one
   * statement for an audit entry per record like createRecord's (the stored record, its title),
   * kept in `audits`.
   * `server` values (read-only fields only the product's operations set) are seen by the rules and
   * written with the row. Answers the ids in the order of `items`.
   */
  const createMany = async (def: ResourceDef, items: Placed[]) => {
    const records = items.map((item) => item.record);
    const bodies = await bodiesOf(def, records);
    const outcomes = await createManyOutcomes(tx, {
      resource: def.name,
      actor,
      rows: items.map((item, index) => ({
        ...newRecordRow({ def, actor, parentId: item.parentId, body: bodies[index]! }),
        ...item.record.server,
      })),
      memory: new Map(),
    });
    const refusal = outcomes.findIndex((result) => result.errors);
    if (refusal >= 0) throw refused(def, records[refusal]!, outcomes[refusal]!.errors!);
    const created = await bulkInsert(tx, {
      def,
      actor,
      rows: items.map((item, index) => ({
        parentId: item.parentId,
        body: bodies[index]!,
        serverValues: { ...item.record.server, ...outcomes[index]!.values },
      })),
    }).catch((error: unknown) => {
      if (error instanceof BulkRowError) throw refused(def, records[error.index]!, error.errors);
      throw error;
    });
    const t = resourceTableOf(def);
    const stored = new Map(
      (
        (await tx
          .select()
          .from(t)
          .where(and(eq(t.tenant_id, tenantId), inArray(t.id, created)))) as Record<string, any>[]
      ).map((row) => [row.id as string, row]),
    );
    const rows = created.map((id) => stored.get(id)!);
    const titleField = def.titleField;
    const pointed =
      def.fields[titleField]?.kind === "ref" &&
      !records.every((record) => isPersonRef(record.values[titleField]))
        ? (await refTitles(tx, def, tenantId, rows))[titleField]
        : undefined;
    audits.push(
      ...rows.map((row, index) => {
        const title = records[index]!.values[titleField];
        const value = row[titleField];
        return {
          action: "create" as const,
          resource: def.name,
          recordId: row.id,
          recordTitle: isPersonRef(title)
            ? (nameByCpf.get(title.$person) ?? null)
            : value === null || value === undefined
              ? null
              : (pointed?.[value] ?? String(value)),
          changes: { after: toRecord(def, row) },
        };
      }),
    );
    return created;
  };

  /**
   * Seeds one group of records of one resource (a run of top-level records, or children of one
   * resource under their parents): finds those already there in one statement (nothing can be
   * under a parent this run created), creates the others together, then their children, grouped
   * by resource, the same way.
   */
  const seedGroup = async (def: ResourceDef, items: Placed[]): Promise<void> => {
    const keyField = naturalKeyOf(def);
    const keys = items.map((item) => plain(item.record.values[keyField]));
    const searched = items
      .map((item, index) => ({ item, key: keys[index] }))
      .filter(({ item, key }) => key !== undefined && (!def.parent || (item.parentId && !item.parentIsNew)));
    const found = await findByKeys(tx, {
      def,
      tenantId,
      parentIds: def.parent ? searched.map(({ item }) => item.parentId!) : undefined,
      keys: [...new Set(searched.map(({ key }) => key))],
    });
    const placeOfItem = (index: number) =>
      keys[index] === undefined
        ? undefined
        : placeOf(def.parent ? items[index]!.parentId : undefined, keyText(def, keys[index]));

    const idOf: (string | undefined)[] = [];
    const isNew: boolean[] = [];
    /** Records of this group created earlier in it, by place: a second record with the same key is that one. */
    const earlier = new Map<string, number>();
    const toCreate: number[] = [];
    for (const [index, item] of items.entries()) {
      const place = placeOfItem(index);
      const existing = place === undefined ? undefined : found.get(place);
      const repeated = place === undefined || dryRun ? undefined : earlier.get(place);
      if (existing) {
        tally("existing", def.name);
        idOf[index] = existing;
        isNew[index] = false;
      } else if (repeated !== undefined) {
        tally("existing", def.name);
        isNew[index] = false;
        // Filled in once the earlier record is created.
        idOf[index] = undefined;
      } else {
        tally("created", def.name);
        isNew[index] = true;
        if (!dryRun && (!def.parent || item.parentId)) {
          toCreate.push(index);
          if (place !== undefined) earlier.set(place, index);
        }
      }
    }
    if (toCreate.length) {
      const created = await createMany(
        def,
        toCreate.map((index) => items[index]!),
      );
      for (const [position, index] of toCreate.entries()) idOf[index] = created[position];
    }
    for (const [index, item] of items.entries()) {
      const place = placeOfItem(index);
      if (idOf[index] === undefined && place !== undefined && !dryRun && earlier.has(place))
        idOf[index] = idOf[earlier.get(place)!];
      if (idOf[index]) remember(def, item.parentId, keys[index], idOf[index]!);
    }

    // The children of the whole group, a resource at a time, in the order they first appear.
    const children = new Map<string, Placed[]>();
    for (const [index, item] of items.entries())
      for (const child of item.record.children ?? []) {
        const list = children.get(child.resource) ?? [];
        list.push({ record: child, parentId: idOf[index], parentIsNew: isNew[index]! });
        children.set(child.resource, list);
      }
    for (const [resource, placed] of children) {
      const childDef = RESOURCES[resource];
      if (usable(childDef)) await seedGroup(childDef, placed);
    }
  };

  for (const run of runsOf(allDemoRecords(now))) {
    const def = RESOURCES[run[0]!.resource];
    if (usable(def))
      await seedGroup(
        def,
        run.map((record) => ({ record, parentIsNew: false })),
      );
  }
  for (let start = 0; start < audits.length; start += AUDIT_BATCH)
    await writeAudit(tx, actor, audits.slice(start, start + AUDIT_BATCH));
  const context = { actor, tenantIdentifier, now, season, dryRun, outcome, modules, ids, personIds };
  await seedDemoRegistration(tx, context);
  await seedDemoFinances(tx, context);
  await seedDemoRegisters(tx, context);
  await seedDemoStructure(tx, context);
  await seedDemoGamesDay(tx, context);
  await seedDemoDocuments(tx, { ...context, storage, written });
  return outcome;
};
