import { COMPETITION_EVENT } from "@quadra/shared/contracts/competitions";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { competitionsAddresses } from "../../platform/api/operations/competitions.ts";
import { openAuthorizedEventStream } from "../../platform/realtime/authorizedEventStream.ts";
import { refreshCompetition } from "./competitionsApi.ts";

/** Reads the director's stream of `url`, calling `onChange` on each change of the competition. */
const openDirectorStream = (url: string, onChange: () => void) =>
  openAuthorizedEventStream(url, COMPETITION_EVENT, onChange);

/** What opens the director's live stream: replaced in tests, which send the events themselves. */
export const directorLiveSource = { open: openDirectorStream };

/**
 * Keeps the director's screens of a competition live: each change the server announces on the
 * staff stream (a result entered elsewhere, a draw, the fixtures, the schedule) makes the
 * cockpit, the tables and the duels of that competition read again.
 */
export const useDirectorLive = (competitionId: string | undefined) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!competitionId) return;
    return directorLiveSource.open(
      operationUrl(competitionsAddresses.events, { params: { id: competitionId } }),
      () => void refreshCompetition(queryClient, competitionId),
    );
  }, [competitionId, queryClient]);
};
