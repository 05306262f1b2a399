import { z } from "zod";
import { PARQ_KEYS, type ReviewStatus } from "../resources/catalog/people.ts";

const UPLOAD = /^uploads\/[0-9a-f-]{36}$/i;
const answer = z.boolean({ error: "Responda Sim ou Não." });

/** The seven answers, `q1` … `q7`, each Sim (true) or Não (false). */
const ZParqAnswers = z.object(
  Object.fromEntries(PARQ_KEYS.map((key) => [key, answer])) as Record<
    (typeof PARQ_KEYS)[number],
    typeof answer
  >,
);

/**
 * A PAR-Q as the person sends it (POST my/parqs, PATCH my/parqs/:id with `version`): for
 * themselves or a dependent (`user_id`), the answers, the medical clearance when any is "sim", and
 * the declaration that the answers are true (the signature of the questionnaire).
 */
export const ZMyParqInput = ZParqAnswers.extend({
  user_id: z.uuid("Escolha a pessoa da lista.").optional(),
  clearance_file: z
    .union([
      z.string().trim().regex(UPLOAD, "Envie o arquivo pelo campo de upload."),
      z.literal(""),
      z.null(),
    ])
    .optional()
    .transform((value) => value || null),
  declaration: z.literal(true, { error: "Marque a declaração para assinar o questionário." }),
});
export type MyParqInput = z.input<typeof ZMyParqInput>;

export const ZMyParqUpdate = ZMyParqInput.omit({ user_id: true }).extend({
  version: z.number().int().min(0),
});

/** A staff decision on a pending PAR-Q: a reason is required to refuse. */
export const ZParqApproval = z.object({ reason: z.string().trim().max(1_000).optional() });
export const ZParqRejection = z.object({
  reason: z
    .string({ error: "Informe o motivo da recusa." })
    .trim()
    .min(3, "Informe o motivo da recusa.")
    .max(1_000, "Use até 1000 caracteres."),
});

/** A PAR-Q as GET my/parqs answers it (the person's own and their dependents'). */
export type MyParq = Record<(typeof PARQ_KEYS)[number], boolean> & {
  id: string;
  user_id: string;
  user_name: string;
  any_yes: boolean;
  clearance_file: string | null;
  signed_at: string | null;
  valid_until: string | null;
  status: ReviewStatus;
  review_reason: string | null;
  reviewed_at: string | null;
  version: number;
  /** Valid today: approved and not past `valid_until`. */
  valid: boolean;
  /** The person may still change it (pending or refused). */
  editable: boolean;
};

/** Who a person may answer a PAR-Q for: themselves and their dependents. */
export type ParqPerson = { id: string; name: string; self: boolean };

/** A PAR-Q as the staff's generic resource and decisions answer it (GET parqs/:id, POST parqs/:id/approve). */
export type StaffParq = Omit<MyParq, "user_name" | "valid" | "editable"> & {
  reviewed_by: string | null;
  _titles?: { user_id?: string | null };
};
