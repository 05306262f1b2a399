import type { ResourceDef } from "@quadra/shared";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import type { ResourceRecord } from "./formValues.ts";

export const recordQueryKey = (name: string, id: string | undefined) => ["resource", name, "record", id];

/** One record, `GET <name>/<id>` (with the titles of the records its refs point at). */
export const useRecordQuery = ({ def, id }: { def: ResourceDef; id: string | undefined }) =>
  useQuery({
    queryKey: recordQueryKey(def.name, id),
    queryFn: ({ signal }) => resourceClient<ResourceRecord>(def).get(id!, { signal }),
    enabled: Boolean(id),
  });

/**
 * After a write, every query that names the resource is stale: its lists, its records and the
 * select options other forms show for it (whatever shape their keys have, they carry the name).
 */
export const invalidateResource = (queryClient: QueryClient, def: ResourceDef) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(def.name) });
