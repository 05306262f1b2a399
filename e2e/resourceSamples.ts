import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";
import {
  collectionPath,
  type FieldDef,
  PEOPLE_REF,
  RESOURCES,
  type ResourceDef,
  searchFields,
  writableFields,
} from "@quadra/shared";
import { DEMO_API, newPerson, registerByApi, uniqueCnpj, uniqueCpf } from "./support.ts";

let counter = 0;
/**
 * A word no other record holds: the list search matches substrings, so every word has the same
 * length (a time part and a two-character counter) and none is the start of another.
 */
export const uniqueWord = () =>
  `e${(Date.now() % 36 ** 6).toString(36).padStart(6, "0")}${(counter++ % 36 ** 2).toString(36).padStart(2, "0")}`;

/** A 1×1 PNG: the upload server re-encodes images, so it must be a real one. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Kinds the suite also fills when optional, so every input kind of the form is driven at least once. */
const OPTIONAL_KINDS_FILLED = new Set([
  "email",
  "url",
  "phone",
  "cep",
  "cpf",
  "cnpj",
  "color",
  "time",
  "multiselect",
  "tags",
]);

/** The text field that carries a record's unique word, so the list search finds it by that word. */
export const wordFieldOf = (def: ResourceDef) => {
  const searchable = searchFields(def).filter((key) => {
    const field = def.fields[key]!;
    return (
      ["text", "textarea"].includes(field.kind) &&
      !field.readOnly &&
      !field.createOnly &&
      (field.max ?? 200) >= 20
    );
  });
  return searchable.includes(def.titleField) ? def.titleField : searchable[0];
};

/**
 * Fields a resource's server rules require beyond its definition (apps/server/src/modules/*.rules.ts):
 * a punishment of the first kind, a suspension for matches, names whom and for how many matches
 * (discipline/punishments.rules.ts); an appointment is to a match or a heat, here a heat
 * (referees/refereeAppointments.rules.ts).
 */
const RULE_FIELDS: Record<string, string[]> = {
  // A debt has one payer, a person or an association (bills/debts.rules.ts): the person here.
  debts: ["user_id"],
  punishments: ["user_id", "matches"],
  refereeappointments: ["heat_id"],
};

/**
 * The fields a create fills: every required field without a default (bar the parent's, which
 * comes from the path), the title's and the word's fields, the fields the resource's rules
 * require, and optional fields of the kinds listed above. Fields a `showWhen` hides at the values
 * the form then holds stay empty, as on screen.
 */
export const fieldsToFill = (def: ResourceDef): [string, FieldDef][] => {
  const wordField = wordFieldOf(def);
  const ruleFields = RULE_FIELDS[def.name] ?? [];
  const filled = (key: string, field: FieldDef) => {
    if (key === def.parent?.field || field.kind === "bool") return false;
    if (key === wordField || key === def.titleField || ruleFields.includes(key)) return true;
    if (field.required) return field.default === undefined;
    return OPTIONAL_KINDS_FILLED.has(field.kind);
  };
  /** What a field holds once the form is filled: its sample's choice, else its default. */
  const heldBy = (key: string) => {
    const field = def.fields[key];
    if (!field) return undefined;
    return field.kind === "select" && filled(key, field) ? optionOf(field) : field.default;
  };
  return writableFields(def).filter(([key, field]) => {
    const rule = def.showWhen?.[key];
    if (rule && heldBy(rule.field) !== rule.equals) return false;
    return filled(key, field);
  });
};

const textOf = ({ field, word, prefix = "E2E" }: { field: FieldDef; word: string; prefix?: string }) =>
  `${prefix} ${word}`.slice(0, field.max ?? 200);

/** A number within the field's bounds (2030 where it fits: years and seasons take it). */
const numberOf = (field: FieldDef) => Math.max(field.min ?? 1, Math.min(field.max ?? 2030, 2030));

/** A first choice of a select: its default when it has one, else its first option. */
const optionOf = (field: FieldDef) =>
  typeof field.default === "string" ? field.default : field.options![0]!.value;

export type ApiClient = APIRequestContext;

