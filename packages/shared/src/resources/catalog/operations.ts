import { f, l, o } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

/**
 * Background work and imports. All three are read-only through the generic API: the server writes
 * them (apps/server/src/modules/jobs and imports); people only list, open and export them.
 */

export const JOB_KINDS = [o("import", "Importação", "Import")] as const;

export const JOB_STATUSES = [
  o("queued", "Na fila", "Queued"),
  o("running", "Em andamento", "Running"),
  o("succeeded", "Concluída", "Succeeded"),
  o("failed", "Falhou", "Failed"),
] as const;

export const jobs = defineResource({
  name: "jobs",
  icon: "clock-play",
  permission: "jobs",
  menu: "admin_tools",
  label: { one: l("Tarefa", "Job"), many: l("Tarefas em segundo plano", "Background jobs") },
  titleField: "title",
  defaultSort: "-created_at",
  actions: ["list", "get", "export"],
  fields: {
    title: f.text("Descrição", "Description", { readOnly: true, list: true, search: true, max: 300 }),
    kind: f.select("Tipo", "Kind", JOB_KINDS, { readOnly: true, list: true, filter: true }),
    status: f.select("Situação", "Status", JOB_STATUSES, { readOnly: true, list: true, filter: true }),
    progress: f.int("Progresso (%)", "Progress (%)", { readOnly: true, list: true, min: 0, max: 100 }),
    total: f.int("Total de itens", "Total items", { readOnly: true }),
    done: f.int("Itens concluídos", "Items done", { readOnly: true }),
    message: f.text("Mensagem", "Message", { readOnly: true, list: true, max: 1_000 }),
    started_at: f.datetime("Início", "Started at", { readOnly: true, list: true, sort: true }),
    finished_at: f.datetime("Fim", "Finished at", { readOnly: true, list: true, sort: true }),
    created_by_name: f.text("Criada por", "Created by", { readOnly: true, list: true, search: true }),
    resource: f.text("Cadastro relacionado", "Related resource", { readOnly: true, filter: true }),
    record_id: f.text("Registro relacionado (id)", "Related record (id)", { readOnly: true, filter: true }),
  },
});

export const IMPORT_STATUSES = [
  o("uploaded", "Enviada", "Uploaded"),
  o("previewed", "Conferida", "Previewed"),
  o("running", "Gravando", "Running"),
  o("committed", "Gravada", "Committed"),
  o("failed", "Falhou", "Failed"),
] as const;

export const imports = defineResource({
  name: "imports",
  icon: "file-import",
  permission: "operations",
  menu: "admin_tools",
  label: { one: l("Importação", "Import"), many: l("Importações", "Imports") },
  titleField: "file_name",
  defaultSort: "-created_at",
  // GET imports/:id is served by the imports module (it adds the job's live progress).
  actions: ["list", "export"],
  fields: {
    resource: f.text("Cadastro", "Resource", { readOnly: true, list: true, filter: true, max: 60 }),
    file_name: f.text("Arquivo", "File", { readOnly: true, list: true, search: true, max: 255 }),
    status: f.select("Situação", "Status", IMPORT_STATUSES, { readOnly: true, list: true, filter: true }),
    total_rows: f.int("Linhas", "Rows", { readOnly: true, list: true }),
    valid_rows: f.int("Linhas válidas", "Valid rows", { readOnly: true, list: true }),
    error_rows: f.int("Linhas com erro", "Rows with errors", { readOnly: true, list: true }),
    headers: f.json("Colunas da planilha", "Spreadsheet columns", { readOnly: true }),
    mapping: f.json("Associação de colunas", "Column mapping", { readOnly: true }),
    idempotency_key: f.text("Chave de idempotência", "Idempotency key", {
      readOnly: true,
      unique: true,
      max: 200,
    }),
    job_id: f.ref("Tarefa", "Job", "jobs", { readOnly: true }),
    created_by_name: f.text("Enviada por", "Uploaded by", { readOnly: true, list: true, search: true }),
  },
});

export const IMPORT_ITEM_STATUSES = [
  o("ok", "Válida", "Valid"),
  o("error", "Com erro", "With errors"),
  o("imported", "Importada", "Imported"),
] as const;

export const importitems = defineResource({
  name: "importitems",
  icon: "list-details",
  permission: "operations",
  parent: { resource: "imports", field: "import_id" },
  label: { one: l("Linha importada", "Import row"), many: l("Linhas da importação", "Import rows") },
  titleField: "row_number",
  defaultSort: "row_number",
  actions: ["list", "get", "export"],
  fields: {
    import_id: f.ref("Importação", "Import", "imports", { required: true, readOnly: true, filter: true }),
    row_number: f.int("Linha", "Row", { readOnly: true, list: true, sort: true }),
    data: f.json("Dados", "Data", { readOnly: true }),
    errors: f.json("Erros", "Errors", { readOnly: true }),
    status: f.select("Situação", "Status", IMPORT_ITEM_STATUSES, {
      readOnly: true,
      list: true,
      filter: true,
      // A commit sets it on every row: unindexed, that UPDATE is HOT (migration 0022).
      unindexed: true,
    }),
    record_id: f.text("Registro criado (id)", "Created record (id)", { readOnly: true }),
  },
});

export const OPERATION_RESOURCES = [jobs, imports, importitems];
