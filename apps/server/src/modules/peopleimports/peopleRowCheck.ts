import {
  buildPersonSchema,
  onlyDigits,
  PEOPLE_ADDRESS_FIELDS,
  type RegisterSettings,
  type ResourceDef,
} from "@quadra/shared";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { textArray } from "../../platform/db/textArray.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { mapInSlices, timeSlicer } from "../../platform/timeSlices.ts";
import { ATHLETE_OF_ANOTHER_ASSOCIATION, activeElsewhere } from "../associations/managerLinks.ts";
import type { CheckedRow, ImportMapping, ImportRow, RowChecker } from "../imports/checkRows.ts";
import { type CellResult, cellValue, fold } from "../imports/importCells.ts";
import { resolveRefs } from "../imports/refLookup.ts";
import {
  IMPORTED_COLUMNS,
  IMPORTED_KEYS,
  type ImportedKey,
  type PersonColumns,
  sameValue,
} from "./personColumns.ts";

/** What a checked row carries to the writer (CheckedRow.body). */
export type PersonRowPlan = {
  /** The person's columns from the row (only what the row fills). */
  person: PersonColumns;
  /** The person already registered under the row's cpf (or e-mail), with the values that differ. */
  existing?: { id: string; before: PersonColumns; changes: PersonColumns };
  /** The association the person is affiliated to when not affiliated yet. */
  affiliateTo?: string;
};

type Stored = { id: string } & PersonColumns;

const CPF_REPEATED = (line: number) => `CPF repetido: a linha ${line} da planilha já tem esse CPF.`;
const EMAIL_REPEATED = (line: number) => `E-mail repetido: a linha ${line} da planilha já tem esse e-mail.`;
const EMAIL_TAKEN = "Este e-mail já é de outra pessoa cadastrada.";
const OTHER_CPF = "Este e-mail é de uma pessoa cadastrada com outro CPF.";
const OTHER_NAME = "Este CPF está cadastrado com outro nome. Confira o CPF e o nome da linha.";
const KEY_MISSING = "Informe o CPF ou o e-mail: a pessoa entra no portal com um deles.";
const ADDRESS_MISSING = "Informe o endereço completo: CEP, logradouro, número, bairro, cidade e UF.";
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;
/** Distinct texts of one select column whose reading is remembered (peopleRowChecker). */
const SELECT_READINGS_KEPT = 1_000;

const associationsTable = () => resourceTable("associations");
const affiliationsTable = () => resourceTable("associationusers");

const storedColumns = {
  id: users.id,
  ...Object.fromEntries(Object.values(IMPORTED_COLUMNS).map((column) => [column, users[column]])),
} as Record<string, any>;

/**
 * The tenant's people holding some of these cpfs or e-mails (e-mails compared without case), in one
 * query per batch with each list as one array parameter, answered by cpf and by e-mail. cpfs alone
 * are found through `users_tenant_cpf_key`; with e-mails PostgreSQL reads the tenant's people once:
 * under row-level security `lower()` is not leakproof, so `users_tenant_email_key` cannot serve it
 * (bench/people/README.md). Once per batch, where it was once per thousand values of each key.
 */
const peopleBy = async (
  tx: Executor,
  { tenantId, cpfs, emails }: { tenantId: string; cpfs: string[]; emails: string[] },
) => {
  const byCpf = new Map<string, Stored>();
  const byEmail = new Map<string, Stored>();
  if (!cpfs.length && !emails.length) return { byCpf, byEmail };
  const rows = (await tx
    .select(storedColumns)
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        // A list left out when empty: its condition alone would make the cpfs read every row too.
        or(
          cpfs.length ? sql`${users.cpf} = any(${textArray(cpfs)}::text[])` : undefined,
          emails.length ? sql`lower(${users.email}) = any(${textArray(emails)}::text[])` : undefined,
        ),
      ),
    )) as Stored[];
  const wantedCpfs = new Set(cpfs);
  const wantedEmails = new Set(emails);
  for (const row of rows) {
    if (row.cpf && wantedCpfs.has(String(row.cpf))) byCpf.set(String(row.cpf), row);
    const email = row.email ? String(row.email).toLowerCase() : undefined;
    if (email && wantedEmails.has(email)) byEmail.set(email, row);
  }
  return { byCpf, byEmail };
};

