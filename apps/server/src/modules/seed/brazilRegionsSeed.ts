import { RESOURCES, type ResourceDef } from "@quadra/shared";
import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { insertMany } from "../../platform/db/insertMany.ts";
import { searchTextOf } from "../../platform/resources/recordValues.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { BRAZIL_STATES, brazilMunicipalities } from "../regions/brazilCatalog.ts";
import { isBrazilCapital } from "./brazilCapitals.ts";

/** What a seed made and what it found already there, per resource. */
export type SeedOutcome = { created: Record<string, number>; existing: Record<string, number> };

// Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement; a city row takes 6.
const CHUNK = 2_000;

const BRASIL = {
  name: "Brasil",
  official_name: "República Federativa do Brasil",
  iso2: "BR",
  iso3: "BRA",
  phone_code: "+55",
  nationality: "Brasileira",
  active: true,
};

const def = (name: string): ResourceDef => RESOURCES[name]!;
// Cast: the seed writes plain records of the catalogue's fields composed at run time (rowOf, by
// resource name), which a typed insert does not take; the columns it reads are named below.
const table = (name: string) => resourceTableOf(def(name)) as any;

/** Column values of one new row: the tenant, the fields and the search text the list's `q` matches. */
const rowOf = (name: string, tenantId: string, values: Record<string, unknown>) => ({
  ...values,
  tenant_id: tenantId,
  search_text: searchTextOf(def(name), values),
});

/**
 * The rows in INSERTs of CHUNK rows, built flat (insertMany): drizzle's own insert took longer to
 * build the 5,571 cities' statements than PGlite took to run them.
 */
const insertChunked = async (tx: Executor, name: string, rows: Record<string, unknown>[]) => {
  for (let start = 0; start < rows.length; start += CHUNK)
    await insertMany(tx, table(name), rows.slice(start, start + CHUNK));
};

/** The country Brasil, found by its ISO code (or, failing that, by its name) or created. */
const ensureBrasil = async (tx: Executor, tenantId: string, outcome: SeedOutcome) => {
  const t = table("countries");
  const [found] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), sql`(upper(${t.iso2}) = 'BR' or lower(${t.name}) = 'brasil')`))
    .orderBy(sql`upper(${t.iso2}) = 'BR' desc nulls last`)
    .limit(1);
  outcome.existing.countries = found ? 1 : 0;
  outcome.created.countries = found ? 0 : 1;
  if (found) return found.id as string;
  const [row] = await tx
    .insert(t)
    .values(rowOf("countries", tenantId, BRASIL))
    .returning({ id: t.id });
  return row!.id as string;
};

/** The five IBGE macro-regions as regions of Brasil, matched by their code (N, NE, CO, SE, S). */
const ensureCountryRegions = async (
  tx: Executor,
  tenantId: string,
  countryId: string,
  outcome: SeedOutcome,
) => {
  const t = table("countryregions");
  const options = def("states").fields.region!.options!;
  const existing = await tx
    .select({ id: t.id, code: t.code })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.country_id, countryId), isNotNull(t.code)));
  const byCode = new Map<string, string>(
    existing.map((row: { id: string; code: string }) => [row.code.toUpperCase(), row.id]),
  );
  const missing = options.filter((option) => !byCode.has(option.value));
  outcome.existing.countryregions = options.length - missing.length;
  outcome.created.countryregions = missing.length;
  if (missing.length) {
    const created = await tx
      .insert(t)
      .values(
        missing.map((option) =>
          rowOf("countryregions", tenantId, {
            country_id: countryId,
            name: option.label["pt-BR"],
            code: option.value,
          }),
        ),
      )
      .returning({ id: t.id, code: t.code });
    for (const row of created) byCode.set(row.code, row.id);
  }
  // IBGE region name ("Centro-Oeste") → select value ("CO") and the region record's id.
  return new Map(
    options.map((option) => [option.label["pt-BR"], { code: option.value, id: byCode.get(option.value)! }]),
  );
};

