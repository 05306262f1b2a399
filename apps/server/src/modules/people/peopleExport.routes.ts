import { peopleOperations } from "@quadra/shared/operations/people";
import { sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { users } from "../../platform/db/schema/index.ts";
import { endFailedHijacked } from "../../platform/http/hijackedReply.ts";
import { type OperationRequest, route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { type ExportColumn, sendExport } from "../../platform/spreadsheets/index.ts";
import { guardianNames } from "./guardianNames.ts";
import { peopleOrder, peopleWhere } from "./peopleQuery.ts";

const BATCH = 1_000;
const GENDER_LABELS: Record<string, string> = { F: "Feminino", M: "Masculino", O: "Outro" };

/** What the export of people shows, in the order a federation's secretary reads a register. */
export const PEOPLE_EXPORT_COLUMNS: ExportColumn[] = [
  { key: "registration_number", label: "Matrícula", kind: "number" },
  { key: "name", label: "Nome", kind: "text" },
  { key: "social_name", label: "Nome social", kind: "text" },
  { key: "cpf", label: "CPF", kind: "text" },
  { key: "email", label: "E-mail", kind: "text" },
  { key: "phone", label: "Telefone", kind: "text" },
  { key: "birthdate", label: "Data de nascimento", kind: "date" },
  { key: "gender", label: "Gênero", kind: "text" },
  { key: "mother_name", label: "Nome da mãe", kind: "text" },
  { key: "father_name", label: "Nome do pai", kind: "text" },
  { key: "rg", label: "RG", kind: "text" },
  { key: "nationality", label: "Nacionalidade", kind: "text" },
  { key: "birth_city", label: "Naturalidade", kind: "text" },
  { key: "blood_type", label: "Tipo sanguíneo", kind: "text" },
  { key: "emergency_contact_name", label: "Contato de emergência", kind: "text" },
  { key: "emergency_contact_phone", label: "Telefone de emergência", kind: "text" },
  { key: "cep", label: "CEP", kind: "text" },
  { key: "street", label: "Logradouro", kind: "text" },
  { key: "number", label: "Número", kind: "text" },
  { key: "complement", label: "Complemento", kind: "text" },
  { key: "district", label: "Bairro", kind: "text" },
  { key: "city", label: "Cidade", kind: "text" },
  { key: "state", label: "UF", kind: "text" },
  { key: "guardian", label: "Responsável", kind: "text" },
  { key: "verifyed_at", label: "Verificado em", kind: "datetime" },
  { key: "disabled_at", label: "Desativado em", kind: "datetime" },
  { key: "created_at", label: "Cadastrado em", kind: "datetime" },
];

/** pg turns `date` columns of raw queries into local-midnight Dates: back to YYYY-MM-DD. */
const isoDay = (value: unknown) => {
  if (!(value instanceof Date)) return value ?? null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

/**
 * A row of `users` as a raw cursor FETCH returns it: the database's column names (snake_case), not
 * Drizzle's property names, and `date`/`jsonb` values as the driver decodes them.
 */
type RawPerson = Record<string, unknown> & {
  guardian_id: string | null;
  birthdate: unknown;
  gender: string | null;
  address: unknown;
};

type Address = Partial<
  Record<"cep" | "street" | "number" | "complement" | "district" | "city" | "state", string>
>;

const exportRow = (row: RawPerson, guardians: Map<string, string>) => {
  const address: Address = (typeof row.address === "string" ? JSON.parse(row.address) : row.address) ?? {};
  return {
    ...row,
    birthdate: isoDay(row.birthdate),
    gender: row.gender ? (GENDER_LABELS[row.gender] ?? row.gender) : null,
    cep: address.cep ?? null,
    street: address.street ?? null,
    number: address.number ?? null,
    complement: address.complement ?? null,
    district: address.district ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    guardian: row.guardian_id ? (guardians.get(row.guardian_id) ?? null) : null,
  };
};

/**
 * `GET users/export.csv|xlsx`: the list with the same search, filters and sort, streamed from a
 * database cursor in batches (a federation's 100k people never sit in memory). Cells that look like
 * formulas are escaped by the exporters.
 */
const sendPeople =
  (format: "csv" | "xlsx") =>
  async (request: OperationRequest<typeof peopleOperations.operations.exportCsv>, reply: FastifyReply) => {
    const tenantId = tenantOf(request).id;
    const select = (tx: Parameters<Parameters<typeof inTenant>[1]>[0]) =>
      tx
        .select()
        .from(users)
        .where(peopleWhere(tenantId, request.query))
        .orderBy(...peopleOrder(request.query.sort));
    const name = `Pessoas ${new Date().toISOString().slice(0, 10)}.${format}`;
    reply.hijack();
    try {
      await inTenant(request, async (tx) => {
        await tx.execute(sql`declare people_export no scroll cursor for ${select(tx).getSQL()}`);
        async function* batches() {
          while (true) {
            const result = (await tx.execute(sql.raw(`fetch ${BATCH} from people_export`))) as unknown as {
              rows: RawPerson[];
            };
            if (!result.rows.length) return;
            const guardians = await guardianNames(
              tx,
              tenantId,
              result.rows.map((row) => row.guardian_id),
            );
            yield result.rows.map((row) => exportRow(row, guardians));
          }
        }
        await sendExport({
          raw: reply.raw,
          headers: reply.getHeaders() as Record<string, string>,
          format,
          columns: PEOPLE_EXPORT_COLUMNS,
          batches: batches(),
          sheetName: "Pessoas",
          fileName: name,
        });
      });
    } catch (error) {
      // Hijacked: Fastify would leave a failed export's connection open.
      endFailedHijacked(reply.raw);
      throw error;
    }
    return reply;
  };

export const registerPeopleExportRoutes = (app: App) => {
  route(app, peopleOperations, "exportCsv", sendPeople("csv"));
  route(app, peopleOperations, "exportXlsx", sendPeople("xlsx"));
};
