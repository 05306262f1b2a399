import type { RegisterStatus, RequestSource } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import { defineResourceRules, type ManyOutcome } from "../../platform/resources/resourceRules.ts";
import { brazilDay } from "../../platform/time.ts";
import { mapInSlices } from "../../platform/timeSlices.ts";
import { linkRefusal, loadLinks } from "./associationLink.ts";
import { assignEntryNumbers } from "./entryNumbers.ts";
import { earlierEntriesIn, overlapRefusals } from "./entryOverlap.ts";
import { activeRefusal, debtStatusOf, statusMoveRefusal } from "./entryStatus.ts";
import { refuseFor, rowErrors } from "./registerLabels.ts";
import {
  heldRefusal,
  parqRefusal,
  pendingRefusal,
  planRefusal,
  type RequestResource,
  typeForRequest,
} from "./requestChecks.ts";
import { loadRefTypes, TYPED_REFS, typedRefRefusal } from "./sameTypeRefs.ts";

type Row = Record<string, unknown>;

/** Whether an update touches any of these fields. */
const touches = (values: Row, keys: string[]) => keys.some((key) => values[key] !== undefined);

/** The checks a new or changed record of a register makes on what it points at: same type, linked person. */
const refsRefusal = async (tx: Executor, tenantId: string, resource: string, row: Row) =>
  typedRefRefusal(resource, row, await loadRefTypes(tx, { tenantId, resource, rows: [row] })) ??
  linkRefusal(row, await loadLinks(tx, { tenantId, rows: [row] }));

/**
 * The rules of a register's entries (`registers`, affiliations; `registermemberships`, club
 * memberships) on every path that writes one: staff CRUD, a spreadsheet import, an approval (H2's
 * operations write through createRecord/updateRecord, so these run). The role, style, graduation,
 * plan and membership style are of the entry's own register type; an entry made through an
 * association is of one of its linked people; the server numbers each new entry
 * PREFIX-YEAR-SEQUENCE (entryNumbers.ts); the status moves only as entryStatus.ts allows, and to
 * active only with the debt paid and the validity not over; a changed end of validity clears the
 * renewal reminders already sent, so the new date is reminded of in its turn.
 */
const entryRules = (resource: "registers" | "registermemberships") => {
  const refuse = refuseFor(resource);
  const refFields = [...(TYPED_REFS[resource] ?? []).map((ref) => ref.field), "user_id", "association_id"];
  return defineResourceRules({
    resource,
    beforeCreate: async (tx, { actor, values }) => {
      refuse(await refsRefusal(tx, actor.tenantId, resource, values));
      if (values.status === "active")
        refuse(activeRefusal(values, await debtStatusOf(tx, actor.tenantId, values.debt_id)));
      // Numbered first: the type's lock it takes keeps two writes from both passing the overlap check.
      const [number] = await assignEntryNumbers(tx, { tenantId: actor.tenantId, rows: [values] });
      const [overlap] = await overlapRefusals(tx, { tenantId: actor.tenantId, resource, rows: [values] });
      refuse(overlap ?? null);
      return { number };
    },
    beforeUpdate: async (tx, { actor, current, values }) => {
      const next = { ...current, ...values };
      if (touches(values, refFields)) refuse(await refsRefusal(tx, actor.tenantId, resource, next));
      const from = current.status as RegisterStatus;
      const to = next.status as RegisterStatus;
      if (to !== from) {
        refuse(statusMoveRefusal(from, to));
        if (to === "active")
          refuse(activeRefusal(next, await debtStatusOf(tx, actor.tenantId, next.debt_id)));
      }
      if (touches(values, ["status", "starts_on", "ends_on", "user_id"])) {
        const [overlap] = await overlapRefusals(tx, {
          tenantId: actor.tenantId,
          resource,
          rows: [next],
          exceptId: String(current.id),
        });
        refuse(overlap ?? null);
      }
      // A new end of validity (a renewal, staff's correction) is another expiry to remind of: the
      // 30- and 7-day reminders of the old date (expirySweep.ts) count no more.
      if (values.ends_on !== undefined && String(values.ends_on ?? "") !== String(current.ends_on ?? ""))
        return { reminders_sent: null };
      return undefined;
    },
    // An import's batch: the catalogs' types and the people's links in one query each, then every
    // row judged in memory; the numbers of the whole batch in one read (none at a preview).
    // The rows of the write's earlier batches count from its memory (earlierEntriesIn), written or
    // not: an import may judge a batch while the one before it is still being written.
    judgesAhead: true,
    beforeCreateMany: async (tx, { actor, rows, memory, checkOnly }) => {
      const tenantId = actor.tenantId;
      const earlier = earlierEntriesIn(memory, resource);
      const [types, links] = await Promise.all([
        loadRefTypes(tx, { tenantId, resource, rows }),
        loadLinks(tx, { tenantId, rows }),
      ]);
      const outcomes = await mapInSlices(rows, (row): ManyOutcome => {
        const refusal =
          typedRefRefusal(resource, row, types) ??
          linkRefusal(row, links) ??
          (row.status === "active" ? activeRefusal(row, null) : null);
        return refusal ? rowErrors(refusal) : {};
      });
      const withOverlaps = async (numbers?: (string | null)[]) => {
        const overlaps = await overlapRefusals(tx, { tenantId, resource, rows, earlier, numbers });
        return outcomes.map((outcome, index) => {
          const overlap = overlaps[index];
          return outcome.errors || !overlap ? outcome : rowErrors(overlap);
        });
      };
      if (checkOnly) return withOverlaps();
      if (outcomes.some((outcome) => outcome.errors)) return outcomes;
      // Numbered first: the types' locks it takes keep two writes from both passing the overlap check.
      const numbers = await assignEntryNumbers(tx, { tenantId, rows });
      const judged = await withOverlaps(numbers);
      if (judged.some((outcome) => outcome.errors)) return judged;
      return numbers.map((number) => ({ values: { number } }));
    },
  });
};

