import { adminsOperations } from "./admins.ts";
import { approvalsOperations } from "./approvals.ts";
import { associationAthletesOperations } from "./associationAthletes.ts";
import { associationsOperations } from "./associations.ts";
import { authOperations } from "./auth.ts";
import { billsOperations } from "./bills.ts";
import { competitionRegistrationsOperations } from "./competitionRegistrations.ts";
import { competitionsOperations } from "./competitions.ts";
import { configsOperations } from "./configs.ts";
import { disciplineOperations } from "./discipline.ts";
import { documentsOperations } from "./documents.ts";
import { financeReportsOperations } from "./financeReports.ts";
import { heatsOperations } from "./heats.ts";
import { homeOperations } from "./home.ts";
import { importsOperations } from "./imports.ts";
import { myOperations } from "./my.ts";
import { myAssociationRegistersOperations } from "./myAssociationRegisters.ts";
import { myAssociationsOperations } from "./myAssociations.ts";
import { myDocumentsOperations } from "./myDocuments.ts";
import { myFinancesOperations } from "./myFinances.ts";
import { myRegistersOperations } from "./myRegisters.ts";
import { oauthProvidersOperations } from "./oauthProviders.ts";
import { olympicsOperations } from "./olympics.ts";
import type { OperationGroup } from "./operation.ts";
import { parqsOperations } from "./parqs.ts";
import { paymentsOperations } from "./payments.ts";
import { peopleOperations } from "./people.ts";
import { peopleImportsOperations } from "./peopleImports.ts";
import { privacyOperations } from "./privacy.ts";
import { publicCompetitionsOperations } from "./publicCompetitions.ts";
import { publicRegistersOperations } from "./publicRegisters.ts";
import { publicSearchOperations } from "./publicSearch.ts";
import { realtimeOperations } from "./realtime.ts";
import { refereesOperations } from "./referees.ts";
import { regionsOperations } from "./regions.ts";
import { registerReviewsOperations } from "./registerReviews.ts";
import { regulationsOperations } from "./regulations.ts";
import { rolesOperations } from "./roles.ts";
import { schedulesOperations } from "./schedules.ts";
import { schoolStudentsOperations } from "./schoolStudents.ts";
import { schoolsOperations } from "./schools.ts";
import { seedOperations } from "./seed.ts";
import { teamMembersOperations } from "./teamMembers.ts";
import { teamsOperations } from "./teams.ts";
import { tenantsOperations } from "./tenants.ts";
import { uploadsOperations } from "./uploads.ts";
import { versionsOperations } from "./versions.ts";
import { whatsappOperations } from "./whatsapp.ts";

/**
 * Every contract group of the API, by the name of its file in this folder (which exports
 * `<name>Operations`). The server's registration test requires each operation here to have a route
 * and each custom route to come from here; `npm run api:client` writes the web client of each.
 */
export const OPERATION_GROUPS: Record<string, OperationGroup> = {
  associations: associationsOperations,
  myAssociations: myAssociationsOperations,
  documents: documentsOperations,
  discipline: disciplineOperations,
  myDocuments: myDocumentsOperations,
  associationAthletes: associationAthletesOperations,
  teamMembers: teamMembersOperations,
  schoolStudents: schoolStudentsOperations,
  admins: adminsOperations,
  approvals: approvalsOperations,
  auth: authOperations,
  bills: billsOperations,
  competitions: competitionsOperations,
  heats: heatsOperations,
  configs: configsOperations,
  home: homeOperations,
  my: myOperations,
  oauthProviders: oauthProvidersOperations,
  olympics: olympicsOperations,
  schedules: schedulesOperations,
  parqs: parqsOperations,
  people: peopleOperations,
  privacy: privacyOperations,
  publicSearch: publicSearchOperations,
  publicCompetitions: publicCompetitionsOperations,
  realtime: realtimeOperations,
  referees: refereesOperations,
  regions: regionsOperations,
  registerReviews: registerReviewsOperations,
  regulations: regulationsOperations,
  roles: rolesOperations,
  seed: seedOperations,
  schools: schoolsOperations,
  imports: importsOperations,
  peopleImports: peopleImportsOperations,
  teams: teamsOperations,
  competitionRegistrations: competitionRegistrationsOperations,
  tenants: tenantsOperations,
  uploads: uploadsOperations,
  versions: versionsOperations,
  payments: paymentsOperations,
  whatsapp: whatsappOperations,
  myFinances: myFinancesOperations,
  publicRegisters: publicRegistersOperations,
  myRegisters: myRegistersOperations,
  financeReports: financeReportsOperations,
  myAssociationRegisters: myAssociationRegistersOperations,
};
