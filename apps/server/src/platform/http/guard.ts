import type { OperationGuard } from "@quadra/shared/operations/operation";

/**
 * What a tenant route declares about who may call it. Every tenant route must declare one: the
 * server refuses to start otherwise, and a snapshot test lists them all.
 */
export type RouteGuard = OperationGuard;

export const guard = (value: RouteGuard) => ({ guard: value });
