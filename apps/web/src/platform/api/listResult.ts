import type { Page } from "@quadra/shared";

/** Lists answer a page (`{data, total, ...}`); catalogue calls may answer a bare array. */
export const listItems = <T>(result: T[] | Page<T> | null | undefined): T[] =>
  Array.isArray(result) ? result : (result?.data ?? []);

export const listTotal = <T>(result: T[] | Page<T> | null | undefined): number =>
  Array.isArray(result) ? result.length : (result?.total ?? 0);
