import { readFile } from "node:fs/promises";
import type { ConsoleMessage, Locator, Page } from "@playwright/test";
import {
  collectionPath,
  type FieldDef,
  hasAction,
  RESOURCES,
  type ResourceDef,
  searchFields,
  writableFields,
} from "@quadra/shared";
import { ownCreateRoute } from "../apps/web/src/features/resources/resourceRoutes.ts";
import { test as base, expect } from "./fixtures.ts";
import { type MasterWorkerFixtures, masterWorkerFixtures } from "./masterSession.ts";
import { listPathOf, RESOURCE_ENTRIES, type ResourceEntry, UNROUTED_RESOURCES } from "./resourceManifest.ts";
import {
  type ApiClient,
  apiGet,
  arrangeForRules,
  type Created,
  commitImportByApi,
  createByApi,
  fieldsToFill,
  generatedFixtures,
  kinParentId,
  parentFor,
  refIdOfSamples,
  type UiSample,
  uiSampleOf,
  uniqueWord,
  uploadImportByApi,
  wordFieldOf,
} from "./resourceSamples.ts";
import { DEMO_API, loginWithCpf, newPerson, registerByApi } from "./support.ts";

/*
 * Every resource of the registry that the route table lists, end to end in the browser, generated
 * from the registry and the route table: the master creates, finds, edits, exports and deletes a
 * record of each through the generic screens (prerequisites through the API); read-only resources
 * open and search; a person without the permission is refused every list; a hidden module's lists
 * are disabled.
 */

/** Set when a test fails: the shared page may be left anywhere (a modal open), so the next test reloads it. */
let pageDirty = false;

const test = base.extend<object, MasterWorkerFixtures>({
  ...masterWorkerFixtures,
  page: async ({ masterPage }, use, testInfo) => {
    if (pageDirty) {
      await masterPage.goto("/");
      pageDirty = false;
    }
    // A notice the test before left would cover this one's buttons: it closes itself within 5 s.
    await expect(notices(masterPage)).toHaveCount(0, { timeout: 7_000 });
    await use(masterPage);
    pageDirty ||= testInfo.status !== testInfo.expectedStatus;
  },
});

// Each test walks a whole record's life through the screens (create, find, edit, export, delete),
// some forms loaded by their address more than once: on CI's two cores, with the other shard and the
// server suites running beside it, a long one reached the default minute with every step passing.
test.describe.configure({ timeout: 120_000 });

const pt = (text: { "pt-BR": string }) => text["pt-BR"];

/** The open resource form: a page of its own or a modal; either way the form with "Salvar". */
const formOf = (page: Page) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: "Salvar", exact: true }) });