/**
 * Associations named by a cell: a CNPJ (with or without its mask) is looked up by CNPJ; anything
 * else by name or id, as any reference of an import (one match, or the row's error).
 */
const resolveAssociations = async (
  tx: Executor,
  { tenantId, texts }: { tenantId: string; texts: string[] },
) => {
  const answers = new Map<string, { id: string } | { error: string }>();
  const cnpjOf = (text: string) => text.toUpperCase().replace(/[.\-/\s]/g, "");
  const byCnpj = texts.filter((text) => CNPJ_SHAPE.test(cnpjOf(text)));
  const byName = texts.filter((text) => !byCnpj.includes(text));
  if (byCnpj.length) {
    const a = associationsTable();
    const rows = (await tx
      .select({ id: a.id, cnpj: a.cnpj })
      .from(a)
      .where(
        and(
          eq(a.tenant_id, tenantId),
          inArray(a.cnpj, [...new Set(byCnpj.map(cnpjOf))]),
          isNull(a.deleted_at),
        ),
      )) as { id: string; cnpj: string }[];
    const ids = new Map(rows.map((row) => [row.cnpj, row.id]));
    for (const text of byCnpj) {
      const id = ids.get(cnpjOf(text));
      answers.set(text, id ? { id } : { error: `Nenhuma entidade tem o CNPJ ${text}.` });
    }
  }
  if (byName.length)
    for (const [text, answer] of await resolveRefs(tx, { target: "associations", tenantId, texts: byName }))
      answers.set(text, answer);
  return answers;
};

/** The (association, person) pairs among these people that are already affiliations (one query). */
const affiliated = async (tx: Executor, { tenantId, userIds }: { tenantId: string; userIds: string[] }) => {
  const pairs = new Set<string>();
  if (!userIds.length) return pairs;
  const t = affiliationsTable();
  const rows = (await tx
    .select({ association: t.association_id, user: t.user_id })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), sql`${t.user_id} = any(${textArray(userIds)}::uuid[])`))) as {
    association: string;
    user: string;
  }[];
  for (const row of rows) pairs.add(`${row.association}:${row.user}`);
  return pairs;
};

/** The schema key an issue of the person schema is about, as a column of the import. */
const fieldOfIssue = (path: readonly PropertyKey[]) =>
  String(path[0] === "address" && path[1] !== undefined ? path[1] : (path[0] ?? ""));

/**
 * Checks a batch of a people import: each cell read as its column's kind (dd/mm/aaaa dates,
 * "Feminino"), then the staff registration schema built from the tenant's `configs/register` (cpf
 * required and checked, mandatory fields, address), and at least a cpf or an e-mail (the login).
 * Each row is matched with the person already registered under its cpf (else its e-mail): a new
 * person is a `create`; a registered one is `unchanged` when the row adds nothing, and, for staff, an
 * `update` of the values that differ (empty cells never erase). A manager's import
 * (`forcedAssociation`) never changes a registered person's data: it only affiliates them, and only
 * when the registered name is the row's (a mistyped cpf must not link a stranger) and the person is
 * not another association's active athlete (managerLinks.ts). A cpf or e-mail
 * repeated in the file is the later row's error. Remembers the cpfs and e-mails across batches.
 */
