import { f, l, o } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

export const AUDIT_ACTIONS = [
  o("create", "Criação", "Created"),
  o("update", "Alteração", "Updated"),
  o("delete", "Exclusão", "Deleted"),
  o("import", "Importação", "Imported"),
] as const;

/** The audit log: one row per write of any resource, written in the same transaction as the write. */
export const logs = defineResource({
  name: "logs",
  icon: "history",
  table: "audit_logs",
  permission: "logs",
  menu: "admin_tools",
  label: {
    one: l("Registro de atividade", "Activity entry"),
    many: l("Registro de atividades", "Activity log"),
  },
  titleField: "record_title",
  defaultSort: "-created_at",
  actions: ["list", "get", "export"],
  fields: {
    user_id: f.text("Pessoa (id)", "Person (id)", { readOnly: true, filter: true }),
    user_name: f.text("Pessoa", "Person", { readOnly: true, list: true, search: true }),
    action: f.select("Ação", "Action", AUDIT_ACTIONS, { readOnly: true, list: true, filter: true }),
    resource: f.text("Cadastro", "Resource", { readOnly: true, list: true, filter: true, search: true }),
    record_id: f.text("Registro (id)", "Record (id)", { readOnly: true, filter: true }),
    record_title: f.text("Registro", "Record", { readOnly: true, list: true, search: true }),
    ip: f.text("Endereço IP", "IP address", { readOnly: true }),
    changes: f.json("Alterações", "Changes", { readOnly: true }),
  },
});

export const SYSTEM_RESOURCES = [logs];