export const affiliationEntryRules = entryRules("registers");
export const membershipEntryRules = entryRules("registermemberships");

/**
 * The rules of the review queues (`registerrequests`, `registermembershiprequests`) on every path
 * that writes one: the open page, the person, an association (requestCreation.ts), staff's desk
 * (the generic create and edit). A new request: its type active and accepting this requester
 * (locked, so one pending request per person and type holds under concurrency), the plan
 * available (membership), a PAR-Q when the type asks, refs of the request's own type and the
 * association's link with the person; it is born pending. Its `source` is what the module's
 * operation set (createRecord's `set`), "staff" on the generic create: the field is read-only, so
 * no body sets or changes it and staff cannot pass a desk request off as the person's. An edit: only while pending (a decided
 * request is the history of its review; 409) and the same refs again; its person never changes (the
 * field is `createOnly` in the catalog: the generic update refuses another with a 400).
 */
const REVIEW_START = { status: "pending", review_reason: null, reviewed_by: null, reviewed_at: null };
const DECIDED = "Este pedido já foi analisado: não pode mais ser alterado (faça um novo pedido, se preciso).";

const requestRules = (resource: RequestResource) => {
  const refuse = refuseFor(resource);
  const refFields = [...(TYPED_REFS[resource] ?? []).map((ref) => ref.field), "user_id", "association_id"];
  const created = resource === "registerrequests" ? "register_id" : "registermembership_id";
  return defineResourceRules({
    resource,
    beforeCreate: async (tx, { actor, values }) => {
      const tenantId = actor.tenantId;
      // `source` and the review fields are read-only: no body brings them, so a value here is the
      // server's own (a module's operation, the demo's history); none is staff's desk request.
      const source = (values.source as RequestSource | undefined) ?? "staff";
      // A request asked now; a decided one written by the server (the demo's history) is not asked.
      if (values.status === undefined || values.status === "pending") {
        const { type, refusal } = await typeForRequest(tx, tenantId, values, source);
        refuse(refusal);
        if (resource === "registermembershiprequests")
          refuse(await planRefusal(tx, tenantId, values, source));
        refuse(await pendingRefusal(tx, tenantId, resource, values));
        refuse(await heldRefusal(tx, tenantId, resource, values, brazilDay()));
        if (type?.parq_required) refuse(await parqRefusal(tx, tenantId, String(values.user_id)));
      }
      refuse(await refsRefusal(tx, tenantId, resource, values));
      const start = Object.entries({ ...REVIEW_START, [created]: null }).filter(
        ([key]) => values[key] === undefined,
      );
      return { ...Object.fromEntries(start), source };
    },
    beforeUpdate: async (tx, { actor, current, values }) => {
      const tenantId = actor.tenantId;
      if (current.status !== "pending") refuse({ status: 409, field: "status", message: DECIDED });
      const next = { ...current, ...values };
      if (current.source === "association" && !next.association_id)
        refuse({ status: 400, field: "association_id", message: "Informe a entidade que faz o pedido." });
      if (
        resource === "registermembershiprequests" &&
        values.registermembershipplan_id !== undefined &&
        values.registermembershipplan_id !== current.registermembershipplan_id
      )
        refuse(await planRefusal(tx, tenantId, next, current.source as RequestSource));
      if (touches(values, refFields)) refuse(await refsRefusal(tx, tenantId, resource, next));
      return undefined;
    },
  });
};

export const affiliationRequestRules = requestRules("registerrequests");
export const membershipRequestRules = requestRules("registermembershiprequests");
