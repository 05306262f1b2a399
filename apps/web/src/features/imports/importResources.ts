import {
  can,
  DEFAULT_LOCALE,
  type FieldOption,
  hasAction,
  importLabelOf,
  type LocalizedText,
  type ModuleKey,
  peopleImportDef,
  RESOURCE_LIST,
  RESOURCES,
  type ResourceDef,
  type SessionInfo,
} from "@quadra/shared";
import { ROUTES } from "../../routes/routeTable.ts";

/** A definition's text in the app's language (pt-BR when it has no such text). */
export const textIn = (text: LocalizedText, language: string) =>
  (language === "en" ? text.en : text[DEFAULT_LOCALE]) || text[DEFAULT_LOCALE];

/**
 * What an import calls the records it fills, in the app's language: the resource's label, with
 * where it lives when another importable resource has the same one ("Documentos exigidos
 * (competições)"), so the list of what to import and the imports' history never show two alike.
 */
export const importLabel = (def: ResourceDef, language: string) => textIn(importLabelOf(def), language);

/** The resources a person may fill from a spreadsheet: the `import` action, their permission, modules on. */
export const importableResources = ({
  info,
  modules,
}: {
  info: Pick<SessionInfo, "master" | "permissions_names"> | null;
  modules: readonly ModuleKey[];
}): ResourceDef[] => {
  const subject = info ? { master: info.master, permissions: info.permissions_names } : null;
  const registry = RESOURCE_LIST.filter(
    (def) =>
      hasAction(def, "import") &&
      can(subject, def.permission) &&
      (def.modules ?? []).every((key) => modules.includes(key)),
  );
  // People are not a registry resource; the server imports them with these columns (peopleimports).
  return can(subject, PEOPLE_IMPORT.permission) ? [PEOPLE_IMPORT, ...registry] : registry;
};

/**
 * The columns of a people import, as offered to map. The tenant's registration settings make more
 * of them required: the upload's answer says which (`required_fields`), and the mapping shows those.
 */
export const PEOPLE_IMPORT = peopleImportDef();
/** A manager's import of athletes: their association is forced, so no association column. */
export const ATHLETES_IMPORT = peopleImportDef({ forcedAssociation: true });

export const resourceDefOf = (name: string | null | undefined): ResourceDef | undefined =>
  name === PEOPLE_IMPORT.name
    ? PEOPLE_IMPORT
    : name && Object.hasOwn(RESOURCES, name)
      ? RESOURCES[name]
      : undefined;

/** The label of an option of a definition's select (a status, for instance). */
export const optionLabel = (options: readonly FieldOption[] | undefined, value: string, language: string) => {
  const option = options?.find((candidate) => candidate.value === value);
  return option ? textIn(option.label, language) : value;
};

type Shown = { resource?: { name: string; action: string } };
const shownBy = (route: object) => (route as Shown).resource;

/**
 * The path of a resource's list screen in the route table (no parameters). A resource listed at two
 * addresses goes to the one its create screen sits under, as the menu does (countries: /regions).
 */
export const resourceListPath = (name: string): string | undefined => {
  const lists = ROUTES.filter((route) => {
    const shown = shownBy(route);
    return shown?.name === name && shown.action === "list" && !route.path.includes(":");
  });
  const home = lists.find((list) =>
    ROUTES.some((route) => shownBy(route)?.name === name && route.path === `${list.path}/create`),
  );
  return (home ?? lists[0])?.path;
};
