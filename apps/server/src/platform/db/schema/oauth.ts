import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantId, updatedAt } from "./columns.ts";
import { tenants } from "./tenants.ts";
import { userForeignKey } from "./users.ts";

/** OpenID Connect identity providers a tenant offers on its login screen (route oauth/:key/:code). */
export const oauthProviders = pgTable(
  "oauth_providers",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    clientSecret: text("client_secret").notNull(),
    scopes: text("scopes").notNull().default("openid email profile"),
    /** Create a person on first sign-in when no one has the provider's verified e-mail. */
    allowSignup: boolean("allow_signup").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

export const oauthIdentities = pgTable(
  "oauth_identities",
  {
    tenantId: tenantId(),
    providerKey: text("provider_key").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id").notNull(),
    claims: jsonb("claims").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.providerKey, t.subject] }),
    userForeignKey("oauth_identities_user_fk", { tenantId: t.tenantId, userId: t.userId }),
  ],
);

/** The state of an authorization request in flight (PKCE verifier, nonce, where to return). */
export const oauthStates = pgTable(
  "oauth_states",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    providerKey: text("provider_key").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    returnTo: text("return_to").notNull().default("/"),
    webOrigin: text("web_origin").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.state] })],
);
