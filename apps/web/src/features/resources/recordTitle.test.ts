import { defineResource, f, l, o } from "@quadra/shared";
import "../../i18n/dates.ts";
import { describe, expect, it } from "vitest";
import { recordTitle } from "./recordTitle.ts";

const byName = defineResource({
  name: "things",
  permission: "settings",
  label: { one: l("Coisa", "Thing"), many: l("Coisas", "Things") },
  titleField: "name",
  fields: { name: f.text("Nome", "Name") },
});
const byPerson = defineResource({
  name: "assignments",
  permission: "settings",
  label: { one: l("Atribuição", "Assignment"), many: l("Atribuições", "Assignments") },
  titleField: "user_id",
  fields: { user_id: f.ref("Pessoa", "Person", "users") },
});
const byInstant = defineResource({
  name: "absences",
  permission: "settings",
  label: { one: l("Ausência", "Absence"), many: l("Ausências", "Absences") },
  titleField: "starts_at",
  fields: { starts_at: f.datetime("De", "From") },
});
const byChoice = defineResource({
  name: "requests",
  permission: "settings",
  label: { one: l("Pedido", "Request"), many: l("Pedidos", "Requests") },
  titleField: "kind",
  fields: { kind: f.select("Tipo", "Kind", [o("export", "Cópia dos dados", "Data copy")]) },
});
const byPlace = defineResource({
  name: "scores",
  permission: "settings",
  label: { one: l("Pontuação", "Score"), many: l("Pontuações", "Scores") },
  titleField: "place",
  fields: { place: f.int("Colocação", "Place") },
});
const id = "0b7e6a52-8f1f-4c1e-9a57-0d1f6f1f2c3d";

describe("recordTitle", () => {
  it("is the title field's value", () => {
    expect(recordTitle(byName, { name: "Brasil" }, "pt-BR")).toBe("Brasil");
    expect(recordTitle(byName, { name: null }, "pt-BR")).toBe("");
    expect(recordTitle(byName, null, "pt-BR")).toBe("");
  });

  it("names a record titled by a reference after the record it points at, not its id", () => {
    expect(recordTitle(byPerson, { user_id: id, _titles: { user_id: "Ana Souza" } }, "pt-BR")).toBe(
      "Ana Souza",
    );
    expect(recordTitle(byPerson, { user_id: id }, "pt-BR")).toBe("");
  });

  it("writes a title field that is not text as the list shows it: an instant in São Paulo time, a choice by its label", () => {
    expect(recordTitle(byInstant, { starts_at: "2026-11-15T03:00:00.000Z" }, "pt-BR")).toBe(
      "15/11/2026 00:00",
    );
    expect(recordTitle(byChoice, { kind: "export" }, "pt-BR")).toBe("Cópia dos dados");
    expect(recordTitle(byChoice, { kind: "export" }, "en")).toBe("Data copy");
    expect(recordTitle(byPlace, { place: 3 }, "pt-BR")).toBe("3");
  });
});
