import type { RegisterConfig } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../platform/api/apiClient.ts";

/** The tenant's registration settings (configs/register): the rules of /my/data and of dependents. */
export const useRegisterConfig = () =>
  useQuery({
    queryKey: ["configs", "register"],
    queryFn: () => apiRequest<RegisterConfig>({ path: "configs/register" }),
    staleTime: 60_000,
  });