const resultOf = async <T>(response: APIResponse, status: number): Promise<T> => {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  const body = (await response.json()) as { result: T };
  return body.result;
};

export const apiGet = async <T>(api: ApiClient, path: string) =>
  resultOf<T>(await api.get(`${DEMO_API}/${path}`), 200);

export const uploadByApi = async (api: ApiClient, file: { name: string; mimeType: string; buffer: Buffer }) =>
  (
    await resultOf<{ url: string }>(
      await api.post(`${DEMO_API}/uploads`, { multipart: { file, visibility: "public" } }),
      201,
    )
  ).url;

/**
 * A person to point a `ref: users` at: the demo master, found the way the form's select finds
 * people (`users/options`). Registering someone would do too, but the master is always there.
 */
export const somePerson = async (api: ApiClient) => {
  const found = await apiGet<{ id: string; title: string }[]>(api, "users/options?q=Administrador");
  expect(found.length, "the demo master is among the people").toBeGreaterThan(0);
  return { id: found[0]!.id, title: found[0]!.title };
};

/**
 * A person registered for this record: a field that takes each person once in the tenant (a
 * referee is a person) gets someone no other record holds.
 */
export const newPersonByApi = async (api: ApiClient) => {
  const person = newPerson(`Pessoa ${uniqueWord()}`);
  await registerByApi(api, person);
  const found = await apiGet<{ id: string; title: string }[]>(
    api,
    `users/options?q=${encodeURIComponent(person.name)}`,
  );
  expect(found, `${person.name} is among the people`).toHaveLength(1);
  return { id: found[0]!.id, title: found[0]!.title };
};

export type Created = { id: string; title: string; word: string; record: Record<string, unknown> };

/** The id a sample gives one of its ref fields (found by its word for a form's sample). */
export type RefIdOf = (key: string) => Promise<string>;

/**
 * The parent a ref's record is made under when the resource's rules want it of the sample's own
 * family (registers/*.rules.ts): a catalog under the same parent as the sample (a register entry's
 * role, of its own register type) is made under that parent; one under the parent's own parent (a
 * promotion's graduation, of its entry's type) under the grandparent the parent names.
 */
export const kinParentId = (
  def: ResourceDef,
  key: string,
  parent: { id: string; record?: Record<string, unknown> } | undefined,
): string | undefined => {
  const target = RESOURCES[def.fields[key]?.ref ?? ""];
  if (!target?.parent || !def.parent || !parent) return undefined;
  if (target.parent.resource === def.parent.resource) return parent.id;
  const grand = RESOURCES[def.parent.resource]?.parent;
  const grandId = grand ? parent.record?.[grand.field] : undefined;
  return grand && target.parent.resource === grand.resource && typeof grandId === "string"
    ? grandId
    : undefined;
};

/**
 * What a resource's server rules (apps/server/src/modules/*.rules.ts) need in place before its
 * sample passes them (its person is the sample's own): a team member is an active athlete of the
 * team's association; an educational occurrence is about a student enrolled at its school.
 */
const RULE_ARRANGEMENTS: Record<
  string,
  (api: ApiClient, input: { parent: Created | undefined; refIdOf: RefIdOf }) => Promise<unknown>
> = {
  teammembers: async (api, { parent, refIdOf }) =>
    resultOf(
      await api.post(`${DEMO_API}/associations/${parent!.record.association_id}/associationusers`, {
        data: { user_id: await refIdOf("user_id"), status: "active" },
      }),
      201,
    ),
  educationaloccurrences: async (api, { refIdOf }) =>
    resultOf(
      await api.post(`${DEMO_API}/schools/${await refIdOf("school_id")}/schoolstudents`, {
        data: { user_id: await refIdOf("user_id"), status: "active" },
      }),
      201,
    ),
  // A player on a match sheet is on the roster of their side: an active athlete of the team's
  // association, then a member of the team (competitions/duelLineups.rules.ts).
  duellineups: async (api, { refIdOf }) => {
    const teamId = await refIdOf("team_id");
    const userId = await refIdOf("user_id");
    const team = await apiGet<{ association_id: string }>(api, `teams/${teamId}`);
    await resultOf(
      await api.post(`${DEMO_API}/associations/${team.association_id}/associationusers`, {
        data: { user_id: userId, status: "active" },
      }),
      201,
    );
    await resultOf(
      await api.post(`${DEMO_API}/teams/${teamId}/teammembers`, {
        data: { user_id: userId, role: "athlete" },
      }),
      201,
    );
  },
};

