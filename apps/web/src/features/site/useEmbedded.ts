import { EMBED_PARAM } from "@quadra/shared/embed";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** Whether the page is shown inside another site's frame (`?embed=1`, from the embed screen's snippets). */
export const useEmbedded = () => {
  const [params] = useSearchParams();
  return params.get(EMBED_PARAM) === "1";
};

/** Paths of the public site that keep the frame mode, so a framed page's links stay framed. */
export const useSitePath = () => {
  const embedded = useEmbedded();
  return useCallback(
    (path: string) => (embedded ? `${path}${path.includes("?") ? "&" : "?"}${EMBED_PARAM}=1` : path),
    [embedded],
  );
};
