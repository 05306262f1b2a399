import { isEmbeddablePath } from "@quadra/shared/embed";
import type { App } from "./types.ts";

/**
 * Lets other sites frame the public pages meant for it (docs/decisions.md, "Embedding"): on those
 * paths the CSP's `frame-ancestors 'self'` becomes `*` and X-Frame-Options goes away. Everything
 * else keeps helmet's defaults, so the app's screens (logins, forms, admin) cannot be framed.
 * Runs after helmet has set its headers and only on the pages the web app serves, never the API.
 */
export const registerEmbedHeaders = (app: App) => {
  app.addHook("onSend", async (request, reply, payload) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !isEmbeddablePath(request.url))
      return payload;
    const policy = reply.getHeader("content-security-policy");
    if (typeof policy === "string") {
      reply.removeHeader("content-security-policy");
      reply.header("content-security-policy", policy.replace(/frame-ancestors [^;]*/, "frame-ancestors *"));
    }
    reply.removeHeader("x-frame-options");
    return payload;
  });
};
