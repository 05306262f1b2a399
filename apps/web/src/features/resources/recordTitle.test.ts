import { defineResource, f, l } from "@quadra/shared";
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
const id = "0b7e6a52-8f1f-4c1e-9a57-0d1f6f1f2c3d";

describe("recordTitle", () => {
  it("is the title field's value", () => {
    expect(recordTitle(byName, { name: "Brasil" })).toBe("Brasil");
    expect(recordTitle(byName, { name: null })).toBe("");
    expect(recordTitle(byName, null)).toBe("");
  });

  it("names a record titled by a reference after the record it points at, not its id", () => {
    expect(recordTitle(byPerson, { user_id: id, _titles: { user_id: "Ana Souza" } })).toBe("Ana Souza");
    expect(recordTitle(byPerson, { user_id: id })).toBe("");
  });
});
