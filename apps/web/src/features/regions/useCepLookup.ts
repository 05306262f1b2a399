import { type CepAddress, onlyDigits } from "@quadra/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../platform/api/apiError.ts";
import { regionsApi } from "../../platform/api/operations/regions.ts";

export type CepLookup = {
  /**
   * Looks the CEP up once it has 8 digits: the address, or null when there is none to use (not 8
   * digits yet, not found, service down, or superseded by a newer lookup). Never throws.
   */
  lookup: (cep: string) => Promise<CepAddress | null>;
  loading: boolean;
  /** The server's message when the last lookup failed; the person types the address instead. */
  error: string | null;
};

/** `GET cep/:cep`, quietly: a failure is shown under the CEP field, not as a notification. */
export const useCepLookup = (): CepLookup => {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the latest lookup may answer: a person who fixes a digit must not get the first CEP's street.
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const lookup = useCallback(async (cep: string) => {
    pending.current?.abort();
    pending.current = null;
    setError(null);
    const digits = onlyDigits(cep);
    if (digits.length !== 8) {
      setLoading(false);
      return null;
    }
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    try {
      return await regionsApi.cep({ params: { cep: digits }, quiet: true, signal: controller.signal });
    } catch (failure) {
      if (controller.signal.aborted) return null;
      setError(isApiError(failure) ? (failure.errors.cep ?? failure.message) : String(failure));
      return null;
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setLoading(false);
      }
    }
  }, []);

  return { lookup, loading, error };
};
