import { afterEach, describe, expect, it } from "vitest";
import { rememberHome } from "./rememberedHome.ts";
import { removeStaticHome } from "./staticHome.ts";
import { removeStaticLogin } from "./staticLogin.ts";

const drawStaticHome = () => {
  document.body.innerHTML =
    '<div id="quadra-static-home"><main><h1>Olá, Ana!</h1></main></div><div id="root"></div>';
  document.documentElement.classList.add("quadra-static-home", "quadra-static-dark");
};

describe("the static signed-in home", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.className = "";
    delete document.documentElement.dataset.staticHome;
    window.history.replaceState(null, "", "/");
    localStorage.clear();
  });

  it("gives way to the app's home, and tells a late early-requests.js not to draw it again", () => {
    drawStaticHome();
    removeStaticHome();
    expect(document.getElementById("quadra-static-home")).toBeNull();
    expect(document.documentElement.className).toBe("");
    expect(document.documentElement.dataset.staticHome).toBe("gone");
  });

  it("stays while the home is still loading, goes once another screen replaced it", () => {
    drawStaticHome();
    // AppLayout removes the static login for every screen but the login, the home's route too.
    removeStaticLogin();
    expect(document.getElementById("quadra-static-home")).not.toBeNull();
    // A redirect (to /login, to the password change) leaves the home's address.
    window.history.replaceState(null, "", "/change-password");
    removeStaticLogin();
    expect(document.getElementById("quadra-static-home")).toBeNull();
    expect(document.documentElement.classList.contains("quadra-static-home")).toBe(false);
  });

  it("remembers what the home showed, writing only when it changed", () => {
    const home = {
      client: "demo",
      language: "pt-BR",
      title: "Federação Demonstração",
      greeting: "Olá, {{name}}!",
      subtitle: "Bem-vindo ao portal da Federação Demonstração.",
    };
    let writes = 0;
    const storage = {
      value: null as string | null,
      getItem: () => storage.value,
      setItem: (_key: string, value: string) => {
        writes += 1;
        storage.value = value;
      },
    };
    rememberHome(home, storage as unknown as Storage);
    rememberHome(home, storage as unknown as Storage);
    expect(JSON.parse(storage.value ?? "null")).toEqual(home);
    expect(writes).toBe(1);
  });

  it("loses only the next visit's copy when storage refuses the write", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    } as unknown as Storage;
    expect(() =>
      rememberHome({ client: "demo", language: "pt-BR", title: "X", greeting: "Olá!", subtitle: "Y" }, full),
    ).not.toThrow();
  });
});
