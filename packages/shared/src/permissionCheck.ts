/** Who is asking, as far as permission checks care. */
export type PermissionSubject = { master: boolean; permissions: readonly string[] };

/**
 * Whether a subject holds a permission. A master holds everything; `x_full` implies `x` (the full
 * scope includes the own scope).
 */
export const can = (subject: PermissionSubject | null | undefined, permission: string): boolean => {
  if (!subject) return false;
  if (subject.master) return true;
  return subject.permissions.includes(permission) || subject.permissions.includes(`${permission}_full`);
};

/** True when every listed permission is held (route flags and endpoint guards list all they need). */
export const canAll = (
  subject: PermissionSubject | null | undefined,
  permissions: readonly string[],
): boolean => permissions.every((permission) => can(subject, permission));
