import { describe, expect, it } from "vitest";
import type { GuardContext } from "./guard.ts";
import { decideGuard, loginPathFor } from "./guard.ts";

const person = { admin: false, master: false, super: false, permissions_names: ["users"] };
const base: GuardContext = {
  hasBackend: true,
  loggedIn: true,
  info: person,
  modules: ["competitions"],
  location: "/records/users?page=2",
};
const decide = (route: Parameters<typeof decideGuard>[0]["route"], context: Partial<GuardContext> = {}) =>
  decideGuard({ route, context: { ...base, ...context } });

describe("decideGuard (spec §5)", () => {
  it("sends everything to /loading without a backend, before any other rule", () => {
    expect(
      decide({ loginRequired: true, permissions: ["roles"] }, { hasBackend: false, loggedIn: false }),
    ).toEqual({
      kind: "redirect",
      to: "/loading",
    });
    expect(decide({}, { hasBackend: false })).toEqual({ kind: "redirect", to: "/loading" });
  });

  it("lets backend-optional screens open without a backend", () => {
    expect(decide({ backendOptional: true }, { hasBackend: false })).toEqual({ kind: "allow" });
  });

  it("sends a logged-out person to login keeping the original path", () => {
    expect(decide({ loginRequired: true, permissions: ["roles"] }, { loggedIn: false, info: null })).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Frecords%2Fusers%3Fpage%3D2",
    });
    expect(loginPathFor("/")).toBe("/login");
  });

  it("sends a logged-in person away from guest-only routes to home", () => {
    expect(decide({ guestRequired: true })).toEqual({ kind: "redirect", to: "/" });
    expect(decide({ guestRequired: true }, { loggedIn: false, info: null })).toEqual({ kind: "allow" });
  });

  it("sends a person who just logged in back to the kept path, never to another origin", () => {
    expect(decide({ guestRequired: true }, { location: "/login?redirect=%2Fadmin%2Froles" })).toEqual({
      kind: "redirect",
      to: "/admin/roles",
    });
    expect(decide({ guestRequired: true }, { location: "/login?redirect=%2F%2Fevil.example" })).toEqual({
      kind: "redirect",
      to: "/",
    });
  });

  it("denies a missing permission before checking modules", () => {
    expect(decide({ permissions: ["roles"], modules: ["meals"] })).toEqual({
      kind: "redirect",
      to: "/error/denied",
    });
    expect(decide({ permissions: ["users"] })).toEqual({ kind: "allow" });
  });

  it("requires every listed permission, and x_full implies x", () => {
    expect(decide({ permissions: ["users", "roles"] })).toEqual({ kind: "redirect", to: "/error/denied" });
    expect(
      decide(
        { permissions: ["competitions"] },
        { info: { ...person, permissions_names: ["competitions_full"] } },
      ),
    ).toEqual({ kind: "allow" });
  });

  it("sends a module that is off to /error/disabled", () => {
    expect(decide({ modules: ["meals"] })).toEqual({ kind: "redirect", to: "/error/disabled" });
    expect(decide({ modules: ["competitions"] })).toEqual({ kind: "allow" });
  });

  it("checks modules before admin and master flags", () => {
    expect(decide({ modules: ["meals"], admin: true })).toEqual({ kind: "redirect", to: "/error/disabled" });
  });

  it("denies admin-only, master-only and super-only routes to others", () => {
    expect(decide({ admin: true })).toEqual({ kind: "redirect", to: "/error/denied" });
    expect(decide({ admin: true }, { info: { ...person, admin: true } })).toEqual({ kind: "allow" });
    expect(decide({ master: true }, { info: { ...person, admin: true } })).toEqual({
      kind: "redirect",
      to: "/error/denied",
    });
    expect(decide({ super: true }, { info: { ...person, master: true } })).toEqual({
      kind: "redirect",
      to: "/error/denied",
    });
    expect(decide({ super: true }, { info: { ...person, super: true } })).toEqual({ kind: "allow" });
  });

  it("lets a master through every permission, admin and master flag, but not a module that is off", () => {
    const master = { ...person, master: true, permissions_names: [] };
    expect(decide({ permissions: ["roles", "meals"], admin: true, master: true }, { info: master })).toEqual({
      kind: "allow",
    });
    expect(decide({ modules: ["meals"] }, { info: master })).toEqual({
      kind: "redirect",
      to: "/error/disabled",
    });
  });
});
