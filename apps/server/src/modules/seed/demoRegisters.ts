import { createSchemaOf, RESOURCES, type ResourceDef } from "@quadra/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { conflict } from "../../platform/http/errors.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import { BulkRowError, bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { newRecordRow, toRecord } from "../../platform/resources/recordValues.ts";
import { createRecord, refTitles } from "../../platform/resources/resourceStore.ts";
import { resourceTable, resourceTableOf } from "../../platform/resources/resourceTable.ts";
import { createManyOutcomes } from "../../platform/resources/ruleRegistry.ts";
import { createBill } from "../bills/createBill.ts";
import { settleBill } from "../bills/settleBill.ts";
import {
  createMembershipRequest,
  createRegisterRequest,
  type RegisterRequestInput,
} from "../registers/requestCreation.ts";
import type { DemoRecord } from "./demoData.ts";
import {
  DEMO_CLUBS,
  type DemoPerson,
  demoAthletes,
  demoManagers,
  demoReferees,
  demoStaff,
} from "./demoPeopleData.ts";
import type { DemoStepContext } from "./demoStructure.ts";
import { tallyCounts } from "./demoStructure.ts";

const DAY = 86_400_000;

/** The three books of the demo's registers: the judo affiliation, the club's members, the contracts. */
export const demoRegisterTypeNames = (season: number) => ({
  judo: `Filiação de atletas ${season}`,
  members: "Sócios do clube",
  contracts: "Contratos de atletas",
});

/**
 * Judo's belts as the Brazilian federations grade them (kyu grades by colour, then the black belt):
 * the minimum time in the previous belt (months) and the minimum age, as the CBJ's graduation rules
 * set them for the coloured belts and for the first dan (shodan: 17 years, two years in the brown).
 */
export const JUDO_BELTS = [
  { name: "Branca", color: "#ffffff", months: 0, age: null },
  { name: "Cinza", color: "#9e9e9e", months: 6, age: 7 },
  { name: "Azul", color: "#1e88e5", months: 6, age: 9 },
  { name: "Amarela", color: "#fdd835", months: 6, age: 10 },
  { name: "Laranja", color: "#fb8c00", months: 6, age: 11 },
  { name: "Verde", color: "#43a047", months: 12, age: 12 },
  { name: "Roxa", color: "#8e24aa", months: 12, age: 14 },
  { name: "Marrom", color: "#6d4c41", months: 12, age: 15 },
  { name: "Preta", color: "#212121", months: 24, age: 17 },
] as const;
type Belt = (typeof JUDO_BELTS)[number]["name"];

/** The judo affiliation's price by age band, in cents, for the season (age on the day of approval). */
export const JUDO_PRICES = [
  { name: "Sub-13", amount_cents: 6_000, age_min: 0, age_max: 12 },
  { name: "Sub-18", amount_cents: 9_000, age_min: 13, age_max: 17 },
  { name: "Adulto", amount_cents: 15_000, age_min: 18, age_max: 29 },
  { name: "Master", amount_cents: 12_000, age_min: 30, age_max: 120 },
] as const;

/** The club's plans: amount in cents, how it is billed, how many months it holds. */
export const MEMBER_PLANS = [
  { name: "Mensal", amount_cents: 9_000, billing: "monthly", months: 1 },
  { name: "Anual", amount_cents: 90_000, billing: "annual", months: 12 },
  { name: "Família", amount_cents: 150_000, billing: "once", months: 12 },
] as const;
type Plan = (typeof MEMBER_PLANS)[number]["name"];

/** The club's membership styles and their price by age band, in cents, added to the plan's. */
export const MEMBER_STYLES = [
  {
    name: "Musculação",
    prices: [
      { name: "Juvenil", amount_cents: 3_000, age_min: 14, age_max: 17 },
      { name: "Adulto", amount_cents: 4_000, age_min: 18, age_max: 120 },
    ],
  },
  {
    name: "Natação",
    prices: [
      { name: "Infantil", amount_cents: 5_000, age_min: 0, age_max: 13 },
      { name: "Adulto", amount_cents: 6_000, age_min: 14, age_max: 120 },
    ],
  },
] as const;
type MemberStyle = (typeof MEMBER_STYLES)[number]["name"];

/**
 * The register types and their catalogs, written by the records pass (the generic create's rules,
 * audited, found again by name on the next run): the judo affiliation of the season, the club's
 * membership and the contracts' book.
 */
export const demoRegisterRecords = (season: number): DemoRecord[] => {
  const names = demoRegisterTypeNames(season);
  const child = (resource: string, values: Record<string, unknown>, children?: DemoRecord[]): DemoRecord => ({
    resource,
    values,
    ...(children ? { children } : {}),
  });
  const seasonDates = { valid_from: `${season}-01-01`, valid_until: `${season}-12-31` };
  return [
    {
      resource: "registertypes",
      values: {
        name: names.judo,
        kind: "athletes",
        validity: "annual",
        requesters: "both",
        number_prefix: "JUDO",
        public: false,
        parq_required: false,
        active: true,
        description:
          "Filiação anual de judocas, técnicos e árbitros: a entidade pede pelos seus atletas ou a pessoa pede por si. Vale até 31/12.",
      },
      children: [
        ...["Atleta", "Técnico", "Árbitro"].map((name) => child("registerroles", { name, active: true })),
        ...JUDO_BELTS.map((belt, index) =>
          child("registergraduations", {
            name: belt.name,
            position: index + 1,
            color: belt.color,
            min_months_in_previous: belt.months,
            ...(belt.age === null ? {} : { min_age: belt.age }),
          }),
        ),
        child(
          "registerstyles",
          { name: "Judô", active: true },
          JUDO_PRICES.map((price) => child("registerstyleprices", { ...price, ...seasonDates })),
        ),
      ],
    },
    {
      resource: "registertypes",
      values: {
        name: names.members,
        kind: "members",
        validity: "open_ended",
        requesters: "person",
        number_prefix: "SOC",
        public: true,
        parq_required: false,
        active: true,
        // Read by the visitors of the open page and the portal's people (the type's public text).
        description:
          "Seja sócio do clube: escolha o plano (mensal, anual ou família) e, se quiser, uma modalidade, pelo preço da sua faixa de idade.",
      },
      children: [
        ...MEMBER_PLANS.map((plan) =>
          child("registermembershipplans", { ...plan, public: true, active: true }),
        ),
        ...MEMBER_STYLES.map((style) =>
          child(
            "registermembershipstyles",
            { name: style.name, active: true },
            style.prices.map((price) => child("registermembershipstyleprices", { ...price, ...seasonDates })),
          ),
        ),
      ],
    },
    {
      resource: "registertypes",
      values: {
        name: names.contracts,
        kind: "athletes",
        validity: "open_ended",
        requesters: "association",
        number_prefix: "CTR",
        public: false,
        active: true,
        description: "Contratos entre atletas e entidades, com código de verificação pública, como o BID.",
      },
      children: [child("registerroles", { name: "Atleta", active: true })],
    },
  ];
};

/** A person's age in whole years on `day` (YYYY-MM-DD). */
const ageOn = (birthdate: string, day: string) => {
  const [by, bm, bd] = birthdate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};
const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

/** Who is affiliated to judo and how: the entries the demo writes, in order. */
type JudoEntry = {
  person: DemoPerson;
  club?: number;
  role: "Atleta" | "Técnico" | "Árbitro";
  belt?: Belt;
  /** active: paid in the club's settled bill; pending: its debt open; expired: last season's. */
  state: "active" | "pending" | "expired";
  /** The belts this athlete was promoted to this year, in order, with days before today. */
  promotions?: { belt: Belt; daysAgo: number }[];
  /** Days before today the current belt was taken (before any promotion). */
  graduatedDaysAgo: number;
};

/**
 * The demo's judo entries, each asked by the athlete's club: clubs 0 and 1 paid, club 2's awaiting
 * payment, two of last season not renewed; the clubs' coaches and two referees asked for themselves.
 */
export const demoJudoEntries = (season: number): JudoEntry[] => {
  const athletes = demoAthletes(season);
  const at = (club: number, index: number) => athletes.find((a) => a.club === club && a.index === index)!;
  const beltOf: Record<number, Belt> = {
    0: "Preta",
    1: "Marrom",
    2: "Roxa",
    3: "Verde",
    10: "Roxa",
    11: "Laranja",
    15: "Verde",
    16: "Amarela",
  };
  const entries: JudoEntry[] = [];
  // Club 0's first athlete is the finances demo's payer (demoFinances.ts): his bills stay those.
  for (const club of [0, 1, 2])
    for (const index of club === 2 ? [0, 10, 15] : club === 0 ? [1, 2, 3, 10, 15, 16] : [0, 1, 3, 10, 15, 16])
      entries.push({
        person: at(club, index),
        club,
        role: "Atleta",
        belt: beltOf[index]!,
        state: club === 2 ? "pending" : "active",
        graduatedDaysAgo: 400 + index * 9,
      });
  // Promotion histories, each within the belts' minimum times and ages: an adult from orange to
  // purple in two exams a year apart, a girl of the under-15s from yellow to orange, a brown belt
  // to black after two years and more.
  const promoted = (
    club: number,
    index: number,
    from: Belt,
    days: number,
    promotions: JudoEntry["promotions"],
  ) => {
    const entry = entries.find((e) => e.person === at(club, index))!;
    Object.assign(entry, { belt: from, graduatedDaysAgo: days, promotions });
  };
  promoted(0, 3, "Laranja", 800, [
    { belt: "Verde", daysAgo: 420 },
    { belt: "Roxa", daysAgo: 30 },
  ]);
  promoted(0, 16, "Amarela", 400, [{ belt: "Laranja", daysAgo: 200 }]);
  promoted(1, 1, "Marrom", 1_000, [{ belt: "Preta", daysAgo: 200 }]);
  for (const manager of demoManagers(season).filter((m) => m.role === "coach" && m.club <= 1))
    entries.push({
      person: manager,
      role: "Técnico",
      belt: "Preta",
      state: "active",
      graduatedDaysAgo: 3_000,
    });
  for (const referee of demoReferees(season).slice(0, 2))
    entries.push({ person: referee, role: "Árbitro", state: "active", graduatedDaysAgo: 0 });
  for (const index of [4, 5])
    entries.push({
      person: at(0, index),
      club: 0,
      role: "Atleta",
      belt: "Azul",
      state: "expired",
      graduatedDaysAgo: 500,
    });
  return entries;
};

type DemoRequest = { person: DemoPerson; club?: number; role: JudoEntry["role"]; belt?: Belt };

/** Requests still in the staff's queue (club 3 asks for three athletes, a referee for himself) and one refused. */
export const demoJudoRequests = (season: number) => {
  const athletes = demoAthletes(season);
  const at = (index: number) => athletes.find((a) => a.club === 3 && a.index === index)!;
  return {
    pending: [
      { person: at(0), club: 3, role: "Atleta", belt: "Verde" },
      { person: at(1), club: 3, role: "Atleta", belt: "Azul" },
      { person: at(10), club: 3, role: "Atleta", belt: "Laranja" },
      { person: demoReferees(season)[2]!, role: "Árbitro" },
    ] as DemoRequest[],
    rejected: {
      person: at(15) as DemoPerson,
      club: 3,
      role: "Atleta" as const,
      reason: "Atestado médico vencido. Envie um atestado recente e peça a filiação de novo.",
    },
  };
};

/** The club's members: four paid, one awaiting payment, one whose month ended. */
export const demoMemberships = (season: number) => {
  const athletes = demoAthletes(season);
  const at = (club: number, index: number) => athletes.find((a) => a.club === club && a.index === index)!;
  const managers = demoManagers(season).filter((m) => m.club === 0);
  const list: {
    person: DemoPerson;
    plan: Plan;
    style?: MemberStyle;
    state: "active" | "pending" | "expired";
    startedDaysAgo: number;
  }[] = [
    { person: managers[0]!, plan: "Anual", style: "Musculação", state: "active", startedDaysAgo: 60 },
    { person: managers[1]!, plan: "Mensal", style: "Natação", state: "active", startedDaysAgo: 10 },
    { person: at(0, 6), plan: "Família", style: "Natação", state: "active", startedDaysAgo: 120 },
    { person: at(0, 7), plan: "Anual", state: "active", startedDaysAgo: 200 },
    { person: at(0, 8), plan: "Mensal", style: "Musculação", state: "pending", startedDaysAgo: 0 },
    { person: at(0, 9), plan: "Mensal", state: "expired", startedDaysAgo: 70 },
  ];
  const requests: { person: DemoPerson; plan: Plan; style?: MemberStyle; source: "public" | "person" }[] = [
    { person: at(1, 6), plan: "Mensal", style: "Natação", source: "public" },
    { person: at(1, 7), plan: "Anual", source: "person" },
  ];
  return { list, requests };
};

/** Contracts of the book: in force, ended, terminated, and a loan over the lending club's contract. */
export const demoContracts = (season: number) => {
  const athletes = demoAthletes(season);
  const at = (club: number, index: number) => athletes.find((a) => a.club === club && a.index === index)!;
  return [
    {
      person: at(0, 0),
      club: 0,
      kind: "professional",
      starts_on: `${season - 1}-02-01`,
      ends_on: `${season + 1}-01-31`,
      status: "active",
    },
    { person: at(0, 1), club: 0, kind: "amateur", starts_on: `${season}-01-10`, status: "active" },
    {
      person: at(0, 2),
      club: 0,
      kind: "amateur",
      starts_on: `${season - 2}-01-01`,
      ends_on: `${season - 1}-12-31`,
      status: "ended",
    },
    { person: at(1, 1), club: 1, kind: "amateur", starts_on: `${season - 1}-03-01`, status: "active" },
    {
      person: at(1, 1),
      club: 2,
      lending: 1,
      kind: "loan",
      starts_on: `${season}-06-01`,
      ends_on: `${season}-12-31`,
      status: "active",
    },
    {
      person: at(1, 2),
      club: 1,
      kind: "professional",
      starts_on: `${season - 1}-01-01`,
      ends_on: `${season + 1}-12-31`,
      status: "terminated",
      terminated_on: `${season}-05-10`,
    },
  ] as {
    person: DemoPerson;
    club: number;
    lending?: number;
    kind: string;
    starts_on: string;
    ends_on?: string;
    status: string;
    terminated_on?: string;
  }[];
};

/** What the registers step writes, per resource (the seed's outcome counts it the same on every run). */
export const demoRegisterCounts = (season: number) => {
  const judo = demoJudoEntries(season);
  const requests = demoJudoRequests(season);
  const members = demoMemberships(season);
  const current = judo.filter((entry) => entry.state !== "expired");
  const priced = current.filter((entry) => entry.role !== "Árbitro");
  return {
    registers: judo.length,
    registerpromotions: judo.reduce((sum, entry) => sum + (entry.promotions?.length ?? 0), 0),
    // One approved request per entry of the season, the pending ones and the refused one.
    registerrequests: current.length + requests.pending.length + 1,
    registermemberships: members.list.length,
    registermembershiprequests: members.list.length - 1 + members.requests.length,
    registercontracts: demoContracts(season).length,
    debts: priced.length + members.list.filter((m) => m.state !== "expired").length,
    // Every debt has its bill (the approval bills it at once): the paid ones settled, the others open.
    bills: priced.length + members.list.filter((m) => m.state !== "expired").length,
  };
};

type NewRow = {
  parentId?: string | undefined;
  body: Record<string, unknown>;
  server?: Record<string, unknown>;
};

/**
 * Creates records of one resource the way an import does: the create schema, the resource's rules
 * set-wise (numbers, verification codes, same-type refs), the framework's bulk insert, then one audit
 * entry per record like createRecord's. Answers the stored rows in input order.
 */
const createMany = async (tx: Executor, actor: Actor, def: ResourceDef, rows: NewRow[]) => {
  if (!rows.length) return [];
  const schema = createSchemaOf(def);
  const bodies = rows.map((row) => schema.parse(row.body) as Record<string, unknown>);
  const outcomes = await createManyOutcomes(tx, {
    resource: def.name,
    actor,
    rows: rows.map((row, index) => ({
      ...newRecordRow({ def, actor, parentId: row.parentId, body: bodies[index]! }),
      ...row.server,
    })),
    memory: new Map(),
  });
  const refused = (index: number, errors: Record<string, string>) =>
    conflict(
      `Dados de demonstração: ${def.label.one["pt-BR"]} não pôde ser criado(a) (linha ${index + 1}): ${Object.values(errors).join(" ")}`,
      errors,
    );
  const failed = outcomes.findIndex((outcome) => outcome.errors);
  if (failed >= 0) throw refused(failed, outcomes[failed]!.errors!);
  const ids = await bulkInsert(tx, {
    def,
    actor,
    rows: rows.map((row, index) => ({
      parentId: row.parentId,
      body: bodies[index]!,
      serverValues: { ...row.server, ...outcomes[index]!.values },
    })),
  }).catch((error: unknown) => {
    if (error instanceof BulkRowError) throw refused(error.index, error.errors);
    throw error;
  });
  const t = resourceTableOf(def);
  const stored = new Map(
    (
      (await tx
        .select()
        .from(t)
        .where(and(eq(t.tenant_id, actor.tenantId), inArray(t.id, ids)))) as Record<string, any>[]
    ).map((row) => [row.id as string, row]),
  );
  const ordered = ids.map((id) => stored.get(id)!);
  const titleField = def.titleField;
  const pointed =
    def.fields[titleField]?.kind === "ref"
      ? (await refTitles(tx, def, actor.tenantId, ordered))[titleField]
      : undefined;
  await writeAudit(
    tx,
    actor,
    ordered.map((row) => {
      const value = row[titleField];
      return {
        action: "create" as const,
        resource: def.name,
        recordId: row.id,
        recordTitle: value === null || value === undefined ? null : (pointed?.[value] ?? String(value)),
        changes: { after: toRecord(def, row) },
      };
    }),
  );
  return ordered;
};

/**
 * The demo's registers, the way the product's flow leaves them: approved requests with their entries
 * (numbered by the registers' rules), the debts their style and plan prices say, the paid ones in
 * bills settled by PIX (the debts' paid listener turns their entries active; set here too where it
 * has not), graduation promotions through the promotion rule, pending requests in both queues, and
 * contracts with their verification codes. Once only: a judo register type with entries already is
 * left as it is.
 */
export const seedDemoRegisters = async (
  tx: Executor,
  { actor, now, season, dryRun, outcome, modules, ids, personIds }: DemoStepContext,
) => {
  if (!modules.includes("registers") || !modules.includes("bills")) return;
  const names = demoRegisterTypeNames(season);
  const judoId = ids.of("registertypes", names.judo);
  const membersId = ids.of("registertypes", names.members);
  const contractsId = ids.of("registertypes", names.contracts);
  const registers = resourceTable("registers");
  const [existing] = judoId
    ? await tx
        .select({ id: registers.id })
        .from(registers)
        .where(and(eq(registers.tenant_id, actor.tenantId), eq(registers.registertype_id, judoId)))
        .limit(1)
    : [];
  tallyCounts(outcome, demoRegisterCounts(season), existing ? "existing" : "created");
  if (existing || dryRun || !judoId || !membersId || !contractsId) return;

  const today = new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  const day = (days: number) =>
    new Date(now.getTime() - 3 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
  const person = (p: DemoPerson) => {
    const id = personIds.get(p.cpf);
    if (!id) throw new Error(`demo registers: ${p.name} is not in the register`);
    return id;
  };
  const club = (index: number | undefined) =>
    index === undefined ? undefined : ids.of("associations", DEMO_CLUBS[index]!.cnpj);
  const of = (resource: string, name: string, parentId: string) => {
    const id = ids.of(resource, name, parentId);
    if (!id) throw new Error(`demo registers: ${resource} "${name}" was not seeded`);
    return id;
  };
  const reviewer = demoStaff(season)[0]!.name;
  const reviewed = (daysAgo: number) => ({
    status: "approved",
    reviewed_by: reviewer,
    reviewed_at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
  });
  const judoStyle = of("registerstyles", "Judô", judoId);
  const priceOf = (birthdate: string) =>
    JUDO_PRICES.find((p) => {
      const age = ageOn(birthdate, today);
      return age >= p.age_min && age <= p.age_max;
    })!;

  // Debts first, so each entry is written with the debt its style's price for the person's age says.
  const judo = demoJudoEntries(season);
  const priced = judo.filter((entry) => entry.state !== "expired" && entry.role !== "Árbitro");
  const debtOf = (
    payer: { user_id?: string; association_id?: string },
    description: string,
    amount: number,
    dueIn: number,
  ) => ({
    body: {
      ...payer,
      description,
      amount_cents: amount,
      due_date: day(dueIn),
      fine_percent: 2,
      interest_percent_month: 1,
      origin: "registration",
    },
  });
  // The person owes their own affiliation even when their club asked for it (docs/registers.md).
  const payerOf = (entry: JudoEntry) => ({ user_id: person(entry.person) });
  const judoDebts = await createMany(
    tx,
    actor,
    RESOURCES.debts!,
    priced.map((entry) => {
      const price = priceOf(entry.person.birthdate);
      return debtOf(
        payerOf(entry),
        `${names.judo} – Judô ${price.name} – ${entry.person.name}`,
        price.amount_cents,
        entry.state === "pending" ? 10 : -30,
      );
    }),
  );
  const debtIdOf = new Map(priced.map((entry, index) => [entry, String(judoDebts[index]!.id)]));

  const beltId = (belt: Belt) => of("registergraduations", belt, judoId);
  const entries = await createMany(
    tx,
    actor,
    RESOURCES.registers!,
    judo.map((entry) => {
      const expired = entry.state === "expired";
      return {
        parentId: judoId,
        body: {
          user_id: person(entry.person),
          ...(entry.club === undefined ? {} : { association_id: club(entry.club) }),
          registerrole_id: of("registerroles", entry.role, judoId),
          ...(entry.role === "Árbitro" ? {} : { registerstyle_id: judoStyle }),
          ...(entry.belt
            ? { registergraduation_id: beltId(entry.belt), graduated_on: day(-entry.graduatedDaysAgo) }
            : {}),
          status: expired ? "expired" : entry.role === "Árbitro" ? "active" : "pending_payment",
          starts_on: expired
            ? `${season - 1}-02-10`
            : entry.state === "pending"
              ? day(-3)
              : `${season}-01-15`,
          ends_on: expired ? `${season - 1}-12-31` : `${season}-12-31`,
          ...(expired ? { notes: "Filiação da temporada anterior, não renovada." } : {}),
        },
        server: debtIdOf.has(entry) ? { debt_id: debtIdOf.get(entry) } : {},
      };
    }),
  );
  const entryIdOf = new Map(judo.map((entry, index) => [entry, String(entries[index]!.id)]));

  // The approved request behind each entry of the season, and those still waiting or refused.
  const queue = demoJudoRequests(season);
  const requestOf = (
    request: { person: DemoPerson; club?: number | undefined; role: string; belt?: Belt | undefined },
    server: Record<string, unknown>,
  ) => ({
    parentId: judoId,
    body: {
      user_id: person(request.person),
      ...(request.club === undefined ? {} : { association_id: club(request.club) }),
      registerrole_id: of("registerroles", request.role, judoId),
      ...(request.role === "Árbitro" ? {} : { registerstyle_id: judoStyle }),
      ...(request.belt ? { registergraduation_id: beltId(request.belt) } : {}),
    },
    // The source is read-only (the server's, as the review fields).
    server: { source: request.club === undefined ? "person" : "association", ...server },
  });
  await createMany(tx, actor, RESOURCES.registerrequests!, [
    ...judo
      .filter((entry) => entry.state !== "expired")
      .map((entry) =>
        // The belt declared on the request is the one the entry started with (before this year's promotions).
        requestOf(entry, {
          ...reviewed(entry.state === "pending" ? 3 : 320),
          register_id: entryIdOf.get(entry),
        }),
      ),
    requestOf(queue.rejected, {
      status: "rejected",
      review_reason: queue.rejected.reason,
      reviewed_by: reviewer,
      reviewed_at: new Date(now.getTime() - 5 * DAY).toISOString(),
    }),
  ]);
  // The queue's pending requests the way every path makes them (the type accepts the requester, one
  // pending request per person and type).
  for (const request of queue.pending) {
    const { body } = requestOf(request, {});
    await createRegisterRequest(tx, actor, { ...body, registertype_id: judoId } as RegisterRequestInput);
  }

  // Promotions through the promotion rule (it checks the times and ages and moves the entry's belt).
  for (const entry of judo.filter((e) => e.promotions))
    for (const promotion of entry.promotions!)
      await createRecord(tx, {
        def: RESOURCES.registerpromotions!,
        actor,
        parentId: entryIdOf.get(entry),
        body: {
          registergraduation_id: beltId(promotion.belt),
          promoted_on: day(-promotion.daysAgo),
          examiner: "Sensei Paulo Nakamura (6º dan)",
          notes: "Exame de faixa da federação.",
        },
      });

  // The club's members: the plan's amount plus the style's price for the person's age.
  const members = demoMemberships(season);
  const planId = (plan: Plan) => of("registermembershipplans", plan, membersId);
  const styleId = (style: MemberStyle) => of("registermembershipstyles", style, membersId);
  const memberPrice = (m: (typeof members.list)[number]) => {
    const plan = MEMBER_PLANS.find((p) => p.name === m.plan)!;
    const age = ageOn(m.person.birthdate, today);
    const style = MEMBER_STYLES.find((s) => s.name === m.style)?.prices.find(
      (p) => age >= p.age_min && age <= p.age_max,
    );
    return plan.amount_cents + (style?.amount_cents ?? 0);
  };
  const billed = members.list.filter((m) => m.state !== "expired");
  const memberDebts = await createMany(
    tx,
    actor,
    RESOURCES.debts!,
    billed.map((m) =>
      debtOf(
        { user_id: person(m.person) },
        `${names.members} – plano ${m.plan}${m.style ? ` + ${m.style}` : ""} – ${m.person.name}`,
        memberPrice(m),
        m.state === "pending" ? 7 : -m.startedDaysAgo + 5,
      ),
    ),
  );
  const memberDebtOf = new Map(billed.map((m, index) => [m, String(memberDebts[index]!.id)]));
  const memberships = await createMany(
    tx,
    actor,
    RESOURCES.registermemberships!,
    members.list.map((m) => {
      const starts = day(-m.startedDaysAgo);
      const months = MEMBER_PLANS.find((p) => p.name === m.plan)!.months;
      return {
        parentId: membersId,
        body: {
          user_id: person(m.person),
          registermembershipplan_id: planId(m.plan),
          ...(m.style ? { registermembershipstyle_id: styleId(m.style) } : {}),
          status: m.state === "expired" ? "expired" : "pending_payment",
          starts_on: starts,
          ends_on: addMonths(starts, months),
        },
        server: memberDebtOf.has(m) ? { debt_id: memberDebtOf.get(m) } : {},
      };
    }),
  );
  await createMany(tx, actor, RESOURCES.registermembershiprequests!, [
    ...members.list
      .filter((m) => m.state !== "expired")
      .map((m) => ({
        parentId: membersId,
        body: {
          user_id: person(m.person),
          registermembershipplan_id: planId(m.plan),
          ...(m.style ? { registermembershipstyle_id: styleId(m.style) } : {}),
        },
        server: {
          source: "person",
          ...reviewed(m.startedDaysAgo + 1),
          registermembership_id: String(memberships[members.list.indexOf(m)]!.id),
        },
      })),
  ]);
  for (const request of members.requests)
    await createMembershipRequest(tx, actor, {
      registertype_id: membersId,
      user_id: person(request.person),
      registermembershipplan_id: planId(request.plan),
      ...(request.style ? { registermembershipstyle_id: styleId(request.style) } : {}),
      source: request.source,
    });

  // Every debt in a bill of its person, as an approval leaves it; the paid ones settled by PIX.
  const paidAt = new Date(now.getTime() - 20 * DAY);
  const bill = async (userId: string, debtId: string, paid: boolean) => {
    const made = await createBill(tx, actor, { payer: { kind: "person", userId }, debtIds: [debtId] });
    if (paid)
      await settleBill(tx, actor, made.id, {
        paidAt,
        means: "pix",
        amountCents: made.total_cents,
        source: "demonstração",
      });
  };
  for (const entry of priced)
    await bill(person(entry.person), debtIdOf.get(entry)!, entry.state === "active");
  for (const m of billed) await bill(person(m.person), memberDebtOf.get(m)!, m.state === "active");
  // A paid debt activates its entry through the debts' listener; this says the same where the
  // listener is not registered (the seed may run before it is), and changes nothing where it ran.
  const paidEntries = judo.filter((e) => e.state === "active").map((e) => entryIdOf.get(e)!);
  await tx
    .update(registers)
    .set({ status: "active" })
    .where(
      and(
        eq(registers.tenant_id, actor.tenantId),
        inArray(registers.id, paidEntries),
        eq(registers.status, "pending_payment"),
      ),
    );
  const membershipTable = resourceTable("registermemberships");
  const paidMemberships = members.list.flatMap((m, index) =>
    m.state === "active" ? [String(memberships[index]!.id)] : [],
  );
  await tx
    .update(membershipTable)
    .set({ status: "active" })
    .where(
      and(
        eq(membershipTable.tenant_id, actor.tenantId),
        inArray(membershipTable.id, paidMemberships),
        eq(membershipTable.status, "pending_payment"),
      ),
    );

  // Contracts, each numbered and given its verification code by the contracts' rules.
  await createMany(
    tx,
    actor,
    RESOURCES.registercontracts!,
    demoContracts(season).map((contract) => ({
      parentId: contractsId,
      body: {
        user_id: person(contract.person),
        association_id: club(contract.club),
        kind: contract.kind,
        ...(contract.lending === undefined ? {} : { lending_association_id: club(contract.lending) }),
        starts_on: contract.starts_on,
        ...(contract.ends_on ? { ends_on: contract.ends_on } : {}),
        status: contract.status,
        ...(contract.terminated_on ? { terminated_on: contract.terminated_on } : {}),
      },
    })),
  );
};