/** The 27 federative units, matched by IBGE code (or by UF within Brasil, for hand-typed ones). */
const ensureStates = async (
  tx: Executor,
  tenantId: string,
  countryId: string,
  regions: Map<string, { code: string; id: string }>,
  outcome: SeedOutcome,
) => {
  const t = table("states");
  const existing = await tx
    .select({ id: t.id, uf: t.uf, ibge_code: t.ibge_code, country_id: t.country_id })
    .from(t)
    .where(eq(t.tenant_id, tenantId));
  const byCode = new Map<string, string>();
  const byUf = new Map<string, string>();
  for (const row of existing as { id: string; uf: string; ibge_code: string | null; country_id: string }[]) {
    if (row.ibge_code) byCode.set(row.ibge_code, row.id);
    if (row.country_id === countryId) byUf.set(row.uf.toUpperCase(), row.id);
  }
  const idOfUf = new Map<string, string>();
  const missing = BRAZIL_STATES.filter((state) => {
    const id = byCode.get(state.ibge_code) ?? byUf.get(state.uf);
    if (id) idOfUf.set(state.uf, id);
    return !id;
  });
  outcome.existing.states = BRAZIL_STATES.length - missing.length;
  outcome.created.states = missing.length;
  if (missing.length) {
    const created = await tx
      .insert(t)
      .values(
        missing.map((state) => {
          const region = regions.get(state.region)!;
          return rowOf("states", tenantId, {
            country_id: countryId,
            countryregion_id: region.id,
            name: state.name,
            uf: state.uf,
            ibge_code: state.ibge_code,
            region: region.code,
          });
        }),
      )
      .returning({ id: t.id, uf: t.uf });
    for (const row of created) idOfUf.set(row.uf, row.id);
  }
  return idOfUf;
};

/** Every municipality, matched by its 7-digit IBGE code, under its state, capitals marked. */
const ensureCities = async (
  tx: Executor,
  tenantId: string,
  stateOfUf: Map<string, string>,
  outcome: SeedOutcome,
) => {
  const t = table("cities");
  const existing = await tx
    .select({ ibge_code: t.ibge_code })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), isNotNull(t.ibge_code)));
  const known = new Set(existing.map((row: { ibge_code: string }) => row.ibge_code));
  const municipalities = brazilMunicipalities();
  const missing = municipalities.filter((city) => !known.has(city.ibge_code));
  outcome.existing.cities = municipalities.length - missing.length;
  outcome.created.cities = missing.length;
  await insertChunked(
    tx,
    "cities",
    missing.map((city) =>
      rowOf("cities", tenantId, {
        state_id: stateOfUf.get(city.uf),
        name: city.name,
        ibge_code: city.ibge_code,
        capital: isBrazilCapital(city.ibge_code),
      }),
    ),
  );
};

/**
 * Brazil's regions for one tenant, from the IBGE catalog shipped with the server (no network): the
 * country Brasil, its 5 macro-regions, the 27 states and the 5,571 municipalities with their IBGE
 * codes and capitals. Idempotent (what exists, matched by ISO or IBGE code, is left as it is) and
 * inside the caller's transaction, in a handful of multi-row INSERTs.
 */
export const seedBrazilRegions = async (tx: Executor, tenantId: string): Promise<SeedOutcome> => {
  const outcome: SeedOutcome = { created: {}, existing: {} };
  const countryId = await ensureBrasil(tx, tenantId, outcome);
  const regions = await ensureCountryRegions(tx, tenantId, countryId, outcome);
  const states = await ensureStates(tx, tenantId, countryId, regions, outcome);
  await ensureCities(tx, tenantId, states, outcome);
  return outcome;
};

/** How many of the records `seedBrazilRegions` would make are already in the tenant (nothing written). */
export const brazilRegionsPresence = async (tx: Executor, tenantId: string) => {
  const count = async (name: string, condition: SQL) => {
    const t = table(name);
    const [row] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(t)
      .where(and(eq(t.tenant_id, tenantId), condition));
    return Number(row?.n ?? 0);
  };
  const countries = table("countries");
  const regions = table("countryregions");
  const states = table("states");
  const cities = table("cities");
  const codes = def("states").fields.region!.options!.map((option) => option.value);
  const present =
    Math.min(
      1,
      await count("countries", sql`upper(${countries.iso2}) = 'BR' or lower(${countries.name}) = 'brasil'`),
    ) +
    Math.min(codes.length, await count("countryregions", sql`upper(${regions.code}) in ${codes}`)) +
    (await count(
      "states",
      inArray(
        states.ibge_code,
        BRAZIL_STATES.map((state) => state.ibge_code),
      ),
    )) +
    (await count(
      "cities",
      inArray(
        cities.ibge_code,
        brazilMunicipalities().map((city) => city.ibge_code),
      ),
    ));
  return { total: 1 + codes.length + BRAZIL_STATES.length + brazilMunicipalities().length, present };
};
