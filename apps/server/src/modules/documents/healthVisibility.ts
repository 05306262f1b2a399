import { can } from "@quadra/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Viewer } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";

/** Health data (LGPD art. 11): staff see documents of a `health` type only when they also hold `parqs`. */
export const seesHealthData = (viewer: Viewer) => can(viewer, "parqs");

/**
 * The documents of `table` (userdocuments or associationdocuments) a viewer may see: all of them
 * with `parqs` (or master), otherwise those whose type is not health data.
 */
export const healthFilter = ({
  viewer,
  table,
  tenantId,
}: {
  viewer: Viewer;
  table: any;
  tenantId: string;
}): SQL | undefined => {
  if (seesHealthData(viewer)) return undefined;
  const types = resourceTable("documenttypes");
  return sql`${table.documenttype_id} not in (select ${types.id} from ${types} where ${types.tenant_id} = ${tenantId} and ${types.health})`;
};
