import type { ApiSuccess } from "@quadra/shared";

/** The success envelope of every JSON answer. */
export const ok = <T>(result: T, message?: string): ApiSuccess<T> =>
  message === undefined ? { status: 1, result } : { status: 1, result, message };
