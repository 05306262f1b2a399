import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { App } from "./types.ts";

/**
 * Serves the built web app at / with an SPA fallback: any GET that is not an API path and asks for
 * HTML gets index.html, so deep links work. The service worker and the HTML are never cached, so a
 * new version is seen at once; hashed assets are cached for a year.
 */
export const registerWebApp = async (app: App, webDist: string) => {
  const indexFile = join(webDist, "index.html");
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Wildcard: files of a rebuild made after start are served at once; a missing file falls through
      // to the not-found handler below (SPA fallback or JSON 404).
      wildcard: true,
      // The root serves the app itself (its setHeaders rule keeps index.html uncached).
      index: "index.html",
      setHeaders: (res, path) => {
        if (/\/(sw\.js|workbox-[^/]+\.js|index\.html|manifest\.webmanifest)$/.test(path)) {
          res.header("cache-control", "no-cache");
        } else if (path.includes("/assets/")) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  const isApiPath = (url: string) => /^\/(api|t|healthz)(\/|$|\?)/.test(url);
  app.setNotFoundHandler((request, reply) => {
    if (
      hasWeb &&
      request.method === "GET" &&
      !isApiPath(request.url) &&
      !/\.[a-z0-9]+$/i.test(request.url.split("?")[0]!)
    ) {
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(readFileSync(indexFile));
    }
    return reply.code(404).send({ status: 0, message: "Endereço não encontrado." });
  });
};