/** Arranges what the resource's rules need before its sample is saved (nothing for most resources). */
export const arrangeForRules = async (
  api: ApiClient,
  def: ResourceDef,
  input: { parent: Created | undefined; refIdOf: RefIdOf },
) => {
  await RULE_ARRANGEMENTS[def.name]?.(api, input);
};

/** A form sample's ref, found by the word its record was created with. */
export const refIdOfSamples =
  (api: ApiClient, def: ResourceDef, samples: Map<string, UiSample>): RefIdOf =>
  async (key) => {
    const sample = samples.get(key);
    if (sample?.kind !== "ref") throw new Error(`${def.name}.${key} has no ref sample`);
    const found = await apiGet<{ id: string }[]>(
      api,
      `${def.fields[key]!.ref}/options?q=${encodeURIComponent(sample.word)}`,
    );
    return found[0]!.id;
  };

/** The API value of one field for a record carrying `word`; a `ref` gets its own record first. */
const apiValueOf = async ({
  api,
  field,
  word,
  parentId,
}: {
  api: ApiClient;
  field: FieldDef;
  word: string;
  /** The parent a ref's new record is made under (kinParentId), else its own new parent. */
  parentId?: string | undefined;
}): Promise<unknown> => {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "secret":
      return textOf({ field, word });
    case "richtext":
      return `<p>${textOf({ field, word })}</p>`;
    case "slug":
      return word;
    case "email":
      return `${word}@example.com`;
    case "url":
      return `https://example.com/${word}`;
    case "phone":
      return "11987654321";
    case "cep":
      return "01310100";
    case "cpf":
      return uniqueCpf();
    case "cnpj":
      return uniqueCnpj();
    case "color":
      return "#1e90ff";
    case "date":
      return "2026-03-15";
    case "datetime":
      return "2026-03-15T14:30:00-03:00";
    case "time":
      return "14:30";
    case "int":
    case "decimal":
      return numberOf(field);
    case "money":
      return 12_345;
    case "select":
      return optionOf(field);
    case "multiselect":
      return [field.options![0]!.value];
    case "tags":
      return [word];
    case "ref":
      if (field.ref === PEOPLE_REF)
        return (field.unique ? await newPersonByApi(api) : await somePerson(api)).id;
      return (await createByApi({ api, def: RESOURCES[field.ref!]!, ...(parentId ? { parentId } : {}) })).id;
    case "image":
      return uploadByApi(api, { name: "e2e.png", mimeType: "image/png", buffer: PNG });
    case "file":
      return uploadByApi(api, { name: `${word}.txt`, mimeType: "text/plain", buffer: Buffer.from(word) });
    case "json":
      return {};
    case "bool":
      return true;
  }
};

/**
 * Creates a valid record through the API: its required fields and word field, with the records its
 * references and its parent need created first (a street needs a city, a state and a country).
 */
export const createByApi = async ({
  api,
  def,
  word = uniqueWord(),
  parentId,
  values = {},
}: {
  api: ApiClient;
  def: ResourceDef;
  word?: string;
  parentId?: string;
  /** Values of this record that differ from the samples (a phase's format). */
  values?: Record<string, unknown>;
}): Promise<Created> => {
  const parent = def.parent && !parentId ? await parentFor(api, def) : undefined;
  // What the form would fill: the tenant's settings may require fields the definition leaves
  // optional (an association's CNPJ and e-mail, by its registration settings).
  const body: Record<string, unknown> = {};
  const family = parent ?? (parentId ? { id: parentId } : undefined);
  for (const [key, field] of fieldsToFill(def))
    body[key] =
      key in values
        ? values[key]
        : await apiValueOf({ api, field, word, parentId: kinParentId(def, key, family) });
  Object.assign(body, values);
  await arrangeForRules(api, def, { parent, refIdOf: async (key) => String(body[key]) });
  const path = collectionPath(def, parentId ?? parent?.id);
  const record = await resultOf<Record<string, unknown> & { id: string }>(
    await api.post(`${DEMO_API}/${path}`, { data: body }),
    201,
  );
  const titles = record._titles as Record<string, string> | undefined;
  const title =
    def.fields[def.titleField]?.kind === "ref" ? titles?.[def.titleField] : record[def.titleField];
  return { id: record.id, title: String(title), word, record };
};

