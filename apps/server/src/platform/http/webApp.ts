import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyRequest } from "fastify";
import type { App } from "./types.ts";

/** The path of the static file route (@fastify/static's wildcard at the root). */
const WEB_APP_ROUTE = "/*";

/**
 * Whether a request is for the web app's own files (index.html, the service worker, the manifest,
 * icons, hashed assets). These are never rate limited: a first visit fetches a few hundred of them
 * and a whole office shares one address, while the API behind them keeps its own limit.
 */
export const isWebAppFileRequest = (request: FastifyRequest) => request.routeOptions.url === WEB_APP_ROUTE;

/** Files whose name does not change between versions: the browser revalidates them on every load. */
const UNHASHED_ENTRY_POINTS = /\/(sw\.js|workbox-[^/]+\.js|index\.html|manifest\.webmanifest)$/;
/** Precompressed siblings (`.br`, `.gz`) are served in place of the file and take its headers. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves the built web app at / with an SPA fallback: any GET or HEAD that is not an API path and
 * asks for no file gets index.html, so deep links work. The service worker and the HTML are never
 * cached, so a new version is seen at once; hashed assets are cached for a year. The build writes
 * `.br` and `.gz` next to each text file, and those are sent to browsers that accept them.
 */
export const registerWebApp = async (app: App, webDist: string) => {
  const indexFile = join(webDist, "index.html");
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      // Wildcard: files of a rebuild made after start are served at once; a missing file falls through
      // to the not-found handler below (SPA fallback or JSON 404).
      wildcard: true,
      // The root serves the app itself (its setHeaders rule keeps index.html uncached).
      index: "index.html",
      preCompressed: true,
      setHeaders: (reply, path) => {
        const file = path.replace(PRECOMPRESSED_SUFFIX, "");
        if (UNHASHED_ENTRY_POINTS.test(file)) {
          reply.header("cache-control", "no-cache");
        } else if (file.includes("/assets/")) {
          reply.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  const isApiPath = (url: string) => /^\/(api|t|healthz)(\/|$|\?)/.test(url);
  app.setNotFoundHandler((request, reply) => {
    if (
      hasWeb &&
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(request.url) &&
      !/\.[a-z0-9]+$/i.test(request.url.split("?")[0]!)
    ) {
      // Through @fastify/static, so the page goes precompressed and with index.html's headers.
      return reply.sendFile("index.html");
    }
    return reply.code(404).send({ status: 0, message: "Endereço não encontrado." });
  });
};
