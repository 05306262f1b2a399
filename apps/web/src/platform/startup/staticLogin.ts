import { dropEarlyResponses } from "../api/earlyResponses.ts";
import { removeStaticHome } from "./staticHome.ts";

/**
 * The login form index.html shows on /login before the app's code has run (early-requests.js
 * decides when): the person may already have typed, or even pressed "Entrar", while the code was
 * downloading. The app's login form takes that over when it mounts, and the static one goes.
 */
export type StaticLogin = {
  login: string;
  password: string;
  /** "Entrar" was pressed (early-requests.js held the submit). */
  submitted: boolean;
  /** The field the cursor was in, to put it back in the app's form. */
  focused: "login" | "password" | null;
};

const SHOWN_CLASS = "quadra-static-login";
const SCREEN_ID = "quadra-static-login";
const FORM_ID = "quadra-static-login-form";

/** What was typed into the static form, or null when it is not on screen. */
export const readStaticLogin = (doc: Document = document): StaticLogin | null => {
  if (!doc.documentElement.classList.contains(SHOWN_CLASS)) return null;
  const form = doc.getElementById(FORM_ID);
  if (!(form instanceof HTMLFormElement)) return null;
  const field = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input : null;
  };
  const login = field("login");
  const password = field("password");
  const active = doc.activeElement;
  return {
    login: login?.value ?? "",
    password: password?.value ?? "",
    submitted: form.dataset.submitted === "true",
    focused: active && active === login ? "login" : active && active === password ? "password" : null,
  };
};

/**
 * Removes the static login form (once the app's own screen is drawn). Every screen but the login calls
 * this (AppLayout.tsx, the error page), so it also removes the static signed-in home once the visit
 * has left the home's address; on it, the home takes its copy over when it mounts (and an error page
 * there shows through index.html's CSS). Off the home, the home's early summary goes too: a later
 * visit to the home asks afresh.
 */
export const removeStaticLogin = (doc: Document = document) => {
  doc.documentElement.classList.remove(SHOWN_CLASS);
  doc.getElementById(SCREEN_ID)?.remove();
  if (doc.defaultView?.location.pathname !== "/") {
    removeStaticHome(doc);
    dropEarlyResponses({ all: true });
  }
};

/**
 * Removes index.html's login form where it was never shown (a reset link, an English visit): hidden,
 * it would still be a second "CPF ou e-mail" field in the page for whatever reads the markup.
 */
export const removeUnshownStaticLogin = (doc: Document = document) => {
  if (!doc.documentElement.classList.contains(SHOWN_CLASS)) doc.getElementById(SCREEN_ID)?.remove();
};
