import { z } from "zod";

/** Every JSON answer of the API is one of these two shapes (ARCHITECTURE §2). */
export type ApiSuccess<T> = { status: 1; result: T; message?: string };
export type ApiFailureCode = "denied" | "disabled" | "read_only" | "locked" | "rate_limited" | "conflict";
export type ApiFailure = {
  status: 0;
  message: string;
  errors?: Record<string, string>;
  code?: ApiFailureCode;
};
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const ZApiFailure = z.object({
  status: z.literal(0),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});

/** Wraps a result schema in the success envelope (used by route contracts and the OpenAPI document). */
export const zEnvelope = <T extends z.ZodType>(result: T) =>
  z.object({ status: z.literal(1), result, message: z.string().optional() });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.string().max(64).optional(),
  q: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

export type Page<T> = { data: T[]; total: number; page: number; per_page: number };
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
