import {
  cnpjFromBody,
  collectionPath,
  cpfFromBase,
  type FieldDef,
  hasAction,
  PEOPLE_REF,
  RESOURCES,
  type ResourceDef,
} from "@quadra/shared";
import type { TestServer, TestTenant } from "./harness.ts";

/** A string of `n`'s sequence that fits the field's length bounds. */
const sized = (field: FieldDef, stem: string) => {
  const max = field.max ?? 200;
  const min = field.min ?? 1;
  const text = stem.slice(0, max);
  return text.length >= min ? text : text.padEnd(min, "x");
};

/** A valid value of a field for a sample record; `ref` fields are resolved by the caller. */
export const sampleValue = (field: FieldDef, n: number): unknown => {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "secret":
      // The sequence leads, so a value cut to a short field's length stays unique.
      return sized(
        field,
        field.max && field.max <= 3
          ? n.toString(36).toUpperCase().slice(-field.max)
          : `${n.toString(36)} Exemplo`,
      );
    case "richtext":
      return `<p>Texto <strong>${n}</strong></p>`;
    case "int":
      return Math.max(field.min ?? 1, Math.min(field.max ?? 10, 1));
    case "decimal":
      return Math.max(field.min ?? 1.5, 1.5);
    case "money":
      return 12_345;
    case "bool":
      return true;
    case "date":
      return "2026-03-15";
    case "datetime":
      return "2026-03-15T10:30:00-03:00";
    case "time":
      return "10:30";
    case "email":
      return `exemplo${n}@example.com`;
    case "url":
      return `https://example.com/${n}`;
    case "slug":
      return sized(field, `exemplo-${n.toString(36)}`);
    case "color":
      return "#1e88e5";
    case "phone":
      return "11987654321";
    case "cep":
      return "01310100";
    case "cpf":
      return cpfFromBase(String(100_000_000 + n));
    case "cnpj":
      return cnpjFromBody(String(10_000_000_0001 + n));
    case "select":
      return field.options?.[0]?.value;
    case "multiselect":
      return [field.options?.[0]?.value];
    case "tags":
      return ["etiqueta"];
    case "image":
    case "file":
      return `https://example.com/arquivo-${n}.png`;
    case "json":
      return { chave: n };
    case "ref":
      return undefined;
  }
};

export type Sampler = {
  /** A new record of the resource in the tenant (creating what it points at), as the API answered it. */
  create: (name: string) => Promise<Record<string, any>>;
  /** A valid create body for the resource (its refs created), and the parent id for a child. */
  body: (name: string) => Promise<{ body: Record<string, unknown>; parentId: string | undefined }>;
};

type Post = (path: string, body: Record<string, unknown>) => Promise<unknown>;

/**
 * What a resource's server rules (src/modules/*.rules.ts) need in place before a sample passes
 * them: a team member is an active athlete of the team's association; an educational occurrence is
 * about a student enrolled at its school; a group's participant and a points deduction name a team
 * of their own competition.
 */
let requestTypes = 0;
/** A register type open to requests, with no PAR-Q asked. */
const requestType = () => ({
  name: `Pedidos ${++requestTypes}`,
  kind: "athletes",
  validity: "open_ended",
  requesters: "both",
  number_prefix: `P${requestTypes}`,
  parq_required: false,
});

const RULE_ARRANGEMENTS: Record<
  string,
  (input: {
    parent: Record<string, any> | undefined;
    values: Record<string, unknown>;
    post: Post;
    get: (path: string) => Promise<Record<string, any>>;
    teamIn: (competitionId: string) => Promise<string>;
    create: (name: string) => Promise<Record<string, any>>;
    /** A new person of the tenant, by id. */
    person: () => Promise<string>;
  }) => Promise<{ parentId: string } | unknown>
