import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { oauthIdentities, users } from "../../platform/db/schema/index.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { nextRegistrationNumber } from "../people/registrationNumber.ts";
import { grantDefaultRoles } from "../roles/defaultRoles.ts";
import type { OAuthClaims, OAuthProviderRow } from "./oauthClient.ts";
import type { UserRow } from "./sessionInfo.ts";

export type PersonOutcome = { kind: "ok"; user: UserRow } | { kind: "refused"; message: string };

const refused = (message: string): PersonOutcome => ({ kind: "refused", message });

const userById = async (tx: Executor, id: string) =>
  (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0];

const userByEmail = async (tx: Executor, email: string) =>
  (await tx.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1))[0];

const claimsToKeep = (claims: OAuthClaims) => ({
  email: claims.email,
  email_verified: claims.emailVerified,
  name: claims.name,
});

const link = async (
  tx: Executor,
  tenantId: string,
  provider: OAuthProviderRow,
  claims: OAuthClaims,
  user: UserRow,
) => {
  await tx.insert(oauthIdentities).values({
    tenantId,
    providerKey: provider.key,
    subject: claims.sub,
    userId: user.id,
    claims: claimsToKeep(claims),
  });
  return user;
};

/** A person who signs up through a provider: no password, the tenant's default role. */
const createPerson = async (tx: Executor, tenantId: string, claims: OAuthClaims) => {
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      name: claims.name ?? claims.email ?? "Pessoa sem nome",
      // An e-mail the provider has not verified is not recorded: nobody has proven it is theirs.
      email: claims.emailVerified ? claims.email : null,
      passwordHash: null,
      termsAcceptedAt: new Date(),
      registrationNumber: await nextRegistrationNumber(tx, tenantId),
    })
    .returning();
  if (!user) throw new Error("insert returned no row");
  await grantDefaultRoles(tx, { tenantId, userId: user.id });
  return user;
};

/**
 * The person a provider's sign-in stands for: the one already linked to the subject; else the one
 * with the same e-mail when the provider has verified it (and the link is recorded); else a new
 * person when the provider allows sign-up (and the portal is open to registration and not read-only).
 * Anything else is refused with a pt-BR reason.
 */
export const resolvePerson = async (
  tx: Executor,
  input: { tenantId: string; provider: OAuthProviderRow; claims: OAuthClaims; readOnly: boolean },
): Promise<PersonOutcome> => {
  const { tenantId, provider, claims } = input;
  const [identity] = await tx
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.providerKey, provider.key), eq(oauthIdentities.subject, claims.sub)))
    .limit(1);
  let user: UserRow | undefined;
  if (identity) {
    user = await userById(tx, identity.userId);
    await tx
      .update(oauthIdentities)
      .set({ claims: claimsToKeep(claims) })
      .where(and(eq(oauthIdentities.providerKey, provider.key), eq(oauthIdentities.subject, claims.sub)));
  } else {
    const sameEmail = claims.email ? await userByEmail(tx, claims.email) : undefined;
    if (sameEmail && claims.emailVerified) user = await link(tx, tenantId, provider, claims, sameEmail);
    else if (sameEmail) {
      return refused(
        `Já existe uma conta com este e-mail, mas ${provider.name} não confirmou que ele é seu. Entre com sua senha.`,
      );
    } else if (!provider.allowSignup) {
      return refused(
        `Nenhuma conta deste portal está ligada ao seu login ${provider.name}. Entre com sua senha ou cadastre-se.`,
      );
    } else if (input.readOnly) {
      return refused("O portal está em modo somente leitura e não aceita cadastros agora. Tente mais tarde.");
    } else {
      const { settings } = await loadSettings(tx, tenantId);
      if (!settings.register.open) {
        return refused("O cadastro de pessoas está fechado neste portal. Fale com a secretaria.");
      }
      user = await link(tx, tenantId, provider, claims, await createPerson(tx, tenantId, claims));
    }
  }
  if (!user) return refused("Conta não encontrada. Entre com sua senha.");
  if (user.disabledAt) return refused("Esta conta está desativada. Fale com a secretaria da sua federação.");
  return { kind: "ok", user };
};
