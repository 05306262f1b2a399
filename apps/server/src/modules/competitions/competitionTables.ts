import { resourceTable } from "../../platform/resources/resourceTable.ts";

/** The tables the competition operations read and write, typed from their catalogue definitions. */
export const competitionTables = () => ({
  competitions: resourceTable("competitions"),
  teams: resourceTable("teams"),
  associations: resourceTable("associations"),
  phases: resourceTable("phases"),
  groups: resourceTable("competitiongroups"),
  participants: resourceTable("groupparticipants"),
  rounds: resourceTable("rounds"),
  duels: resourceTable("duels"),
  draws: resourceTable("competitiondraws"),
  deductions: resourceTable("pointdeductions"),
  regulations: resourceTable("regulations"),
  zonePositions: resourceTable("classificationzonepositions"),
});
export type CompetitionTables = ReturnType<typeof competitionTables>;
