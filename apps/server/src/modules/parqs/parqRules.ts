import { PARQ_KEYS, type ReviewStatus } from "@quadra/shared";
import { sql } from "drizzle-orm";

export type ParqAnswers = Record<(typeof PARQ_KEYS)[number], boolean>;

/** Whether any of the seven answers is "sim": then a medical clearance is required and staff review it. */
export const anyYes = (answers: ParqAnswers) => PARQ_KEYS.some((key) => answers[key]);

/** Who "decided" a questionnaire answered all "não": nobody needs to, so the system approves it. */
export const AUTO_REVIEWER = 'Aprovação automática (todas as respostas "não")';

export const CLEARANCE_REQUIRED =
  'Alguma resposta foi "sim": envie o atestado médico que libera a prática de atividade física.';

/**
 * The review fields a (re)signed questionnaire starts with. All "não": approved at once (the PAR-Q
 * itself says such a person may start activity; staff need not look). Any "sim": pending, until staff
 * check the clearance. A new signature always clears an earlier decision.
 */
export const reviewOnSigning = (yes: boolean, now: Date) =>
  yes
    ? { status: "pending" as ReviewStatus, review_reason: null, reviewed_by: null, reviewed_at: null }
    : {
        status: "approved" as ReviewStatus,
        review_reason: null,
        reviewed_by: AUTO_REVIEWER,
        reviewed_at: now.toISOString(),
      };

/** São Paulo's civil today, the day a signature counts from. */
export const TODAY_SP = sql`(now() at time zone 'America/Sao_Paulo')::date`;
/** A PAR-Q is valid for one year from the day it was signed (ACSM's recommendation to renew yearly). */
export const ONE_YEAR_FROM_TODAY = sql`((now() at time zone 'America/Sao_Paulo')::date + interval '1 year')::date`;
