import type { LocalizedText } from "../i18nText.ts";
import type { MenuGroupId } from "../menuGroups.ts";
import type { ModuleKey } from "../modules.ts";
import type { PermissionKey } from "../permissions.ts";
import type { FieldDef } from "./fields.ts";
import type { IconName } from "./iconNames.ts";

export type ResourceAction = "list" | "get" | "create" | "update" | "delete" | "export" | "import";

/**
 * One resource of the portal, defined once: the server derives its table, routes, validation,
 * search, export and import from it, and the web app its list, form and detail screens.
 */
export type ResourceDef = {
  /** API segment and registry key (`countries` → `{backend}/api/v1/countries`). */
  name: string;
  /** SQL table; defaults to `name`. */
  table?: string;
  label: { one: LocalizedText; many: LocalizedText };
  /** The permission every action needs (master holds all). */
  permission: PermissionKey;
  /** Modules that must be on for the tenant. */
  modules?: readonly ModuleKey[];
  /** Where its screens sit in the admin menu. */
  menu?: MenuGroupId;
  /** Its menu item's icon: needed when its list is in the menu (apps/web/src/routes/menu.test.ts checks). */
  icon?: IconName;
  /**
   * A child resource lives under one record of its parent: its list and create are
   * `{parent}/{id}/{name}`, and `field` (a `ref` to the parent) is filled from the path.
   */
  parent?: { resource: string; field: string };
  fields: Record<string, FieldDef>;
  /** The field that names a record (list links, selects of other resources, audit log). */
  titleField: string;
  /** Default order of the list: a field key, `-` for descending. */
  defaultSort?: string;
  /** Deleting keeps the row (hidden, `deleted_at` set): for records other records' history points at. */
  softDelete?: boolean;
  /** Actions the resource offers; all by default. */
  actions?: readonly ResourceAction[];
  /**
   * Published content: visitors read published records through the public API. A record is
   * published when `statusField` holds `publishedValue` (a select's option, or `true` for a flag
   * such as `active` or `public`) and now is within `fromField`..`untilField` where those are set.
   */
  publicRead?: {
    statusField?: string;
    publishedValue?: string | boolean;
    fromField?: string;
    untilField?: string;
  };
  /** Sections of the form, in order: each lists field keys; fields in none go to the first. */
  sections?: readonly { title: LocalizedText; fields: readonly string[] }[];
  /** Form fields hidden unless the condition holds (e.g. `link_url` only when `kind = link`). */
  showWhen?: Record<string, { field: string; equals: string | boolean }>;
};

export const ALL_ACTIONS: readonly ResourceAction[] = [
  "list",
  "get",
  "create",
  "update",
  "delete",
  "export",
  "import",
];

export const defineResource = <const T extends ResourceDef>(def: T): T => def;

export const tableOf = (def: ResourceDef) => def.table ?? def.name;
export const actionsOf = (def: ResourceDef) => def.actions ?? ALL_ACTIONS;
export const hasAction = (def: ResourceDef, action: ResourceAction) => actionsOf(def).includes(action);

/** Fields a client may send (not set by the server). */
export const writableFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, field]) => !field.readOnly);

export const searchFields = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(([, field]) => field.search)
    .map(([key]) => key);

/** Keys the list can sort by: declared sort or list columns, plus the timestamps. */
export const sortableKeys = (def: ResourceDef) => [
  ...Object.entries(def.fields)
    .filter(
      ([, field]) => (field.sort || field.list) && !["json", "multiselect", "tags"].includes(field.kind),
    )
    .map(([key]) => key),
  "created_at",
  "updated_at",
];

/** The API path of a resource's collection; a child's needs its parent's id. */
export const collectionPath = (def: ResourceDef, parentId?: string) =>
  def.parent ? `${def.parent.resource}/${parentId ?? ":id"}/${def.name}` : def.name;
