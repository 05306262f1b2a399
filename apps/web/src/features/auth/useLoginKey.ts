import { useApp } from "../../platform/state/appStore.ts";

/** The tenant's login key (spec §3: default cpf). */
export const useLoginKey = (): "cpf" | "email" => useApp((state) => state.config?.register.key ?? "cpf");
