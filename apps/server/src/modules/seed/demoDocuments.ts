import { RESOURCES } from "@quadra/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { newRecordRow } from "../../platform/resources/recordValues.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { createManyOutcomes } from "../../platform/resources/ruleRegistry.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { SeedOutcome } from "./brazilRegionsSeed.ts";
import { storeDemoImages } from "./demoImages.ts";
import { type DemoAthlete, demoAthletes, demoStaff } from "./demoPeopleData.ts";

const DAY = 86_400_000;

/** Which athletes sent which document, and whether staff already reviewed it. */
const demoDocumentPlan = (season: number) => {
  const athletes = demoAthletes(season);
  const identity = athletes.filter(
    (athlete) => athlete.group === "adult" && athlete.club < 4 && athlete.index < 3,
  );
  const medical = athletes.filter((athlete) => athlete.group === "sub15" && athlete.club < 2);
  return [
    ...identity.map((athlete, n) => ({ athlete, type: "RG ou CNH", reviewed: n % 2 === 0 })),
    ...medical.map((athlete, n) => ({ athlete, type: "Atestado médico", reviewed: n % 3 === 0 })),
  ];
};

/** An RG number as Santa Catarina prints it (made up from the athlete's position). */
const rgOf = (athlete: DemoAthlete) =>
  `${5 + athlete.club}.${String(100 + athlete.index * 37).padStart(3, "0")}.${String(200 + athlete.club * 41 + athlete.index).padStart(3, "0")}`;

/**
 * Documents the athletes sent (RG, atestado médico) with a drawn scan as a private upload, through
 * the documents' rules (a new one waits for review, its expiry from the type's validity); some
 * already approved by the federation's staff, the rest in the review queue. A person who already
 * has a document of that type gets no other.
 */
export const seedDemoDocuments = async (
  tx: Executor,
  {
    actor,
    storage,
    now,
    season,
    dryRun,
    outcome,
    written,
    personIds,
  }: {
    actor: Actor & { userId: string };
    storage: Storage;
    now: Date;
    season: number;
    dryRun: boolean;
    outcome: SeedOutcome;
    written: string[];
    /** The tenant's people by cpf, as the people's seed found or created them. */
    personIds: ReadonlyMap<string, string>;
  },
) => {
  const def = RESOURCES.userdocuments;
  if (!def) return;
  const tenantId = actor.tenantId;
  const plan = demoDocumentPlan(season);
  // The types of a person's documents only (someone may have turned one into an association's).
  const types = resourceTable("documenttypes");
  const typeRows = await tx
    .select({ id: types.id, name: types.name })
    .from(types)
    .where(
      and(
        eq(types.tenant_id, tenantId),
        eq(types.applies_to, "person"),
        inArray(types.name, [...new Set(plan.map((item) => item.type))]),
        isNull(types.deleted_at),
      ),
    );
  const typeOf = new Map(typeRows.map((row) => [row.name, row.id]));
  const people = new Map(
    plan.flatMap(({ athlete }) => {
      const id = personIds.get(athlete.cpf);
      return id ? [[athlete.cpf, id] as const] : [];
    }),
  );
  const documents = resourceTable("userdocuments");
  const sent = people.size
    ? await tx
        .select({ user_id: documents.user_id, documenttype_id: documents.documenttype_id })
        .from(documents)
        .where(and(eq(documents.tenant_id, tenantId), inArray(documents.user_id, [...people.values()])))
    : [];
  const has = new Set(sent.map((row) => `${row.user_id}:${row.documenttype_id}`));
  const already = plan.filter((item) =>
    has.has(`${people.get(item.athlete.cpf)}:${typeOf.get(item.type) ?? "?"}`),
  ).length;
  const missing = plan.filter(
    (item) => !has.has(`${people.get(item.athlete.cpf)}:${typeOf.get(item.type) ?? "?"}`),
  );
  outcome.created.userdocuments = missing.length;
  outcome.existing.userdocuments = already;
  if (dryRun) return;
  // Without the types (someone removed them) or the people, the documents have nothing to be of.
  const writable = missing.filter((item) => typeOf.has(item.type) && people.has(item.athlete.cpf));
  outcome.created.userdocuments = writable.length;
  if (!writable.length) return;

  const reviewer = demoStaff(season)[0]!.name;
  const files = await storeDemoImages({
    tx,
    storage,
    tenantId,
    userId: actor.userId,
    names: writable.map(() => "document" as const),
    written,
    visibility: "private",
  });
  const bodies: Record<string, unknown>[] = writable.map((item, n) => ({
    user_id: people.get(item.athlete.cpf),
    documenttype_id: typeOf.get(item.type),
    ...(item.type === "RG ou CNH" ? { number: rgOf(item.athlete) } : {}),
    issued_on: new Date(now.getTime() - (30 + n * 11) * DAY).toISOString().slice(0, 10),
    file: files[n],
  }));
  const outcomes = await createManyOutcomes(tx, {
    resource: def.name,
    actor,
    rows: bodies.map((body) => newRecordRow({ def, actor, body })),
    memory: new Map(),
  });
  const refused = outcomes.findIndex((result) => result.errors);
  if (refused >= 0)
    throw new Error(
      `demo seed: userdocuments #${refused} refused: ${JSON.stringify(outcomes[refused]!.errors)}`,
    );
  const ids = await bulkInsert(tx, {
    def,
    actor,
    rows: bodies.map((body, index) => ({
      body,
      serverValues: {
        ...outcomes[index]!.values,
        ...(writable[index]!.reviewed
          ? {
              status: "approved",
              reviewed_by: reviewer,
              reviewed_at: new Date(now.getTime() - 2 * DAY).toISOString(),
            }
          : {}),
      },
    })),
  });
  await writeAudit(
    tx,
    actor,
    ids.map((id, index) => ({
      action: "create" as const,
      resource: def.name,
      recordId: id,
      recordTitle: writable[index]!.type,
      changes: { after: { id, ...bodies[index] } },
    })),
  );
};
