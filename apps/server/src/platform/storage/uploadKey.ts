/**
 * The storage key of an upload: `t/<tenantId>/<yyyy>/<mm>/<id>.<ext>`. The tenant prefix lets a
 * tenant's files be listed, moved or wiped together (a cell move, a deletion); the month spreads
 * them over folders; the id is the upload's own, so a key never collides and says nothing of the
 * original file name.
 */
export const uploadKey = ({
  tenantId,
  id,
  ext,
  at = new Date(),
}: {
  tenantId: string;
  id: string;
  ext: string;
  at?: Date;
}) => {
  const month = String(at.getUTCMonth() + 1).padStart(2, "0");
  return `t/${tenantId}/${at.getUTCFullYear()}/${month}/${id}.${ext}`;
};
