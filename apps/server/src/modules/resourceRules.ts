import type { ResourceRules } from "../platform/resources/resourceRules.ts";
import { associationRules } from "./associations/associations.rules.ts";
import { billRules } from "./bills/bills.rules.ts";
import { debtRules } from "./bills/debts.rules.ts";
import { recurrenceRules } from "./bills/recurrences.rules.ts";
import { competitionCrewRules } from "./competitions/competitionCrews.rules.ts";
import { competitionGroupRules } from "./competitions/competitionGroups.rules.ts";
import { duelLineupRules } from "./competitions/duelLineups.rules.ts";
import { duelRules } from "./competitions/duels.rules.ts";
import { groupParticipantRules } from "./competitions/groupParticipants.rules.ts";
import { phaseRules } from "./competitions/phases.rules.ts";
import { pointDeductionRules } from "./competitions/pointDeductions.rules.ts";
import { roundRules } from "./competitions/rounds.rules.ts";
import { punishmentRules } from "./discipline/punishments.rules.ts";
import { associationDocumentRules, userDocumentRules } from "./documents/documents.rules.ts";
import { heatEntryRules, heatRules } from "./heats/heats.rules.ts";
import { refereeAppointmentRules } from "./referees/refereeAppointments.rules.ts";
import { contractRecordRules } from "./registers/registerContracts.rules.ts";
import { membershipStylePriceRules, stylePriceRules } from "./registers/registerPrices.rules.ts";
import { promotionRules } from "./registers/registerPromotions.rules.ts";
import {
  affiliationEntryRules,
  affiliationRequestRules,
  membershipEntryRules,
  membershipRequestRules,
} from "./registers/registers.rules.ts";
import { classificationZonePositionRules } from "./regulations/classificationZonePositions.rules.ts";
import { regulationRules } from "./regulations/regulations.rules.ts";
import { educationalOccurrenceRules } from "./schools/educationalOccurrences.rules.ts";
import { teamMemberRules } from "./teams/teamMembers.rules.ts";
import { teamRules } from "./teams/teams.rules.ts";

/**
 * Every resource's server rules (each declared in a `<name>.rules.ts` next to its module). The
 * generic CRUD, imports and the modules' own operations find a resource's rules here, whatever
 * routes are registered; test/resourceRules.test.ts fails when a rules file is left out.
 */
export const RESOURCE_RULES: readonly ResourceRules[] = [
  associationRules,
  userDocumentRules,
  associationDocumentRules,
  teamRules,
  teamMemberRules,
  phaseRules,
  competitionGroupRules,
  groupParticipantRules,
  roundRules,
  duelRules,
  pointDeductionRules,
  competitionCrewRules,
  duelLineupRules,
  punishmentRules,
  heatRules,
  heatEntryRules,
  refereeAppointmentRules,
  educationalOccurrenceRules,
  regulationRules,
  classificationZonePositionRules,
  debtRules,
  billRules,
  recurrenceRules,
  stylePriceRules,
  membershipStylePriceRules,
  affiliationEntryRules,
  promotionRules,
  affiliationRequestRules,
  membershipEntryRules,
  membershipRequestRules,
  contractRecordRules,
];
