import type { ApiFailureCode } from "@quadra/shared";

/** A failed call: the envelope's message, field errors and code, plus the HTTP status (0 = no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiFailureCode | undefined;
  readonly errors: Record<string, string>;

  constructor({
    message,
    status,
    code,
    errors,
  }: { message: string; status: number; code?: ApiFailureCode; errors?: Record<string, string> }) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.errors = errors ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