/**
 * What the form gets for one field, and how the suite reads it back: `typed` is what is typed or
 * picked; for a `ref`, the record was created through the API and is picked by its word.
 */
export type UiSample =
  /** `shown`: how the list writes it, when not as typed (a number, an instant). */
  | { kind: "text"; typed: string; shown?: string }
  | { kind: "richtext"; typed: string }
  | { kind: "option"; label: string }
  | { kind: "ref"; word: string; title: string }
  | { kind: "upload"; file: { name: string; mimeType: string; buffer: Buffer } }
  | { kind: "skip" };

/** The current month and year in São Paulo (mm/aaaa), where the suite's browser lives. */
const monthInSaoPaulo = () =>
  new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());

export const uiSampleOf = async ({
  api,
  field,
  word,
  parentId,
}: {
  api: ApiClient;
  field: FieldDef;
  word: string;
  /** The parent a ref's new record is made under (kinParentId). */
  parentId?: string | undefined;
}): Promise<UiSample> => {
  const pt = (option: { label: { "pt-BR": string } }) => option.label["pt-BR"];
  switch (field.kind) {
    case "text":
    case "textarea":
    case "secret":
    case "email":
    case "url":
    case "slug":
    case "color":
    case "time":
      return { kind: "text", typed: String(await apiValueOf({ api, field, word })) };
    case "phone":
    case "cep":
    case "cpf":
    case "cnpj":
      return { kind: "text", typed: String(await apiValueOf({ api, field, word })) };
    case "date":
      return { kind: "text", typed: "15/03/2026" };
    case "datetime":
      // The picker's day 15 of the month it opens on (São Paulo's), at 00:00, as the list writes it.
      return { kind: "text", typed: "15", shown: `15/${monthInSaoPaulo()} 00:00` };
    case "int":
    case "decimal":
      // A year is shown as typed (2026); any other number with the thousands grouped (1.234).
      return {
        kind: "text",
        typed: String(numberOf(field)),
        shown: field.year ? String(numberOf(field)) : numberOf(field).toLocaleString("pt-BR"),
      };
    case "money":
      return { kind: "text", typed: "123,45" };
    case "tags":
      return { kind: "text", typed: word };
    case "select":
    case "multiselect": {
      const value = field.kind === "select" ? optionOf(field) : field.options![0]!.value;
      return { kind: "option", label: pt(field.options!.find((option) => option.value === value)!) };
    }
    case "ref": {
      if (field.ref === PEOPLE_REF) {
        const person = field.unique ? await newPersonByApi(api) : await somePerson(api);
        return { kind: "ref", word: person.title, title: person.title };
      }
      const target = await createByApi({
        api,
        def: RESOURCES[field.ref!]!,
        ...(parentId ? { parentId } : {}),
      });
      return { kind: "ref", word: target.word, title: target.title };
    }
    case "image":
      return { kind: "upload", file: { name: `${word}.png`, mimeType: "image/png", buffer: PNG } };
    case "file":
      return {
        kind: "upload",
        file: { name: `${word}.txt`, mimeType: "text/plain", buffer: Buffer.from(`E2E ${word}\n`) },
      };
    case "richtext":
      return { kind: "richtext", typed: textOf({ field, word }) };
    case "json":
    case "bool":
      return { kind: "skip" };
  }
};

type ImportRow = Record<string, string>;

