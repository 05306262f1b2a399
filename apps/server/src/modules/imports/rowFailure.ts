import { importScopeField, type ResourceDef } from "@quadra/shared";
import { BulkRowError } from "../../platform/resources/bulkInsert.ts";
import type { CheckedRow } from "./checkRows.ts";

/** A row that stopped the commit: the job's message names it. */
export class RowFailure extends Error {
  constructor(
    readonly rowNumber: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "Nome: Campo obrigatório. País: ..." from a row's field errors. */
export const describeRowErrors = (def: ResourceDef, errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([key, message]) => {
      const field = def.fields[key] ?? importScopeField(def)?.[1];
      return `${field?.label["pt-BR"] ?? key}: ${sentence(message)}`;
    })
    .join(" ");

/** A row naming a record deleted since the preview: what the person can do is send the sheet again. */
export const REF_GONE_SINCE_PREVIEW =
  "O registro que esta linha nomeia foi excluído depois da prévia. Confira a planilha e envie de novo.";

/** A row the bulk insert refused, as the job's message names it (the sheet's line numbers). */
export const rowFailureOf = (def: ResourceDef, rows: CheckedRow[], error: BulkRowError) => {
  const errors = { ...error.errors };
  for (const field of error.refsGone) errors[field] = REF_GONE_SINCE_PREVIEW;
  if (error.repeats)
    errors[error.repeats.field] =
      `Valor repetido: a linha ${rows[error.repeats.index]!.rowNumber} da planilha já tem esse valor.`;
  return new RowFailure(rows[error.index]!.rowNumber, describeRowErrors(def, errors));
};

/** A failure of a batch's insert as the row it names, when it names one. */
export const asRowFailure = (def: ResourceDef, rows: CheckedRow[]) => (error: unknown) => {
  throw error instanceof BulkRowError ? rowFailureOf(def, rows, error) : error;
};
