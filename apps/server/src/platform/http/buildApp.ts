import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyReply, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { registerDirectoryRoutes } from "../../modules/directory/directory.routes.ts";
import { registerHealthRoutes } from "../../modules/health/health.routes.ts";
import { registerTenantRoutes } from "../../modules/tenantRoutes.ts";
import { registerCompression } from "./compression.ts";
import { registerEmbedHeaders } from "./embedHeaders.ts";
import { installErrorHandler } from "./errorHandler.ts";
import { registerForegroundRequests } from "./foregroundRequests.ts";
import { inlineScriptSources } from "./inlineScripts.ts";
import { registerRateLimits } from "./rateLimits.ts";
import { tenantApi } from "./tenantPlugin.ts";
import type { App, AppDeps } from "./types.ts";
import { registerUnstorableTextGuard } from "./unstorableText.ts";
import { registerWebApp } from "./webApp.ts";
import { useBrazilianZodMessages } from "./zodLocale.ts";

export const API_VERSION = "0.1.0";

export type BuildAppOptions = {
  /**
   * More tenant routes, registered right after the app's own inside the same guard chokepoint (tests
   * use it for routes the foundation does not have yet, such as a module-gated one).
   */
  extraTenantRoutes?: ((app: App) => void) | undefined;
  /** Sees every route as it is registered, with its declared guard (the guard snapshot test). */
  onRoute?: ((route: RouteOptions) => void) | undefined;
};

/** The whole HTTP application: platform plugins, global routes, the tenant API twice, the web app. */
export const buildApp = async (
  deps: AppDeps,
  logger?: FastifyBaseLogger,
  options: BuildAppOptions = {},
): Promise<App> => {
  useBrazilianZodMessages();
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
    // Malformed URLs and over-long path parameters are answered by the router, before any hook or
    // error handler: without this they would leave as Fastify's English envelope.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      reply.code(tooLong ? 414 : 400).send({
        status: 0,
        message: tooLong ? "O endereço pedido é longo demais." : "Endereço inválido. Confira o link.",
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", deps);
  app.decorateRequest("tenant", null);
  app.decorateRequest("auth", null);
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  installErrorHandler(app);
  registerForegroundRequests(app);
  registerUnstorableTextGuard(app);

  await app.register(helmet, {
    // Tenants configure a support chat and a tag manager served from their own https origins, and a
    // tenant's backend may live on another deployment (cell): those are allowed, nothing else.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // And index.html's inline start-up script, by the hash the web build wrote (inlineScripts.ts).
        scriptSrc: ["'self'", "https:", inlineScriptSources(deps.config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
        connectSrc: ["'self'", "https:", "http:", "wss:", "ws:"],
        fontSrc: ["'self'", "data:", "https:"],
        frameSrc: ["'self'", "https:"],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerEmbedHeaders(app);
  // Bearer tokens, never cookies: any origin may call, which lets a tenant's app talk to another cell.
  await app.register(cors, { origin: true, maxAge: 600 });
  await registerRateLimits(app, deps.config.rateLimit);
  // Before any route, so every answer is negotiated (the web app's files go precompressed).
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Quadra API",
        version: API_VERSION,
        description: "API multi-cliente do Quadra. Chamadas de cliente: {backend}/api/v1/... (docs/api.md).",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  registerHealthRoutes(app);
  registerDirectoryRoutes(app);
  const tenantRoutes = (tenantApp: App) => {
    registerTenantRoutes(tenantApp);
    options.extraTenantRoutes?.(tenantApp);
  };
  await app.register(tenantApi(tenantRoutes), { prefix: "/t/:tenant/api/v1", byPath: true });
  await app.register(tenantApi(tenantRoutes), { prefix: "/api/v1", byPath: false });
  await registerWebApp(app, deps.config.webDist);
  return app;
};