> = {
  groupparticipants: async ({ parent, values, get, teamIn }) => {
    const phase = await get(`phases/${parent!.phase_id}`);
    values.team_id = await teamIn(phase.competition_id);
  },
  pointdeductions: async ({ parent, values, teamIn }) => {
    values.team_id = await teamIn(parent!.id);
  },
  competitioncrews: async ({ parent, values, teamIn }) => {
    values.team_id = await teamIn(parent!.id);
  },
  // A player on the roster of one of the match's two sides.
  duellineups: async ({ parent, values, post, get }) => {
    values.team_id = parent!.home_team_id;
    const team = await get(`teams/${parent!.home_team_id}`);
    await post(`associations/${team.association_id}/associationusers`, {
      user_id: values.user_id,
      status: "active",
    });
    await post(`teams/${team.id}/teammembers`, { user_id: values.user_id, role: "athlete" });
  },
  // A heat hangs on a phase of the heats format, made beside the sample's phase.
  heats: async ({ parent, post }) => {
    const phase = (await post(`competitions/${parent!.competition_id}/phases`, {
      name: `Provas ${parent!.id}`,
      format: "heats",
      entry: "all",
    })) as { id: string };
    return { parentId: phase.id };
  },
  // A debt has one payer, a person or an association (debts.rules.ts).
  debts: async ({ values, person }) => {
    values.user_id = await person();
  },
  // Charging every association needs no role or association picked (recurrences.rules.ts).
  recurrences: ({ values }) => {
    values.target = "associations";
    return Promise.resolve();
  },
  // A suspension is of a person (punishments.rules.ts asks for one by kind).
  punishments: async ({ values, person }) => {
    values.user_id = await person();
  },
  refereeappointments: async ({ values, create }) => {
    values.duel_id = (await create("duels")).id;
  },
  heatentries: async ({ parent, values, teamIn }) => {
    values.team_id = await teamIn(parent!.competition_id);
  },
  teammembers: ({ parent, values, post }) =>
    post(`associations/${parent!.association_id}/associationusers`, {
      user_id: values.user_id,
      status: "active",
    }),
  // A register's entries point at the catalogs of their own register type (registers.rules.ts).
  registers: async ({ parent, values, post }) => {
    values.registerrole_id = (
      (await post(`registertypes/${parent!.id}/registerroles`, {
        name: `Função ${parent!.id}`,
      })) as { id: string }
    ).id;
  },
  registermemberships: async ({ parent, values, post }) => {
    values.registermembershipplan_id = (
      (await post(`registertypes/${parent!.id}/registermembershipplans`, {
        name: `Plano ${parent!.id}`,
        amount_cents: 10_000,
      })) as { id: string }
    ).id;
  },
  // A request is asked of a type without PAR-Q (the sample's own parent has every yes/no on) and
  // points at the catalogs of that type (registers.rules.ts, requestChecks.ts).
  registerrequests: async ({ values, post }) => {
    const type = (await post("registertypes", requestType())) as { id: string };
    values.registerrole_id = (
      (await post(`registertypes/${type.id}/registerroles`, { name: "Atleta" })) as {
        id: string;
      }
    ).id;
    return { parentId: type.id };
  },
  registermembershiprequests: async ({ values, post }) => {
    const type = (await post("registertypes", requestType())) as { id: string };
    values.registermembershipplan_id = (
      (await post(`registertypes/${type.id}/registermembershipplans`, {
        name: "Plano",
        amount_cents: 10_000,
      })) as {
        id: string;
      }
    ).id;
    delete values.registermembershipstyle_id;
    return { parentId: type.id };
  },
  // A promotion is to a graduation of the entry's type, with no age to check (registerPromotions.rules.ts).
  registerpromotions: async ({ parent, values, post }) => {
    values.registergraduation_id = (
      (await post(`registertypes/${parent!.registertype_id}/registergraduations`, {
        name: `Faixa ${parent!.id}`,
        position: 1,
        min_months_in_previous: 0,
      })) as { id: string }
    ).id;
  },
  educationaloccurrences: ({ values, post }) =>
    post(`schools/${values.school_id}/schoolstudents`, { user_id: values.user_id, status: "active" }),
};