export const peopleRowChecker = ({
  def,
  tenantId,
  mapping,
  register,
  forcedAssociation,
}: {
  def: ResourceDef;
  tenantId: string;
  mapping: ImportMapping;
  register: RegisterSettings;
  forcedAssociation?: string | undefined;
}): RowChecker => {
  const columns = Object.entries(mapping).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] in def.fields,
  );
  const schema = buildPersonSchema(register);
  const addressRequired = register.strict_address || register.mandatory_fields.includes("address");
  const seenCpf = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  /**
   * A select cell's reading by its text, per field: a sheet writes the same few genders 50,000
   * times, and matching one against the options folds each label anew (cellValue is pure).
   * Capped, so a column of distinct garbage cannot grow it without end.
   */
  const selectReadings = new Map<string, Map<string, CellResult>>();
  const cellOf = (key: string, text: string): CellResult => {
    const field = def.fields[key]!;
    if (field.kind !== "select") return cellValue(field, text);
    let readings = selectReadings.get(key);
    if (!readings) {
      readings = new Map();
      selectReadings.set(key, readings);
    }
    let result = readings.get(text);
    if (!result) {
      result = cellValue(field, text);
      if (readings.size < SELECT_READINGS_KEPT) readings.set(text, result);
    }
    return result;
  };

  const readRow = (row: ImportRow) => {
    const cells: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const [header, key] of columns) {
      const text = (row.data[header] ?? "").trim();
      if (text === "") continue;
      const result = cellOf(key, text);
      if ("error" in result) errors[key] = result.error;
      else cells[key] = result.value;
    }
    const parts = PEOPLE_ADDRESS_FIELDS.filter((key) => cells[key] !== undefined);
    const address = parts.length
      ? Object.fromEntries(PEOPLE_ADDRESS_FIELDS.map((key) => [key, cells[key] ?? ""]))
      : undefined;
    if (!address?.complement) delete address?.complement;
    // Empty text is how the registration schema reads a blank field ("Informe o telefone." when
    // mandatory); a select and the e-mail are left out instead (their "" is not a blank).
    const input: Record<string, unknown> = {};
    for (const key of IMPORTED_KEYS)
      if (key !== "address")
        input[key] = cells[key] ?? (key === "gender" || key === "email" ? undefined : "");
    if (address) input.address = address;
    const parsed = schema.safeParse(input);
    const person: PersonColumns = {};
    if (parsed.success) {
      for (const key of IMPORTED_KEYS) {
        const value = (parsed.data as Record<string, unknown>)[key];
        if (value !== undefined && value !== "" && value !== null)
          person[IMPORTED_COLUMNS[key]] = value as PersonColumns[keyof PersonColumns];
      }
    } else
      for (const issue of parsed.error.issues) {
        const key = fieldOfIssue(issue.path);
        if (key === "address") errors.cep ??= ADDRESS_MISSING;
        else if (key in def.fields) errors[key] ??= issue.message;
      }
    if (addressRequired && !address) errors.cep ??= ADDRESS_MISSING;
    if (register.key === "email" && cells.email === undefined && errors.email)
      errors.email = "Informe o e-mail.";
    if (parsed.success && !person.cpf && !person.email)
      errors[register.key === "email" ? "email" : "cpf"] ??= KEY_MISSING;
    // The keys of a row with errors still count as taken: a later row repeating them is named too.
    const keys = {
      cpf: (person.cpf as string | undefined) ?? (onlyDigits(String(cells.cpf ?? "")) || undefined),
      email: ((person.email ?? cells.email) as string | undefined)?.toLowerCase(),
    };
    return { row, person, errors, keys, association: cells.association as string | undefined };
  };

  /** Rows read ahead (`ahead`, while the commit's previous batch was written), taken once each. */
  const readAhead = new WeakMap<ImportRow, ReturnType<typeof readRow>>();
  const readOnce = (row: ImportRow) => {
    const ready = readAhead.get(row);
    if (!ready) return readRow(row);
    readAhead.delete(row);
    return ready;
  };

  const check: RowChecker = async (tx, rows) => {
    // In short slices: the job shares the API's process with its requests (platform/timeSlices.ts).
    const slicer = timeSlicer();
    const read = await mapInSlices(rows, readOnce, slicer);
    const cpfs = [
      ...new Set(read.map(({ person }) => person.cpf as string | undefined).filter(Boolean)),
    ] as string[];
    const emails = [
      ...new Set(
        read.map(({ person }) => (person.email as string | undefined)?.toLowerCase()).filter(Boolean),
      ),
    ] as string[];
    const { byCpf, byEmail } = await peopleBy(tx, { tenantId, cpfs, emails });
    const associationTexts = [...new Set(read.map((item) => item.association).filter(Boolean))] as string[];
    const associations = forcedAssociation
      ? new Map<string, { id: string } | { error: string }>()
      : await resolveAssociations(tx, { tenantId, texts: associationTexts });
    const matchedIds = [...byCpf.values(), ...byEmail.values()].map((person) => person.id);
    const matched = [...new Set(matchedIds)];
    const links = await affiliated(tx, { tenantId, userIds: matched });
    const elsewhere = forcedAssociation
      ? await activeElsewhere(tx, { tenantId, associationId: forcedAssociation, userIds: matched })
      : new Set<string>();

    return mapInSlices(
      read,
      ({ row, person, errors, keys, association }): CheckedRow => {
        const cpf = person.cpf as string | undefined;
        const email = (person.email as string | undefined)?.toLowerCase();
        if (keys.cpf) {
          const first = seenCpf.get(keys.cpf);
          if (first !== undefined && first !== row.rowNumber) errors.cpf ??= CPF_REPEATED(first);
          else seenCpf.set(keys.cpf, row.rowNumber);
        }
        if (keys.email) {
          const first = seenEmail.get(keys.email);
          if (first !== undefined && first !== row.rowNumber) errors.email ??= EMAIL_REPEATED(first);
          else seenEmail.set(keys.email, row.rowNumber);
        }
        const withEmail = email ? byEmail.get(email) : undefined;
        let existing = cpf ? byCpf.get(cpf) : undefined;
        if (existing && withEmail && withEmail.id !== existing.id) errors.email ??= EMAIL_TAKEN;
        if (!existing && withEmail) {
          if (cpf && withEmail.cpf && withEmail.cpf !== cpf) errors.email ??= OTHER_CPF;
          else existing = withEmail;
        }
        let associationId = forcedAssociation;
        if (association !== undefined && !forcedAssociation) {
          const answer = associations.get(association);
          if (answer && "id" in answer) associationId = answer.id;
          else errors.association ??= answer?.error ?? "Entidade não encontrada.";
        }
        if (
          existing &&
          forcedAssociation &&
          person.name &&
          fold(String(existing.name)) !== fold(String(person.name))
        )
          errors.cpf ??= OTHER_NAME;
        const plan: PersonRowPlan = { person };
        let outcome: CheckedRow["outcome"] = "create";
        if (existing) {
          const changes: PersonColumns = {};
          const before: PersonColumns = {};
          // A manager affiliates a registered person; only staff may change their data.
          if (!forcedAssociation)
            for (const [column, value] of Object.entries(person) as [
              keyof PersonColumns,
              PersonColumns[keyof PersonColumns],
            ][])
              if (!sameValue(value, existing[column])) {
                changes[column] = value;
                before[column] = existing[column] ?? null;
              }
          plan.existing = { id: existing.id, before, changes };
          const affiliates = associationId !== undefined && !links.has(`${associationId}:${existing.id}`);
          // A manager does not take another association's athlete by cpf (managerLinks.ts).
          if (affiliates && elsewhere.has(existing.id)) errors.cpf ??= ATHLETE_OF_ANOTHER_ASSOCIATION;
          if (affiliates) plan.affiliateTo = associationId;
          outcome = Object.keys(changes).length || affiliates ? "update" : "unchanged";
        } else if (associationId) plan.affiliateTo = associationId;
        // The row's fields listed rather than spread: V8 copies a spread object about 20 times slower,
        // a cost paid on every row of every batch, at the preview and again at the commit.
        return {
          id: row.id,
          rowNumber: row.rowNumber,
          data: row.data,
          body: plan as unknown as Record<string, unknown>,
          parentId: undefined,
          errors,
          outcome,
        };
      },
      slicer,
    );
  };
  // Reading a row's cells (the registration schema among them) reads nothing of the register.
  check.ahead = async (rows) => {
    await mapInSlices(rows, (row) => {
      readAhead.set(row, readRow(row));
    });
  };
  return check;
};

export type { ImportedKey };
