import type { RegisterConfig } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../platform/api/apiClient.ts";
import { useApp } from "../../platform/state/appStore.ts";

/** configs/register, the same query (and cache) the self-registration screen reads. */
export const useRegisterSettings = () => {
  const backend = useApp((state) => state.backend);
  return useQuery({
    queryKey: ["configs/register", backend],
    queryFn: () => apiRequest<RegisterConfig>({ path: "configs/register" }),
  });
};

/** Whether the session holds `users` (staff of the register); a master holds everything. */
export const useIsPeopleStaff = () =>
  useApp((state) =>
    Boolean(state.info && (state.info.master || state.info.permissions_names.includes("users"))),
  );
