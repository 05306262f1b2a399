import type { ResourceDef } from "@quadra/shared";
import { RESOURCES } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import type { ListRecord } from "./ResourceCell.tsx";

/** The record a child list belongs to (`GET <parent>/<id>`): its title heads the list. */
export const useParentRecord = (def: ResourceDef, parentId: string | undefined) => {
  const parentDef = def.parent ? RESOURCES[def.parent.resource] : undefined;
  const query = useQuery({
    queryKey: ["resource", parentDef?.name, "record", parentId],
    queryFn: ({ signal }) => resourceClient<ListRecord>(parentDef!).get(parentId!, { signal }),
    enabled: Boolean(parentDef && parentId),
  });
  return { parentDef, parent: query.data, query };
};
