import { authOperations } from "@quadra/shared/operations/auth";
import { oauthProvidersOperations } from "@quadra/shared/operations/oauthProviders";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { oauthIdentities, oauthProviders, oauthStates } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { findProvider, toProviderRecord } from "./oauthProviderStore.ts";

const NOT_FOUND = "Provedor de login não encontrado.";

const existing = async (tx: Executor, key: string) => {
  const row = await findProvider(tx, key);
  if (!row) throw notFound(NOT_FOUND);
  return row;
};

/** Forgets the people linked through a provider (and its sign-ins in flight). */
const forgetLinks = async (tx: Executor, key: string) => {
  await tx.delete(oauthIdentities).where(eq(oauthIdentities.providerKey, key));
  await tx.delete(oauthStates).where(eq(oauthStates.providerKey, key));
};

/** The login screen's provider buttons and the administration of the tenant's identity providers. */
export const registerOAuthProviderRoutes = (app: App) => {
  route(app, authOperations, "oauthProviders", async (request) =>
    ok(
      await inTenant(request, (tx) =>
        tx
          .select({ key: oauthProviders.key, name: oauthProviders.name })
          .from(oauthProviders)
          .where(eq(oauthProviders.enabled, true))
          .orderBy(oauthProviders.name),
      ),
    ),
  );

  route(app, oauthProvidersOperations, "list", async (request) => {
    const rows = await inTenant(request, (tx) =>
      tx.select().from(oauthProviders).orderBy(oauthProviders.name),
    );
    return ok(rows.map((row) => toProviderRecord(request, row)));
  });

  route(app, oauthProvidersOperations, "one", async (request) =>
    ok(toProviderRecord(request, await inTenant(request, (tx) => existing(tx, request.params.key)))),
  );

  route(app, oauthProvidersOperations, "create", async (request, reply) => {
    const tenant = tenantOf(request);
    const { body } = request;
    const row = await inTenant(request, async (tx) => {
      if (await findProvider(tx, body.key)) {
        throw conflict("Chave: já existe um provedor com esta chave.", {
          key: "Já existe um provedor com esta chave.",
        });
      }
      const [created] = await tx
        .insert(oauthProviders)
        .values({
          tenantId: tenant.id,
          key: body.key,
          name: body.name,
          issuer: body.issuer,
          clientId: body.client_id,
          clientSecret: body.client_secret,
          scopes: body.scopes,
          allowSignup: body.allow_signup,
          enabled: body.enabled,
        })
        .returning();
      return created!;
    });
    return reply.code(201).send(ok(toProviderRecord(request, row), "Provedor de login criado."));
  });

  route(app, oauthProvidersOperations, "update", async (request) => {
    const { body } = request;
    const row = await inTenant(request, async (tx) => {
      const before = await existing(tx, request.params.key);
      const [updated] = await tx
        .update(oauthProviders)
        .set({
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.issuer === undefined ? {} : { issuer: body.issuer }),
          ...(body.client_id === undefined ? {} : { clientId: body.client_id }),
          ...(body.client_secret === undefined ? {} : { clientSecret: body.client_secret }),
          ...(body.scopes === undefined ? {} : { scopes: body.scopes }),
          ...(body.allow_signup === undefined ? {} : { allowSignup: body.allow_signup }),
          ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
          updatedAt: new Date(),
        })
        .where(eq(oauthProviders.key, before.key))
        .returning();
      // Subjects are only unique within one issuer: links made with another one must not carry over.
      if (updated!.issuer !== before.issuer) await forgetLinks(tx, before.key);
      return updated!;
    });
    return ok(toProviderRecord(request, row), "Provedor de login salvo.");
  });

  route(app, oauthProvidersOperations, "remove", async (request) => {
    await inTenant(request, async (tx) => {
      const row = await existing(tx, request.params.key);
      await forgetLinks(tx, row.key);
      await tx.delete(oauthProviders).where(eq(oauthProviders.key, row.key));
    });
    return ok({}, "Provedor de login excluído.");
  });
};
