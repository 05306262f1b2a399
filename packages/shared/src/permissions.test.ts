import { describe, expect, it } from "vitest";
import { MENU_GROUPS } from "./menuGroups.ts";
import { can, canAll, effectivePermissions, PERMISSION_KEYS, PERMISSIONS } from "./permissions.ts";

// The spec §6 catalog, verbatim: the registry must hold every one of them.
const SPEC_PERMISSIONS =
  "registertypes debts bills recurrences meals referees refereeschedules parqs users associations documents userdocuments teamdocuments associationdocuments competitions competitions_full olympics olympics_full duelssecurities competitionsseries competitionsstages competitionscategories regulations punishments trophies rankings markets sponsorships incentives schools schools_full schoolsareas schoolsprojects educationaloccurrences posts pages slides hooks menus events spots extras councils downloads venues reservations reservationblocks properties regions reports usage_report invoices clippings icms releases sports crews admins roles permissions logs operations connections migrations seed jobs settings whatsapp abc my_classes my_events my_associations my_teams my_students my_properties my_referees my_reservations my_users".split(
    " ",
  );

describe("permission registry", () => {
  it("holds exactly the specification's catalog", () => {
    expect([...PERMISSION_KEYS].sort()).toEqual([...SPEC_PERMISSIONS].sort());
  });
  it("puts every permission in a known menu group with labels in both locales", () => {
    const groups = new Set<string>(MENU_GROUPS.map((group) => group.id));
    for (const [key, def] of Object.entries(PERMISSIONS)) {
      expect(groups.has(def.group), key).toBe(true);
      expect(def.label["pt-BR"].length, key).toBeGreaterThan(1);
      expect(def.label.en.length, key).toBeGreaterThan(1);
    }
  });
  it("a master can do everything, x_full implies x, nothing implies x_full", () => {
    expect(can({ master: true, permissions: [] }, "users")).toBe(true);
    expect(can({ master: false, permissions: ["schools_full"] }, "schools")).toBe(true);
    expect(can({ master: false, permissions: ["schools"] }, "schools_full")).toBe(false);
    expect(can({ master: false, permissions: ["users"] }, "roles")).toBe(false);
    expect(can(null, "users")).toBe(false);
    expect(canAll({ master: false, permissions: ["roles"] }, ["roles", "admins"])).toBe(false);
  });
  it("reports a master's permissions as the whole catalog and drops unknown grants", () => {
    expect(effectivePermissions({ master: true, granted: [] })).toHaveLength(PERMISSION_KEYS.length);
    expect(effectivePermissions({ master: false, granted: ["users", "ghost"] })).toEqual(["users"]);
  });
});
