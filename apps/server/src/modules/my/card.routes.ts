import { randomBytes } from "node:crypto";
import type { CardInvalidReason } from "@quadra/shared";
import { myOperations } from "@quadra/shared/operations/my";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { uploads, users } from "../../platform/db/schema/index.ts";
import { ok } from "../../platform/http/envelope.ts";
import { notFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { type Actor, writeAudit } from "../../platform/resources/auditLog.ts";
import type { TenantContext } from "../../platform/tenancy/tenantContext.ts";
import { brazilDay } from "../../platform/time.ts";
import { maskCpf } from "../admins/adminPeople.ts";
import { authRateLimit } from "../auth/authRateLimit.ts";
import type { UserRow } from "../auth/sessionInfo.ts";
import { loadSettings } from "../configs/settingsStore.ts";
import { uploadIdsOf } from "../privacy/storedFiles.ts";
import { activeCardEntriesOf } from "../registers/cardEntries.ts";
import { displayName, loadPerson, selfActor } from "./myPerson.ts";
import { type RequiredDocumentsStatus, requiredDocumentsStatus } from "./requiredDocuments.ts";

/** 24 random bytes, URL-safe: unguessable, and short enough for a QR code a phone reads at arm's length. */
const newCardToken = () => randomBytes(24).toString("base64url");

const CARD_NOT_FOUND =
  "Carteirinha não encontrada: o código foi substituído por um mais novo ou não existe. Peça à pessoa a carteirinha atual.";

/** Why a card does not hold now, or null when it is valid. Disabled and anonymized people hold none. */
const cardInvalidReason = (person: UserRow, documents: RequiredDocumentsStatus): CardInvalidReason | null => {
  if (person.anonymizedAt) return "anonymized";
  if (person.disabledAt) return "disabled";
  if (documents.missing.length) return "documents_missing";
  if (documents.expired.length) return "documents_expired";
  return null;
};

const findByToken = async (tx: Executor, token: string) => {
  const [person] = await tx.select().from(users).where(eq(users.cardToken, token)).limit(1);
  if (!person) throw notFound(CARD_NOT_FOUND);
  return person;
};

/**
 * The digital card (/my/id) and its public verification. The QR code carries the address of the
 * verification page with `card_token`; a new token makes every earlier card (printed or saved)
 * answer "not found". The verification tells only what a gatekeeper needs to match the card to the
 * person in front of them: valid or not and why, name, photo, matrícula and the federation (LGPD).
 */
export const registerCardRoutes = (app: App) => {
  /** The card of the caller, its token made on the first view (one write; later views only read). */
  const cardOf = async (
    tx: Executor,
    { tenant, userId, rotateBy }: { tenant: TenantContext; userId: string; rotateBy?: Actor },
  ) => {
    const rotate = rotateBy !== undefined;
    const { settings } = await loadSettings(tx, tenant.id);
    let person = await loadPerson(tx, userId, { forUpdate: rotate });
    if (rotate || !person.cardToken) {
      const [row] = await tx
        .update(users)
        .set({ cardToken: newCardToken(), version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      person = row!;
      if (rotateBy)
        await writeAudit(tx, rotateBy, [
          {
            action: "update",
            resource: "users",
            recordId: userId,
            recordTitle: person.name,
            changes: { after: { card_token: "novo código (as carteirinhas anteriores deixaram de valer)" } },
          },
        ]);
    }
    const documents = await requiredDocumentsStatus(tx, userId);
    const entries = await activeCardEntriesOf(tx, {
      tenantId: tenant.id,
      userId,
      modules: tenant.modules,
      today: brazilDay(),
    });
    return {
      name: displayName(person),
      image_url: person.imageUrl,
      registration_number: settings.ids_user ? person.registrationNumber : null,
      cpf_masked: maskCpf(person.cpf),
      birthdate: person.birthdate,
      tenant_name: settings.title,
      tenant_logo: tenant.row.logoLight,
      valid_until: documents.validUntil,
      token: person.cardToken!,
      invalid_reason: cardInvalidReason(person, documents),
      entries,
    };
  };

  route(app, myOperations, "card", async (request) => {
    const tenant = tenantOf(request);
    const { user } = authOf(request);
    return ok(await inTenant(request, (tx) => cardOf(tx, { tenant, userId: user.id })));
  });

  route(app, myOperations, "newCardToken", async (request) => {
    const tenant = tenantOf(request);
    const actor = selfActor(request);
    const card = await inTenant(request, (tx) =>
      cardOf(tx, { tenant, userId: actor.userId!, rotateBy: actor }),
    );
    return ok(card, "Novo código gerado. As carteirinhas anteriores deixaram de valer.");
  });

  // Open to anyone who scans the QR code; the stricter per-address limit of the auth calls keeps
  // the endpoint from being used to probe tokens (which are 192 random bits anyway).
  const probeLimit = { config: authRateLimit(app) };
  route(
    app,
    myOperations,
    "verifyCard",
    async (request) => {
      const tenant = tenantOf(request);
      const result = await inTenant(request, async (tx) => {
        const { settings } = await loadSettings(tx, tenant.id);
        const person = await findByToken(tx, request.params.token);
        const reason = cardInvalidReason(person, await requiredDocumentsStatus(tx, person.id));
        const hidden = reason === "anonymized";
        return {
          valid: reason === null,
          reason,
          name: hidden ? null : displayName(person),
          photo_url:
            hidden || !person.imageUrl
              ? null
              : `public/cards/${encodeURIComponent(request.params.token)}/photo`,
          registration_number: hidden || !settings.ids_user ? null : person.registrationNumber,
          tenant_name: settings.title,
          // What the card vouches for: only while it is valid (an invalid card vouches for nothing).
          entries:
            reason === null
              ? await activeCardEntriesOf(tx, {
                  tenantId: tenant.id,
                  userId: person.id,
                  modules: tenant.modules,
                  today: brazilDay(),
                })
              : [],
          checked_at: new Date().toISOString(),
        };
      });
      return ok(result);
    },
    probeLimit,
  );

  route(
    app,
    myOperations,
    "cardPhoto",
    async (request, reply) => {
      const row = await inTenant(request, async (tx) => {
        const person = await findByToken(tx, request.params.token);
        const [id] = uploadIdsOf([person.anonymizedAt ? null : person.imageUrl]);
        if (!id) throw notFound("Esta pessoa não tem foto aprovada.");
        const [upload] = await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1);
        if (!upload) throw notFound("Esta pessoa não tem foto aprovada.");
        return upload;
      });
      const stored = await request.server.deps.storage.get(row.key);
      if (!stored) throw notFound("Esta pessoa não tem foto aprovada.");
      return reply
        .headers({
          "content-type": row.contentType,
          "content-length": String(stored.size),
          "x-content-type-options": "nosniff",
          // The token can be replaced at any moment: nothing keeps a copy.
          "cache-control": "private, no-store",
          "cross-origin-resource-policy": "cross-origin",
        })
        .send(stored.stream);
    },
    probeLimit,
  );
};
