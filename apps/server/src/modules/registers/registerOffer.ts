import type { OfferStyle, RegisterOffer, RegisterPrice } from "@quadra/shared/contracts/publicRegisters";
import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/**
 * Who the offer is for: "public", the open page (types open to the public, plans of the open page);
 * "person", a logged-in person asking for themselves (any active type a person may ask to, any active
 * plan). Types only associations may ask to are never offered to a person.
 */
export type OfferAudience = "public" | "person";

const textOrNull = (value: unknown) => (typeof value === "string" && value ? value : null);

/**
 * The register types a person may ask to join, with their plans and membership styles, each style
 * with the prices whose dates hold today (which band applies is the person's age: priceForAge).
 * Four queries whatever the number of types.
 */
export const registerOfferOf = async (
  tx: Executor,
  tenantId: string,
  audience: OfferAudience,
  today: string,
): Promise<RegisterOffer[]> => {
  const t = resourceTable("registertypes");
  const types = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        isNull(t.deleted_at),
        eq(t.active, true),
        ne(t.requesters, "association"),
        audience === "public" ? eq(t.public, true) : undefined,
      ),
    )
    .orderBy(asc(t.name));
  if (!types.length) return [];
  const typeIds = types.map((type) => type.id);

  const p = resourceTable("registermembershipplans");
  const plans = await tx
    .select()
    .from(p)
    .where(
      and(
        eq(p.tenant_id, tenantId),
        inArray(p.registertype_id, typeIds),
        eq(p.active, true),
        audience === "public" ? eq(p.public, true) : undefined,
      ),
    )
    .orderBy(asc(p.name));

  const s = resourceTable("registermembershipstyles");
  const styles = await tx
    .select()
    .from(s)
    .where(and(eq(s.tenant_id, tenantId), inArray(s.registertype_id, typeIds), eq(s.active, true)))
    .orderBy(asc(s.name));

  const sp = resourceTable("registermembershipstyleprices");
  const prices = styles.length
    ? await tx
        .select()
        .from(sp)
        .where(
          and(
            eq(sp.tenant_id, tenantId),
            inArray(
              sp.registermembershipstyle_id,
              styles.map((style) => style.id),
            ),
            or(isNull(sp.valid_from), sql`${sp.valid_from} <= ${today}`),
            or(isNull(sp.valid_until), sql`${sp.valid_until} >= ${today}`),
          ),
        )
        .orderBy(asc(sp.age_min))
    : [];

  const pricesOf = new Map<string, RegisterPrice[]>();
  for (const price of prices) {
    const list = pricesOf.get(price.registermembershipstyle_id) ?? [];
    list.push({
      name: price.name,
      amount_cents: Number(price.amount_cents),
      age_min: price.age_min ?? null,
      age_max: price.age_max ?? null,
      valid_from: price.valid_from ?? null,
      valid_until: price.valid_until ?? null,
    });
    pricesOf.set(price.registermembershipstyle_id, list);
  }

  // A type with no plan cannot take a request (the plan is required): it is left out.
  return types
    .map((type) => ({
      id: type.id,
      name: type.name,
      kind: type.kind,
      validity: type.validity,
      description: textOrNull(type.description),
      parq_required: Boolean(type.parq_required),
      plans: plans
        .filter((plan) => plan.registertype_id === type.id)
        .map((plan) => ({
          id: plan.id,
          name: plan.name,
          amount_cents: Number(plan.amount_cents),
          billing: plan.billing,
          months: Number(plan.months),
          description: textOrNull(plan.description),
        })),
      styles: styles
        .filter((style) => style.registertype_id === type.id)
        .map(
          (style): OfferStyle => ({
            id: style.id,
            name: style.name,
            description: textOrNull(style.description),
            prices: pricesOf.get(style.id) ?? [],
          }),
        ),
    }))
    .filter((offer) => offer.plans.length > 0);
};
