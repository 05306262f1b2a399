import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { ServerConfig } from "../../config.ts";
import type { App } from "./types.ts";
import { isWebAppFileRequest } from "./webApp.ts";

/** A browser opening a page (not a script calling the API): it would show a JSON answer as is. */
const isPageNavigation = (request: FastifyRequest) =>
  request.headers["sec-fetch-mode"] === "navigate" || /\btext\/html\b/.test(request.headers.accept ?? "");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a browser gets instead of the JSON envelope when a navigation is rate limited: it says
 * what happened in Portuguese and reloads itself once the window allows it (Retry-After).
 */
export const rateLimitedPage = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds === 1 ? "1 segundo" : `${seconds} segundos`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${seconds}">
<title>Muitos acessos em pouco tempo — Quadra</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#212529}h1{font-size:1.4rem}</style>
</head>
<body>
<main>
<h1>Muitos acessos em pouco tempo</h1>
<p>Este endereço fez muitas requisições no último minuto. Aguarde ${escapeHtml(wait)}: a página tenta de novo sozinha.</p>
</main>
</body>
</html>
`;
};

/**
 * The per-address limits: RATE_LIMIT_MAX requests per window on the API (password calls have a
 * lower limit of their own, set on their routes). The web app's files are not counted: a first
 * visit fetches a few hundred of them, and a whole office often shares one address.
 */
export const registerRateLimits = async (app: App, limits: ServerConfig["rateLimit"]) => {
  await app.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowMs,
    allowList: (request) => isWebAppFileRequest(request),
  });
  // Registered at the root, so it runs before the per-route compression of the answer.
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 429 || !isPageNavigation(request)) return payload;
    const retryAfter = Number(reply.getHeader("retry-after")) || limits.windowMs / 1000;
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    return rateLimitedPage(retryAfter);
  });
};
