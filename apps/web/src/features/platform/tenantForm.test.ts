import { describe, expect, it } from "vitest";
import "../../i18n/i18n.ts";
import { emptyTenantValues, validateTenant } from "./tenantForm.ts";

describe("tenant form", () => {
  it("builds a ZTenantInput body with nulls for empty URLs and the date in São Paulo time", () => {
    const { body, errors } = validateTenant({
      ...emptyTenantValues(),
      identifier: "fpf",
      code: "fpf",
      name: "Federação Paulista",
      hosts: ["portal.fpf.org.br"],
      available_modules: ["competitions", "bills"],
      hidden_modules: ["bills"],
      read_only_until: "2030-01-31T18:30",
    });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ backend: null, logo_light: null, hidden_modules: ["bills"] });
    expect(body?.read_only_until).toBe("2030-01-31T18:30:00-03:00");
  });

  it("reports invalid fields by name", () => {
    const { errors } = validateTenant({
      ...emptyTenantValues(),
      identifier: "Bad Slug",
      name: "x",
      hosts: ["not a host"],
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["identifier", "code", "name", "hosts.0"]));
  });
});