/** Uploads a CSV of rows for `resource`, previews it with the suggested mapping and returns its id. */
export const uploadImportByApi = async ({
  api,
  resource,
  fileName,
  rows,
}: {
  api: ApiClient;
  resource: string;
  fileName: string;
  rows: ImportRow[];
}) => {
  const headers = Object.keys(rows[0]!);
  const csv = [headers, ...rows.map((row) => headers.map((header) => row[header]))]
    .map((cells) => cells.join(";"))
    .join("\n");
  const uploaded = await resultOf<{ id: string; suggested_mapping: Record<string, string | null> }>(
    await api.post(`${DEMO_API}/imports`, {
      multipart: {
        resource,
        file: { name: fileName, mimeType: "text/csv", buffer: Buffer.from(`${csv}\n`) },
      },
    }),
    201,
  );
  const preview = await resultOf<{ error_rows: number; valid_rows: number }>(
    await api.post(`${DEMO_API}/imports/${uploaded.id}/preview`, {
      data: { mapping: uploaded.suggested_mapping },
    }),
    200,
  );
  expect(preview, JSON.stringify(preview)).toMatchObject({ error_rows: 0, valid_rows: rows.length });
  return uploaded.id;
};

/** Commits a previewed import and waits for its job to finish. */
export const commitImportByApi = async ({ api, id, key }: { api: ApiClient; id: string; key: string }) => {
  const started = await api.post(`${DEMO_API}/imports/${id}/commit`, { headers: { "idempotency-key": key } });
  expect([200, 202], await started.text()).toContain(started.status());
  await expect
    .poll(async () => (await apiGet<{ status: string }>(api, `imports/${id}`)).status, { timeout: 20_000 })
    .toBe("committed");
  return apiGet<{ status: string; job: { id: string; title: string; status: string } }>(api, `imports/${id}`);
};

/** A competition whose round-robin phase of three teams was drawn and got its fixtures: a match with both sides. */
export const generatedFixtures = async (api: ApiClient) => {
  const competition = await createByApi({ api, def: RESOURCES.competitions! });
  const teams = [];
  for (let i = 0; i < 3; i++)
    teams.push(await createByApi({ api, def: RESOURCES.teams!, parentId: competition.id }));
  const post = async <T>(path: string, data: object) => {
    const answer = await api.post(`${DEMO_API}/${path}`, { data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
    return ((await answer.json()) as { result: T }).result;
  };
  const phase = await post<{ id: string }>(`competitions/${competition.id}/phases`, {
    name: `Fase ${uniqueWord()}`,
    format: "round_robin",
    entry: "manual",
  });
  await post(`phases/${phase.id}/draw`, { pots: [teams.map((team) => team.id)], seed: "e2e" });
  await post(`phases/${phase.id}/fixtures`, {});
  const duels = await apiGet<
    {
      id: string;
      competition_id: string;
      phase_id: string;
      group_id: string;
      group_name: string;
      round_id: string;
      round_name: string;
      home: { id: string; name: string } | null;
    }[]
  >(api, `competitions/${competition.id}/duels?phase_id=${phase.id}`);
  return { duel: duels.find((duel) => duel.home)!, teams };
};

/**
 * The parent a record of `def` is made under, when the plain sample of its parent would not do: a
 * heat hangs on a phase of the heats format (heats/heats.rules.ts); a player on a match sheet on a
 * match, which only a drawn phase's fixtures make.
 */
const PARENT_OF: Record<string, (api: ApiClient) => Promise<Created>> = {
  heats: async (api) => {
    const competition = await createByApi({ api, def: RESOURCES.competitions! });
    return createByApi({
      api,
      def: RESOURCES.phases!,
      parentId: competition.id,
      values: { format: "heats", entry: "all" },
    });
  },
  duellineups: async (api) => {
    const { duel } = await generatedFixtures(api);
    const record = await apiGet<Record<string, unknown> & { id: string; number: number }>(
      api,
      `duels/${duel.id}`,
    );
    return { id: record.id, title: String(record.number), word: "", record };
  },
};

/** A new parent record for a record of `def` (a child resource). */
export const parentFor = (api: ApiClient, def: ResourceDef): Promise<Created> =>
  PARENT_OF[def.name]?.(api) ?? createByApi({ api, def: RESOURCES[def.parent!.resource]! });