/** Builds records of any registered resource through the API, as a person with the token would. */
export const sampler = (server: TestServer, tenant: TestTenant, token: string): Sampler => {
  // Per tenant, since values are unique per tenant: a field of two characters has 1,296 values,
  // fewer than one count across every test would run through.
  let counter = 0;
  const post: Post = async (path, values) => {
    const response = await server.api(tenant, "POST", path, { token, body: values });
    if (response.status !== 201)
      throw new Error(`sample arrangement ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.result;
  };
  const get = async (path: string) => {
    const response = await server.api(tenant, "GET", path, { token });
    if (response.status !== 200)
      throw new Error(`sample arrangement GET ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.result as Record<string, any>;
  };
  /** A new team of the association a team sample gets, entered in this competition. */
  const teamIn = async (competitionId: string) => {
    const { body: team } = await body("teams");
    return ((await post(`competitions/${competitionId}/teams`, team)) as { id: string }).id;
  };
  const body = async (
    name: string,
  ): Promise<{ body: Record<string, unknown>; parentId: string | undefined }> => {
    const def = RESOURCES[name]!;
    const values: Record<string, unknown> = {};
    let parentId: string | undefined;
    let parent: Record<string, any> | undefined;
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.readOnly) continue;
      if (field.kind === "ref") {
        if (!field.required && def.parent?.field !== key) continue;
        if (field.ref === PEOPLE_REF) {
          values[key] = (await server.createUser(tenant)).id;
          continue;
        }
        const target = await create(field.ref!);
        if (def.parent?.field === key) {
          parentId = target.id;
          parent = target;
        } else values[key] = target.id;
        continue;
      }
      const value = sampleValue(field, ++counter);
      if (value !== undefined) values[key] = value;
    }
    const person = async () => (await server.createUser(tenant)).id as string;
    const arranged = await RULE_ARRANGEMENTS[name]?.({ parent, values, post, get, teamIn, create, person });
    if (arranged && typeof arranged === "object" && "parentId" in arranged)
      return { body: values, parentId: String(arranged.parentId) };
    return { body: values, parentId };
  };
  /** Records no one creates by hand, made by the operations that make them. */
  const madeByOperations: Record<string, () => Promise<Record<string, any>>> = {
    // A match of a round robin of two teams, drawn and scheduled by the competition's operations.
    duels: async () => {
      const competition = (await create("competitions")) as { id: string };
      const teams = [await teamIn(competition.id), await teamIn(competition.id)];
      const phase = (await post(`competitions/${competition.id}/phases`, {
        name: `Fase ${++counter}`,
        format: "round_robin",
        entry: "manual",
      })) as { id: string };
      await operation("POST", `phases/${phase.id}/draw`, { pots: [teams], seed: "amostra" });
      await operation("POST", `phases/${phase.id}/fixtures`, {});
      const duels = await server.api(tenant, "GET", `competitions/${competition.id}/duels`, { token });
      const played = (duels.body.result as { id: string; home: unknown }[]).find((duel) => duel.home)!;
      return get(`duels/${played.id}`);
    },
  };
  // A bill of one new debt, made by bills.create (bills have no generic create).
  madeByOperations.bills = async () => {
    const debt = await create("debts");
    const response = await server.api(tenant, "POST", "bills/create", {
      token,
      body: { user_id: debt.user_id, debt_ids: [debt.id] },
    });
    if (response.status !== 200)
      throw new Error(`sample bills: ${response.status} ${JSON.stringify(response.body)}`);
    return get(`bills/${response.body.result.id}`);
  };
  const operation = async (method: "POST", path: string, values: Record<string, unknown>) => {
    const response = await server.api(tenant, method, path, { token, body: values });
    if (response.status >= 300)
      throw new Error(`sample arrangement ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  };
  const create = async (name: string): Promise<Record<string, any>> => {
    const def = RESOURCES[name]!;
    const made = madeByOperations[name];
    if (made) return made();
    if (!hasAction(def, "create")) throw new Error(`${name} cannot be created through the API`);
    const { body: values, parentId } = await body(name);
    const response = await server.api(tenant, "POST", collectionPath(def, parentId), { token, body: values });
    if (response.status !== 201)
      throw new Error(
        `sample ${name}: ${response.status} ${JSON.stringify(response.body)} for ${JSON.stringify(values)}`,
      );
    return response.body.result;
  };
  return { create, body };
};

export const creatable = (def: ResourceDef) => hasAction(def, "create");
