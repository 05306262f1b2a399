import { describe, expect, it } from "vitest";
import { groupCatalog } from "./permissionCatalog.ts";

describe("groupCatalog", () => {
  it("groups permissions in menu-group order and drops empty groups", () => {
    const groups = groupCatalog({
      locale: "pt-BR",
      catalog: [
        { key: "roles", label: "Papéis", group: "admin_tools" },
        { key: "users", label: { "pt-BR": "Pessoas", en: "People" }, group: "records" },
        { key: "my_teams", label: "Minhas equipes", group: "my_account" },
      ],
    });
    expect(groups.map((group) => [group.id, group.permissions.map((entry) => entry.key)])).toEqual([
      ["my_account", ["my_teams"]],
      ["records", ["users"]],
      ["admin_tools", ["roles"]],
    ]);
    expect(groups[1]!.label).toBe("Cadastros");
  });
});
