import { useQuery } from "@tanstack/react-query";
import { configsApi } from "../../platform/api/operations/configs.ts";
import { useApp } from "../../platform/state/appStore.ts";

/** configs/register, the same query (and cache) the self-registration screen reads. */
export const useRegisterSettings = () => {
  const backend = useApp((state) => state.backend);
  return useQuery({
    queryKey: ["configs/register", backend],
    queryFn: () => configsApi.register(),
  });
};

/** Whether the session holds `users` (staff of the register); a master holds everything. */
export const useIsPeopleStaff = () =>
  useApp((state) =>
    Boolean(state.info && (state.info.master || state.info.permissions_names.includes("users"))),
  );
