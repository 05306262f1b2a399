import { describe, expect, it } from "vitest";
import { groupCatalog } from "./permissionCatalog.ts";

describe("groupCatalog", () => {
  it("groups permissions in menu-group order and drops empty groups", () => {
    const groups = groupCatalog({
      locale: "pt-BR",
      catalog: [
        { key: "roles", label: "Papéis", label_en: "Roles", group: "admin_tools" },
        { key: "users", label: "Pessoas", label_en: "People", group: "records" },
        { key: "my_teams", label: "Minhas equipes", label_en: "My teams", group: "my_account" },
      ],
    });
    expect(groups.map((group) => [group.id, group.permissions.map((entry) => entry.key)])).toEqual([
      ["my_account", ["my_teams"]],
      ["records", ["users"]],
      ["admin_tools", ["roles"]],
    ]);
    expect(groups[1]!.label).toBe("Cadastros");
  });

  it("shows the server's label for a key this build does not know, in the chosen language", () => {
    const [group] = groupCatalog({
      locale: "en",
      catalog: [{ key: "future_thing", label: "Coisa futura", label_en: "Future thing", group: "records" }],
    });
    expect(group!.permissions).toEqual([{ key: "future_thing", label: "Future thing" }]);
  });
});
