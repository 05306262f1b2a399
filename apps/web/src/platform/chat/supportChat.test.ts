import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { audienceOf, chatEnabledFor, identifyOnReady, loadChat, SDK_SCRIPT_ID } from "./supportChat.ts";

const info = {
  id: "42",
  name: "Ana Souza",
  image_url: "https://img.example/ana.png",
  email: "ana@example.com",
  phone: "(11) 98765-4321",
  admin: false,
  master: false,
};
const support = {
  admin: true,
  user: false,
  public: false,
  chat: { base_url: "https://chat.example/", website_token: "tok" },
};

describe("support chat", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById(SDK_SCRIPT_ID)?.remove();
  });

  it("is enabled only for the audience whose flag is on and when a chat is configured", () => {
    expect(chatEnabledFor({ support, audience: "admin" })).toBe(true);
    expect(chatEnabledFor({ support, audience: "user" })).toBe(false);
    expect(chatEnabledFor({ support: { ...support, chat: null }, audience: "admin" })).toBe(false);
    expect(audienceOf(null)).toBe("public");
    expect(audienceOf({ admin: false, master: true })).toBe("admin");
    expect(audienceOf({ admin: false, master: false })).toBe("user");
  });

  it("loads the SDK from the base URL once and runs it with the website token", () => {
    const run = vi.fn();
    const win = { chatwootSDK: { run } } as never;
    loadChat({ chat: support.chat, win });
    loadChat({ chat: support.chat, win });
    const scripts = document.querySelectorAll(`#${SDK_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe("https://chat.example/packs/js/sdk.js");
    script.onload?.(new Event("load"));
    expect(run).toHaveBeenCalledWith({ websiteToken: "tok", baseUrl: "https://chat.example" });
  });

  it("identifies the person 3 s after chatwoot:ready, with +55 phone and the athlete label", () => {
    const setUser = vi.fn();
    const setLabel = vi.fn();
    const win = Object.assign(new EventTarget(), { $chatwoot: { setUser, setLabel } });
    identifyOnReady({ getUser: () => ({ info, company: "Federação Paulista" }), win: win as never });
    win.dispatchEvent(new Event("chatwoot:ready"));
    vi.advanceTimersByTime(2_999);
    expect(setUser).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(setUser).toHaveBeenCalledWith("42", {
      name: "Ana Souza",
      avatar_url: "https://img.example/ana.png",
      email: "ana@example.com",
      phone_number: "+5511987654321",
      company_name: "Federação Paulista",
    });
    expect(setLabel).toHaveBeenCalledWith("atleta");
  });

  it("labels admins and masters 'admin', and does nothing for visitors", () => {
    const setUser = vi.fn();
    const setLabel = vi.fn();
    const win = Object.assign(new EventTarget(), { $chatwoot: { setUser, setLabel } });
    let user: { info: typeof info; company: string } | null = {
      info: { ...info, master: true },
      company: "F",
    };
    const stop = identifyOnReady({ getUser: () => user, win: win as never });
    win.dispatchEvent(new Event("chatwoot:ready"));
    vi.advanceTimersByTime(3_000);
    expect(setLabel).toHaveBeenCalledWith("admin");
    user = null;
    win.dispatchEvent(new Event("chatwoot:ready"));
    vi.advanceTimersByTime(3_000);
    expect(setUser).toHaveBeenCalledOnce();
    stop();
  });
});