/** Fills one field of the form by its kind, as a person would. */
const fillField = async ({
  page,
  form,
  key,
  field,
  sample,
}: {
  page: Page;
  form: Locator;
  key: string;
  field: FieldDef;
  sample: UiSample;
}) => {
  const cell = form.locator(`[data-field="${key}"]`);
  const input = cell.locator("input:not([type=hidden]):not([type=file]), textarea").first();
  switch (sample.kind) {
    case "skip":
      return;
    case "richtext": {
      // The editor is fetched on demand: typed into once it shows.
      const editor = cell.locator(".ProseMirror");
      await expect(editor).toBeVisible({ timeout: 30_000 });
      await editor.click();
      await page.keyboard.type(sample.typed);
      await expect(editor).toContainText(sample.typed);
      return;
    }
    case "upload": {
      const uploaded = page.waitForResponse(
        (response) => /\/uploads$/.test(response.url()) && response.request().method() === "POST",
      );
      await cell.locator("input[type=file]").setInputFiles(sample.file);
      expect((await uploaded).status(), `upload of ${key}`).toBe(201);
      return;
    }
    case "option":
      // A multiselect's box is its pills; its list opens from the keyboard and stays open after a choice.
      if (field.kind === "multiselect") {
        await input.focus();
        await input.press("ArrowDown");
      } else await input.click();
      await page.getByRole("option", { name: sample.label, exact: true }).click();
      if (field.kind === "multiselect") await input.press("Tab");
      return;
    case "ref":
      // The options answer the search as it is typed: a click can land on a list the next answer
      // replaces, so the choice is checked on the field and made again until it holds.
      await expect(async () => {
        await input.click();
        await input.fill("");
        await input.pressSequentially(sample.word);
        await page.getByRole("option", { name: sample.title, exact: true }).click();
        await expect(input).toHaveValue(sample.title, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      return;
    case "text":
      switch (field.kind) {
        case "datetime": {
          // The picker: a day of the month shown, then its confirm button (the time stays 00:00).
          // Under load the previous field's picker may still be closing when this one opens: the
          // day is taken from the open picker only, and the choice is checked on the field and made
          // again until it holds (the picker is opened only when none is open, as a click on the
          // field of an open one would close it).
          const opener = cell.locator("button").first();
          const submit = page.locator("[class*=DateTimePicker-submitButton]:visible");
          await expect(async () => {
            if (!(await submit.count())) await opener.click();
            await page
              .locator("[class*=DateTimePicker-day]:not([data-outside]):visible")
              .filter({ hasText: new RegExp(`^${sample.typed}$`) })
              .first()
              .click({ timeout: 2_000 });
            await submit.click({ timeout: 2_000 });
            await expect(opener).toHaveText(new RegExp(`^0?${sample.typed}/`), { timeout: 2_000 });
          }).toPass({ timeout: 20_000 });
          return;
        }
        case "phone":
        case "cep":
        case "cpf":
        case "cnpj":
          // Masked inputs take the digits as typed, one by one.
          await input.click();
          await input.pressSequentially(sample.typed);
          return;
        case "date":
          // Left by a blur, not a Tab: a Tab would open the next date field's calendar over the
          // form's buttons (a contract's start, then its end).
          await input.fill(sample.typed);
          await input.blur();
          return;
        case "color":
          await input.fill(sample.typed);
          await input.press("Tab");
          return;
        case "tags":
          await input.fill(sample.typed);
          await input.press("Enter");
          return;
        default:
          await input.fill(sample.typed);
      }
  }
};

/**
 * A notice of the app (top right by default): seen, then closed, as it would otherwise cover the
 * page's own buttons at the top right (Novo, Exportar) for its 5 s.
 */
const seeNotice = async (page: Page, text: string) => {
  const notice = notices(page).filter({ hasText: text }).last();
  await expect(notice).toBeVisible();
  await notice.getByRole("button").click();
};
const notices = (page: Page) => page.locator("[class*=Notification-root]:not([data-testid=update-notice])");

const search = async (page: Page, word: string) => {
  const box = page.getByRole("searchbox", { name: "Buscar" });
  if ((await box.inputValue()) !== word) await box.fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
};

const exportCsv = async (page: Page) => {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const download = await downloading;
  return readFile((await download.path())!, "utf8");
};

const pathnameOf = (path: string) => path.split("?")[0]!;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Goes to an address inside the running app, as its own links do (no reload): the guard decides
 * on the way, so many routes can be tried in a few seconds.
 */
const navigateInApp = async (page: Page, path: string) => {
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
};

const richTextKeysOf = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(([, field]) => field.kind === "richtext")
    .map(([key]) => key);

/**
 * How many times a form screen is loaded by its address (a full load each): a form with rich text
 * three times, as its editor's race with the form crashed it in about one load of three (issue 11;
 * this found it in 3 of 7 such resources before the fix); any other once, after the in-app open.
 */
const loadsByAddress = (richTexts: number) => (richTexts ? 3 : 1);

/**
 * Loads the form screen the page is on by its address (a full load, as a bookmark or a link from
 * outside would), `loadsByAddress` times: each time the form shows, without the error boundary and
 * without an error in the page or its console, and its rich-text editors (loaded on demand) work.
 */
const loadFormByAddress = async ({
  page,
  form,
  def,
  name,
}: {
  page: Page;
  form: Locator;
  def: ResourceDef;
  name: string;
}) => {
  const richTexts = richTextKeysOf(def).map((key) => form.locator(`[data-field="${key}"]`));
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text());
  };
  page.on("pageerror", onPageError);
  page.on("console", onConsole);
  try {
    for (let load = 1; load <= loadsByAddress(richTexts.length); load++) {
      await page.reload();
      // A full start on a busy machine takes a while: the form, or the error boundary, within 30 s.
      const boundary = page.getByText("Algo deu errado nesta tela");
      const saveButton = form.getByRole("button", { name: "Salvar", exact: true });
      await expect(saveButton.or(boundary), `${name}, load ${load}`).toBeVisible({ timeout: 30_000 });
      await expect(boundary, `${name}, load ${load}`).toHaveCount(0);
      // The editor is fetched on demand: wait for each, where the form shows its field.
      for (const cell of richTexts)
        if (await cell.count())
          await expect(cell.locator(".ProseMirror"), `${name}, load ${load}`).toBeVisible({
            timeout: 30_000,
          });
      await expect(boundary, `${name}, load ${load}`).toHaveCount(0);
      expect(errors, `${name}, load ${load}: errors in the page`).toEqual([]);
    }
    // What a person types in a rich-text field reaches the form (and is saved with it).
    for (const editor of await form.locator(".ProseMirror").all()) {
      await editor.click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.type(" Texto formatado E2E");
      await expect(editor).toContainText("Texto formatado E2E");
    }
    expect(errors, `${name}: errors in the page`).toEqual([]);
  } finally {
    page.off("pageerror", onPageError);
    page.off("console", onConsole);
  }
};

/** What the list shows as a record's title: a reference's title, else the value as the list writes it. */
// A select may title a record too (an opening hour is titled by its weekday): its option's label.
const titleOf = (sample: UiSample | undefined) =>
  sample?.kind === "ref"
    ? sample.title
    : sample?.kind === "text"
      ? (sample.shown ?? sample.typed)
      : sample?.kind === "option"
        ? sample.label
        : undefined;

/** The change the edit step makes: on the form, as the list writes it, as the export writes it. */
type Edit = {
  key: string;
  field: FieldDef;
  sample: UiSample;
  shown: string;
  exported: string;
  listed: boolean;
};

/**
 * The edit of a resource without a searchable text field (points per place, a heat's entry, a
 * required document): a number or a choice its list shows, else a text field of the form.
 */
const editWithoutWord = (
  def: ResourceDef,
  word: string,
  created: Map<string, UiSample>,
): Edit | undefined => {
  const editable = writableFields(def).filter(
    ([key, field]) =>
      key !== def.titleField && key !== def.parent?.field && !def.showWhen?.[key] && !field.createOnly,
  );
  const picked =
    editable.find(([, field]) => field.list && (field.kind === "int" || field.kind === "decimal")) ??
    editable.find(([, field]) => field.list && field.kind === "select" && (field.options?.length ?? 0) > 1) ??
    editable.find(([, field]) => field.kind === "text" || field.kind === "textarea");
  if (!picked) return undefined;
  const [key, field] = picked;
  const listed = Boolean(field.list);
  switch (field.kind) {
    case "int":
    case "decimal": {
      const value = Math.max(field.min ?? 0, Math.min(field.max ?? 77, 77));
      const typed = String(value);
      return {
        key,
        field,
        sample: { kind: "text", typed },
        shown: field.year ? typed : value.toLocaleString("pt-BR"),
        exported: typed,
        listed,
      };
    }
    case "select": {
      const before = created.get(key);
      const current =
        before?.kind === "option"
          ? before.label
          : field.options!.find((option) => option.value === field.default)?.label["pt-BR"];
      const label = field.options!.map((option) => pt(option.label)).find((other) => other !== current)!;
      return { key, field, sample: { kind: "option", label }, shown: label, exported: label, listed };
    }
    default: {
      const typed = `Editado ${word}`;
      return { key, field, sample: { kind: "text", typed }, shown: typed, exported: typed, listed };
    }
  }
};

/** Whether a CSV line has a cell holding `value` (a number may be written with decimals). */
const hasCell = (line: string, value: string) =>
  new RegExp(`(^|[;,])"?${escapeRegExp(value)}${/^\d+$/.test(value) ? "([.,]0+)?" : ""}"?($|[;,])`).test(
    line,
  );

/**
 * The grandparent a record's list sits under in its address, when its parent names one: a heat's
 * or a match's competition, a style price's or a promotion's register type.
 */
const competitionParamOf = (parent: Created | undefined): Record<string, string> =>
  parent?.record.competition_id
    ? { parent_id: String(parent.record.competition_id) }
    : parent?.record.registertype_id
      ? { parent_id: String(parent.record.registertype_id) }
      : {};

/** A route's path as a pattern of its addresses (`:parent_id` any one segment). */
const pathPattern = (path: string) =>
  path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
    .join("/");

/**
 * Create, find, edit, export and delete one record through the screens of the resource. It is
 * found by a word in the search box when the resource has a searchable text field; otherwise by
 * its row in the list (its title): alone under its new parent, or among the others of a top-level
 * list, which the API then narrows by a filter.
 */
const crudThroughScreens = async ({
  page,
  api,
  entry,
}: {
  page: Page;
  api: ApiClient;
  entry: ResourceEntry;
}) => {
  const { def } = entry;
  const word = uniqueWord();
  const wordField = wordFieldOf(def);
  const { parent, fields, samples } = await test.step("prerequisites through the API", async () => {
    const parent = entry.parent ? await parentFor(api, def) : undefined;
    const fields = fieldsToFill(def);
    const samples = new Map<string, UiSample>();
    const teamOfParent = parent && TEAM_OF_PARENT[def.name];
    for (const [key, field] of fields)
      samples.set(
        key,
        key === "team_id" && teamOfParent
          ? await teamOfParent(api, parent)
          : await uiSampleOf({ api, field, word, parentId: kinParentId(def, key, parent) }),
      );
    await arrangeForRules(api, def, { parent, refIdOf: refIdOfSamples(api, def, samples) });
    return { parent, fields, samples };
  });
  // A title the server gives (a register entry's number) is read from the saved notice.
  const serverTitled = Boolean(def.fields[def.titleField]?.readOnly);
  let title = serverTitled ? undefined : titleOf(samples.get(def.titleField));
  if (!serverTitled) expect(title, `${def.name}: its title field ${def.titleField} is filled`).toBeTruthy();
  // A record kept as written (a graduation promotion) has no edit nor delete.
  const editable = hasAction(def, "update");
  const removable = hasAction(def, "delete");
  const edit = wordField || !editable ? undefined : editWithoutWord(def, word, samples);
  // Only its title and a yes/no (a type's required document): the edit form opens and is left.
  const onlyOpened = editable && !wordField && !edit;
  expect(
    wordField ?? edit ?? (onlyOpened ? parent : !editable),
    `${def.name} has neither a searchable text field nor a field its list shows to edit`,
  ).toBeTruthy();
  // A top-level list without a search: the API finds the record by a filter on one of its references.
  const filterKey =
    wordField || parent
      ? undefined
      : Object.keys(def.fields).find((key) => def.fields[key]!.filter && samples.get(key)?.kind === "ref");
  expect(
    wordField || parent || filterKey,
    `${def.name}: a top-level list without a search needs a reference filter to find its record by`,
  ).toBeTruthy();
  const listPath = listPathOf(entry.listRoute, parent?.id, competitionParamOf(parent));
  const inList = new RegExp(`${escapeRegExp(pathnameOf(listPath))}(\\?|$)`);
  const form = formOf(page);
  /** Saves the open form: the notice names the record, the form goes away, the list is back. */
  const save = async (named: string | undefined) => {
    await form.getByRole("button", { name: "Salvar", exact: true }).click();
    try {
      await expect(form).toHaveCount(0);
    } catch {
      // Say why: the messages the form shows under its fields and above its buttons.
      const shown = await form.locator("[class*=InputWrapper-error], [role=alert]").allInnerTexts();
      throw new Error(`${def.name}: the form did not save. On screen: ${shown.join(" | ") || "no message"}`);
    }
    let shown = named;
    if (named === undefined) {
      const notice = notices(page)
        .filter({ hasText: /Cadastro “.+” salvo\./ })
        .last();
      shown = /Cadastro “(.+)” salvo\./.exec((await notice.textContent()) ?? "")?.[1];
      expect(shown, `${def.name}: the saved notice names the record`).toBeTruthy();
    }
    await seeNotice(page, `Cadastro “${shown}” salvo.`);
    await expect(page).toHaveURL(inList);
    return shown!;
  };

  await test.step("create through the form", async () => {
    await navigateInApp(page, listPath);
    await expect(page.getByRole("heading", { name: pt(def.label.many), exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Novo", exact: true }).click();
    if (entry.createRoute) {
      await expect(page).toHaveURL(new RegExp(`${pathPattern(entry.createRoute.path)}(\\?|$)`));
      await loadFormByAddress({ page, form, def, name: `${def.name} create` });
    } else await expect(page.getByRole("dialog")).toBeVisible();
    for (const [key, field] of fields) await fillField({ page, form, key, field, sample: samples.get(key)! });
    title = await save(title);
  });

  const row = page.getByRole("row").filter({ hasText: title! });
  if (wordField)
    await test.step("find it by a word with the search box", async () => {
      await search(page, word);
      await expect(row).toHaveCount(1);
      await expect(page.getByTestId("list-total")).toHaveText("1 registro");
    });
  else
    await test.step("find it by its row in the list", async () => {
      await expect(row).toHaveCount(1);
      if (parent) await expect(page.getByTestId("list-total")).toHaveText("1 registro");
    });

  const edited = wordField ? `Editado ${word}` : (edit?.shown ?? "");
  const newTitle = wordField === def.titleField && editable ? edited : title!;
  const editedRow = page.getByRole("row").filter({ hasText: newTitle });
  const openEdit = async (named: string) => {
    await page
      .getByRole("row")
      .filter({ hasText: named })
      .getByLabel(`Editar ${named}`, { exact: true })
      .click();
    if (entry.editRoute) {
      await expect(page).toHaveURL(/\/edit\/[0-9a-f-]{36}$/);
      await loadFormByAddress({ page, form, def, name: `${def.name} edit` });
    }
  };
  if (!editable) {
    // Kept as written: no edit offered on its row.
    await expect(row.getByLabel(`Editar ${title}`, { exact: true })).toHaveCount(0);
  } else if (onlyOpened)
    await test.step("open its edit form and leave it", async () => {
      await openEdit(title!);
      await form.getByRole("button", { name: "Cancelar", exact: true }).click();
      await expect(form).toHaveCount(0);
    });
  else if (wordField)
    await test.step("edit a text field", async () => {
      await openEdit(title!);
      const input = form.locator(`[data-field="${wordField}"]`).locator("input, textarea").first();
      await expect(input).toHaveValue(`E2E ${word}`);
      await input.fill(edited);
      await save(newTitle);
      await search(page, word);
      await expect(editedRow).toHaveCount(1);
      if (def.fields[wordField]!.list) await expect(editedRow).toContainText(edited);
    });
  else
    await test.step(`edit ${edit!.key}, a field the list shows or the form holds`, async () => {
      await openEdit(title!);
      await fillField({ page, form, key: edit!.key, field: edit!.field, sample: edit!.sample });
      await save(newTitle);
      await expect(editedRow).toHaveCount(1);
      if (edit!.listed) await expect(editedRow).toContainText(edit!.shown);
      else {
        // Not a column of the list: the form shows it when opened again.
        await openEdit(newTitle);
        const input = form.locator(`[data-field="${edit!.key}"]`).locator("input, textarea").first();
        await expect(input).toHaveValue(edit!.shown);
        await form.getByRole("button", { name: "Cancelar", exact: true }).click();
        await expect(form).toHaveCount(0);
      }
    });

  await test.step("export the list as CSV", async () => {
    const lines = (await exportCsv(page)).trim().split(/\r?\n/);
    // What the list shows: the header and this record (alone in a search or under its new parent).
    if (wordField || parent) expect(lines).toHaveLength(2);
    const holds = !editable ? word : onlyOpened ? title! : wordField ? edited : edit!.exported;
    expect(
      lines.some((line) =>
        wordField || !editable || onlyOpened ? line.includes(holds) : hasCell(line, holds),
      ),
      `${def.name}: the export holds ${holds}`,
    ).toBe(true);
  });

  if (removable)
    await test.step("delete it after the confirmation", async () => {
      await editedRow.getByLabel(`Excluir ${newTitle}`, { exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Excluir ${pt(def.label.one)}` });
      await expect(dialog.getByText(`Excluir “${newTitle}”?`)).toBeVisible();
      await dialog.getByRole("button", { name: "Excluir", exact: true }).click();
      await seeNotice(page, `“${newTitle}” excluído.`);
      // Emptied: the search finds nothing, the list under its parent has nothing.
      if (wordField) await expect(page.getByText("Nenhum registro encontrado")).toBeVisible();
      else if (parent) await expect(page.getByText(`Nenhum registro em ${pt(def.label.many)}`)).toBeVisible();
      else await expect(editedRow).toHaveCount(0);
      const query = wordField
        ? { q: word }
        : filterKey
          ? { [filterKey]: await refIdOfSamples(api, def, samples)(filterKey) }
          : {};
      const left = await apiGet<{ total: number }>(
        api,
        `${collectionPath(def, parent?.id)}?${new URLSearchParams(query)}`,
      );
      expect(left.total).toBe(0);
    });
};

/** An import of two countries, committed: it makes an import, its rows and a job to look at. */
const committedImport = async (api: ApiClient) => {
  const word = uniqueWord();
  const fileName = `paises-${word}.csv`;
  const names = [`Importado ${word} A`, `Importado ${word} B`];
  const id = await uploadImportByApi({
    api,
    resource: "countries",
    fileName,
    rows: names.map((name) => ({ Nome: name })),
  });
  const done = await commitImportByApi({ api, id, key: `e2e-${word}` });
  return { id, word, fileName, names, job: done.job };
};

/** A team entered in this competition, picked on the form by its word. */
const teamSampleIn = async (api: ApiClient, competitionId: string): Promise<UiSample> => {
  const team = await createByApi({ api, def: RESOURCES.teams!, parentId: competitionId });
  return { kind: "ref", word: team.word, title: team.title };
};

/**
 * Records whose rules take a team of their own competition (or a side of their match): the team
 * sample is one of it.
 */
const TEAM_OF_PARENT: Record<string, (api: ApiClient, parent: Created) => Promise<UiSample>> = {
  pointdeductions: (api, competition) => teamSampleIn(api, competition.id),
  groupparticipants: async (api, group) => {
    const phase = await apiGet<{ competition_id: string }>(api, `phases/${group.record.phase_id}`);
    return teamSampleIn(api, phase.competition_id);
  },
  competitioncrews: (api, competition) => teamSampleIn(api, competition.id),
  heatentries: (api, heat) => teamSampleIn(api, String(heat.record.competition_id)),
  // The match's home side, picked by its name.
  duellineups: async (api, duel) => {
    const team = await apiGet<Record<string, unknown>>(api, `teams/${duel.record.home_team_id}`);
    const name = String(team[RESOURCES.teams!.titleField]);
    return { kind: "ref", word: name, title: name };
  },
};

/**
 * What a read-only resource's list is opened with: a record to look for (made by other writes), the
 * text that shows it and, for a child list, its parent.
 */
const READ_ONLY_SETUP: Record<
  string,
  (api: ApiClient) => Promise<{ parentId?: string; path?: string; word?: string; shows: string }>
> = {
  logs: async (api) => {
    const created = await createByApi({ api, def: RESOURCES.venuestypes! });
    return { word: created.word, shows: created.title };
  },
  // Its list is a screen of its own ("Começar de um modelo" above the generic list), written by its own spec.
  regulations: async (api) => {
    const created = await createByApi({ api, def: RESOURCES.regulations! });
    return { word: created.word, shows: created.title };
  },
  jobs: async (api) => {
    const done = await committedImport(api);
    return { word: done.word, shows: done.job.title };
  },
  imports: async (api) => {
    const done = await committedImport(api);
    return { word: done.word, shows: done.fileName };
  },
  importitems: async (api) => {
    const done = await committedImport(api);
    return { parentId: done.id, shows: done.names[0]! };
  },
  // Written by the person in the /my area; staff read them (and answer privacy requests).
  parqs: (api) =>
    byNewPerson(api, "my/parqs", {
      ...Object.fromEntries(["q1", "q2", "q3", "q4", "q5", "q6", "q7"].map((key) => [key, false])),
      declaration: true,
    }),
  privacyrequests: (api) => byNewPerson(api, "my/privacy/requests", { kind: "export" }),
  consents: (api) => byNewPerson(api, "my/consents", { purpose: "image" }),
  // Rounds and duels are generated by the fixtures of a drawn phase, never created one by one.
  // Their screens sit under the competition too (/competitions/competitions/:parent_id/…).
  rounds: async (api) => {
    const { duel } = await generatedFixtures(api);
    return { path: `${competitionPath(duel)}/groups/rounds/${duel.group_id}`, shows: duel.round_name };
  },
  duels: async (api) => {
    const { duel } = await generatedFixtures(api);
    return { path: `${competitionPath(duel)}/rounds/${duel.round_id}`, shows: duel.home!.name };
  },
  // A phase's groups have a screen of their own (the draw and fixtures live there), checked here as a list.
  competitiongroups: async (api) => {
    const { duel } = await generatedFixtures(api);
    return { path: `${competitionPath(duel)}/groups/${duel.phase_id}`, shows: duel.group_name };
  },
  // A heats round has a screen of its own (its heats with their entries, the draw), here opened with a heat.
  heats: async (api) => {
    const heat = await createByApi({ api, def: RESOURCES.heats! });
    return {
      path: `/competitions/competitions/${heat.record.competition_id}/heats/${heat.record.phase_id}`,
      shows: heat.title,
    };
  },
  // A heat's sheet (its entries and their marks) is a screen of its own: an athlete entered by a team
  // of the competition shows on it by name.
  heatentries: async (api) => {
    const heat = await createByApi({ api, def: RESOURCES.heats! });
    const competitionId = String(heat.record.competition_id);
    const team = await createByApi({ api, def: RESOURCES.teams!, parentId: competitionId });
    const entry = await createByApi({
      api,
      def: RESOURCES.heatentries!,
      parentId: heat.id,
      values: { team_id: team.id },
    });
    return { path: `/competitions/competitions/${competitionId}/heats/show/${heat.id}`, shows: entry.title };
  },
  // The appointments' list is the referee board (a competition's matches and heats with who is
  // appointed to each), here filtered to the competition of an appointment made by API.
  refereeappointments: async (api) => {
    const appointment = await createByApi({ api, def: RESOURCES.refereeappointments! });
    const competition = new URLSearchParams({ competition_id: String(appointment.record.competition_id) });
    return { path: `/referees/referees/all?${competition}`, shows: appointment.title };
  },
  // A match's result history is written by the result operations: a result entered is its first row.
  duelresults: async (api) => {
    const { duel } = await generatedFixtures(api);
    // Results are entered while the competition runs.
    const competition = await apiGet<{ version: number }>(api, `competitions/${duel.competition_id}`);
    const running = await api.patch(`${DEMO_API}/competitions/${duel.competition_id}`, {
      data: { status: "running", version: competition.version },
    });
    expect(running.status(), await running.text()).toBe(200);
    const entered = await api.put(`${DEMO_API}/duels/${duel.id}/result`, {
      data: { home_score: 3, away_score: 1 },
    });
    expect(entered.status(), await entered.text()).toBe(200);
    return { path: `${competitionPath(duel)}/duels/history/${duel.id}`, shows: "Resultado lançado" };
  },
  // Finances: a bill is made of open debts by bills/create, its lines (billdebts) and the debts'
  // history rows ("Em cobrança") with it; a recurrence's runs by recurrences/:id/run.
  bills: async (api) => {
    const { bill } = await billedDebt(api);
    return { shows: bill.description };
  },
  billdebts: async (api) => {
    const { bill, debt } = await billedDebt(api);
    return { parentId: bill.id, shows: debt.title };
  },
  debthistory: async (api) => {
    const { debt } = await billedDebt(api);
    return { parentId: debt.id, shows: "Em cobrança" };
  },
  recurrenceruns: async (api) => {
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" })
      .format(new Date())
      .slice(0, 7);
    const recurrence = await createByApi({
      api,
      def: RESOURCES.recurrences!,
      values: { period: "monthly", day_of_month: 1, target: "associations", starts_on: `${month}-01` },
    });
    const ran = await api.post(`${DEMO_API}/recurrences/${recurrence.id}/run`, { data: {} });
    expect(ran.status(), await ran.text()).toBe(200);
    return { parentId: recurrence.id, shows: month };
  },
};

/** A debt made by API (its sample payer, a person) and the bill bills/create makes of it. */
async function billedDebt(api: ApiClient) {
  const debt = await createByApi({ api, def: RESOURCES.debts! });
  const made = await api.post(`${DEMO_API}/bills/create`, {
    data: { user_id: debt.record.user_id, debt_ids: [debt.id] },
  });
  expect(made.status(), await made.text()).toBe(200);
  const bill = (await made.json()).result as { id: string; description: string };
  return { debt, bill };
}

const competitionPath = (duel: { competition_id: string }) =>
  `/competitions/competitions/${duel.competition_id}`;

/** A new person sends `body` to their own `path`; the staff list shows the record by their name. */
async function byNewPerson(api: ApiClient, path: string, body: object) {
  const person = newPerson(`Pessoa ${uniqueWord()}`);
  const { token } = await registerByApi(api, person);
  const sent = await api.post(`${DEMO_API}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { shows: person.name };
}

/** A read-only list: it opens, offers no "Novo", shows the record and finds it when it can search. */
const readOnlyThroughScreens = async ({
  page,
  api,
  entry,
}: {
  page: Page;
  api: ApiClient;
  entry: ResourceEntry;
}) => {
  const { def } = entry;
  const setup = READ_ONLY_SETUP[def.name];
  expect(setup, `${def.name} is read-only: say in READ_ONLY_SETUP what its list shows`).toBeDefined();
  const { parentId, path, word, shows } = await setup!(api);
  await navigateInApp(page, path ?? listPathOf(entry.listRoute, parentId));
  // Screens of their own (imports, jobs) have their own headings; the generic list is titled by the definition.
  if (!entry.ownScreen)
    await expect(page.getByRole("heading", { name: pt(def.label.many), exact: true })).toBeVisible();
  // The newest record is on the first page; finding it there also says the screen has loaded. A
  // screen of its own may show it as a card rather than a table row.
  const row = entry.ownScreen
    ? page.getByRole("main").getByText(shows).first()
    : page.getByRole("row").filter({ hasText: shows }).first();
  await expect(row).toBeVisible();
  if (entry.ownScreen && hasAction(def, "create")) return;
  // A resource made by a screen of its own (bills, of chosen debts) offers it from its list; any
  // other read-only list offers nothing to create.
  const ownCreate = Boolean(ownCreateRoute(def.name));
  await expect(page.getByRole("main").getByRole("button", { name: "Novo", exact: true })).toHaveCount(
    ownCreate ? 1 : 0,
  );
  if (!word) return;
  if (entry.ownScreen) {
    // Its own search box (imports: by file or person), when it has one; jobs have none.
    const box = page.getByRole("main").getByRole("textbox", { name: /^Buscar/ });
    if (!(await box.count())) return;
    await box.fill(word);
    await expect(page.getByRole("main").getByRole("row")).toHaveCount(2);
  } else if (searchFields(def).length) await search(page, word);
  await expect(row).toBeVisible();
};

/**
 * `npm test` runs the browser suite in two shards at once and this file's record-life tests are
 * most of its time, so each shard takes half of them: E2E_RESOURCES_PART "1/2" or "2/2" keeps every
 * other resource, the first part also the file's other tests. Unset, the file runs whole.
 */
const [part, parts] = (process.env.E2E_RESOURCES_PART ?? "1/1").split("/").map(Number) as [number, number];
const firstPart = part === 1;
const entriesOfPart = RESOURCE_ENTRIES.filter((_, index) => index % parts === part - 1);

if (firstPart)
  test("the registry and the route table are in step: every resource has a list route with a screen", () => {
    expect(UNROUTED_RESOURCES).toEqual([]);
    expect(RESOURCE_ENTRIES.length).toBeGreaterThan(0);
  });

for (const entry of entriesOfPart) {
  const { def } = entry;
  const where = `${entry.listRoute.path}${entry.hasModalForm ? ", form in a modal" : ""}`;
  // A resource whose list is a screen of its own (a phase's groups) is written through that screen,
  // which its own spec drives (competitionsRun.spec.ts); here its list is opened and checked.
  if (hasAction(def, "create") && !entry.ownScreen)
    test(`${def.name}: the master creates, finds, edits, exports and deletes a record (${where})`, async ({
      page,
      api,
    }) => {
      // A form screen with rich text is started by its address three times on create and three on
      // edit (loadsByAddress): six full starts of the app, each screen's first checks among them.
      test.slow(
        Boolean(entry.createRoute && richTextKeysOf(def).length),
        "six full loads of a rich-text form",
      );
      await crudThroughScreens({ page, api, entry });
    });
  else
    test(`${def.name}: the master opens the read-only list and finds a record in it (${where})`, async ({
      page,
      api,
    }) => {
      await readOnlyThroughScreens({ page, api, entry });
    });
}

if (firstPart)
  test("countries: a spreadsheet goes through the import wizard into the list", async ({ page }) => {
    const word = uniqueWord();
    const names = [`Importado ${word} A`, `Importado ${word} B`];
    await navigateInApp(page, "/admin/imports?resource=countries");
    const wizard = page.getByRole("dialog", { name: "Nova importação" });
    await expect(wizard.getByRole("combobox", { name: "Cadastro a preencher" })).toHaveValue("Países");
    await wizard.getByRole("button", { name: "Continuar" }).click();
    await wizard.locator('input[type="file"]').setInputFiles({
      name: `paises-${word}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(`Nome;Ativo\r\n${names[0]};Sim\r\n${names[1]};Não\r\n`, "utf8"),
    });
    await wizard.getByRole("button", { name: "Enviar planilha" }).click();
    await expect(wizard.getByRole("combobox", { name: "Campo da coluna Nome" })).toHaveValue("Nome");
    await wizard.getByRole("button", { name: "Conferir linhas" }).click();
    await expect(wizard.getByText("Todas as linhas estão corretas. Nada foi gravado ainda.")).toBeVisible();
    await wizard.getByRole("button", { name: "Gravar 2 registros" }).click();
    await expect(wizard.getByText("2 registros importados.")).toBeVisible();
    await wizard.getByRole("link", { name: "Ver Países" }).click();
    await expect(page).toHaveURL(/\/regions\/countries$/);
    await search(page, word);
    await expect(page.getByTestId("list-total")).toHaveText("2 registros");
    for (const name of names) await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  });

if (firstPart)
  test("a person without the permissions is sent to the denied screen by every resource list", async ({
    browser,
    request,
  }, testInfo) => {
    const person = newPerson("Caio Sem Cadastros");
    await registerByApi(request, person);
    // A page of their own, not the master's.
    const { baseURL, locale, timezoneId } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, locale, timezoneId });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await loginWithCpf(page, person);
      await expect(page.getByRole("heading", { name: /Olá, Caio/ })).toBeVisible();
      for (const entry of RESOURCE_ENTRIES)
        for (const route of entry.listRoutes) {
          const path = listPathOf(route);
          await navigateInApp(page, path);
          await expect.soft(page, `${entry.def.name} at ${path}`).toHaveURL(/\/error\/denied$/);
        }
      await expect(page.getByText("Você não tem acesso a esta página")).toBeVisible();
    } finally {
      await context.close();
    }
  });

type Tenant = { id: string; identifier: string; version: number; hidden_modules: string[] };

if (firstPart)
  test("with its module hidden, a module's resource lists go to the disabled screen", async ({
    page,
    api,
  }) => {
    const gated = RESOURCE_ENTRIES.filter((entry) => entry.def.modules?.length);
    expect(gated.length).toBeGreaterThan(0);
    const modules = [...new Set(gated.flatMap((entry) => entry.def.modules ?? []))];
    const findDemo = async () =>
      (await apiGet<{ data: Tenant[] }>(api, "platform/tenants?q=demo")).data.find(
        (tenant) => tenant.identifier === "demo",
      )!;
    const demo = await findDemo();
    const hide = async (hidden: string[]) => {
      const current = await findDemo();
      const response = await api.patch(`${DEMO_API}/platform/tenants/${demo.id}`, {
        data: { hidden_modules: hidden, version: current.version },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    await hide([...new Set([...demo.hidden_modules, ...modules])]);
    try {
      // A fresh load, so the app reads the tenant's modules as they are now.
      await page.goto("/");
      await expect(page.getByRole("heading", { name: /Olá, Administrador/ })).toBeVisible();
      for (const entry of gated) {
        for (const route of entry.listRoutes) {
          const path = listPathOf(route);
          await navigateInApp(page, path);
          await expect.soft(page, `${entry.def.name} at ${path}`).toHaveURL(/\/error\/disabled$/);
        }
        // The API refuses it too, as a module that is off (not as a missing permission).
        const listed = await api.get(
          `${DEMO_API}/${collectionPath(entry.def, "00000000-0000-4000-8000-000000000000")}`,
        );
        expect.soft(listed.status(), entry.def.name).toBe(403);
        expect.soft(((await listed.json()) as { code?: string }).code, entry.def.name).toBe("disabled");
      }
      await expect(page.getByText("Este módulo não está ativo")).toBeVisible();
    } finally {
      await hide(demo.hidden_modules);
    }
    // Shown again, the list opens.
    await page.goto(listPathOf(gated[0]!.listRoute));
    await expect(
      page.getByRole("heading", { name: pt(gated[0]!.def.label.many), exact: true }),
    ).toBeVisible();
  });
