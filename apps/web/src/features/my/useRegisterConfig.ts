import { useQuery } from "@tanstack/react-query";
import { configsApi } from "../../platform/api/operations/configs.ts";

/** The tenant's registration settings (configs/register): the rules of /my/data and of dependents. */
export const useRegisterConfig = () =>
  useQuery({
    queryKey: ["configs", "register"],
    queryFn: () => configsApi.register(),
    staleTime: 60_000,
  });
