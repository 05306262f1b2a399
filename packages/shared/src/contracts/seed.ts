/** What `GET seed` answers per kind: how many records the seed makes and how many are already there. */
export type SeedKind = { kind: "regions" | "demo"; total: number; present: number };
/** What `POST seed/<kind>` answers: per resource, what it created and what already existed. */
export type SeedOutcome = { created: Record<string, number>; existing: Record<string, number> };
