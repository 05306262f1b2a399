/** The staff's screens of one person's documents: plain, or in the approval context (/approve/). */
export const staffDocumentsPath = ({
  userId,
  approve,
  action,
}: {
  userId: string;
  approve: boolean;
  action?: "create" | { edit: string };
}) => {
  const base = `/records/userdocuments/${approve ? "approve/" : ""}${userId}`;
  if (!action) return base;
  return action === "create" ? `${base}/create` : `${base}/edit/${action.edit}`;
};
