import type { RouteResource, ScreenLoader } from "./routeTypes.ts";

// One entry per screen that exists; each import becomes its own chunk (screens load lazily per route).
export const screens = {
  allScreens: () =>
    import("../features/home/AllScreensPage.tsx").then((m) => ({ default: m.AllScreensPage })),
  about: () => import("../features/home/AboutPage.tsx").then((m) => ({ default: m.AboutPage })),
  apps: () => import("../features/home/AppsPage.tsx").then((m) => ({ default: m.AppsPage })),
  install: () => import("../features/home/InstallPage.tsx").then((m) => ({ default: m.InstallPage })),
  support: () => import("../features/home/SupportPage.tsx").then((m) => ({ default: m.SupportPage })),
  help: () => import("../features/home/HelpPage.tsx").then((m) => ({ default: m.HelpPage })),
  tutorials: () => import("../features/home/TutorialsPage.tsx").then((m) => ({ default: m.TutorialsPage })),
  maintenance: () =>
    import("../features/home/MaintenancePage.tsx").then((m) => ({ default: m.MaintenancePage })),
  loading: () => import("../features/platform/LoadingPage.tsx").then((m) => ({ default: m.LoadingPage })),
  tenants: () => import("../features/platform/TenantsPage.tsx").then((m) => ({ default: m.TenantsPage })),
  register: () => import("../features/auth/RegisterPage.tsx").then((m) => ({ default: m.RegisterPage })),
  check: () => import("../features/auth/CheckPage.tsx").then((m) => ({ default: m.CheckPage })),
  oauth: () =>
    import("../features/auth/OAuthCallbackPage.tsx").then((m) => ({ default: m.OAuthCallbackPage })),
  password: () => import("../features/my/PasswordPage.tsx").then((m) => ({ default: m.PasswordPage })),
  roles: () => import("../features/admin/RolesPage.tsx").then((m) => ({ default: m.RolesPage })),
  settings: () =>
    import("../features/admin/settings/SettingsPage.tsx").then((m) => ({ default: m.SettingsPage })),
  portalColors: () =>
    import("../features/admin/appearance/PortalColorsPage.tsx").then((m) => ({
      default: m.PortalColorsPage,
    })),
  whatsapp: () =>
    import("../features/admin/whatsapp/WhatsAppPage.tsx").then((m) => ({ default: m.WhatsAppPage })),
  permissionCatalog: () =>
    import("../features/admin/permissions/PermissionCatalogPage.tsx").then((m) => ({
      default: m.PermissionCatalogPage,
    })),
  admins: () => import("../features/admin/admins/AdminsPage.tsx").then((m) => ({ default: m.AdminsPage })),
  versions: () =>
    import("../features/admin/versions/VersionsPage.tsx").then((m) => ({ default: m.VersionsPage })),
  sitePortal: () => import("../features/site/PortalPage.tsx").then((m) => ({ default: m.PortalPage })),
  siteNews: () => import("../features/site/NewsPage.tsx").then((m) => ({ default: m.NewsPage })),
  sitePost: () => import("../features/site/PostPage.tsx").then((m) => ({ default: m.PostPage })),
  sitePage: () => import("../features/site/PagePage.tsx").then((m) => ({ default: m.PagePage })),
  siteCalendar: () => import("../features/site/CalendarPage.tsx").then((m) => ({ default: m.CalendarPage })),
  embed: () => import("../features/publish/EmbedPage.tsx").then((m) => ({ default: m.EmbedPage })),
  seed: () => import("../features/admin/seed/SeedPage.tsx").then((m) => ({ default: m.SeedPage })),
  imports: () => import("../features/imports/ImportsPage.tsx").then((m) => ({ default: m.ImportsPage })),
  importUsers: () =>
    import("../features/imports/ImportsPage.tsx").then((m) => ({ default: m.ImportUsersPage })),
  importItems: () =>
    import("../features/imports/ImportItemsPage.tsx").then((m) => ({ default: m.ImportItemsPage })),
  jobs: () => import("../features/jobs/JobsPage.tsx").then((m) => ({ default: m.JobsPage })),
  myParqs: () => import("../features/parqs/MyParqsPage.tsx").then((m) => ({ default: m.MyParqsPage })),
  parqCreate: () => import("../features/parqs/ParqFormPage.tsx").then((m) => ({ default: m.ParqCreatePage })),
  parqEdit: () => import("../features/parqs/ParqFormPage.tsx").then((m) => ({ default: m.ParqEditPage })),
  parqsPending: () =>
    import("../features/parqs/ParqPendingPage.tsx").then((m) => ({ default: m.ParqPendingPage })),
  parqShow: () => import("../features/parqs/ParqShowPage.tsx").then((m) => ({ default: m.ParqShowPage })),
  refereeBoard: () =>
    import("../features/referees/RefereeBoardPage.tsx").then((m) => ({ default: m.RefereeBoardPage })),
  myRefereeScales: () =>
    import("../features/referees/MyRefereeScalesPage.tsx").then((m) => ({ default: m.MyRefereeScalesPage })),
  searchUsers: () =>
    import("../features/publicsearch/PublicSearchPage.tsx").then((m) => ({ default: m.PublicUsersPage })),
  searchAssociations: () =>
    import("../features/publicsearch/PublicSearchPage.tsx").then((m) => ({
      default: m.PublicAssociationsPage,
    })),
  searchDocuments: () =>
    import("../features/publicsearch/PublicSearchPage.tsx").then((m) => ({ default: m.PublicDocumentsPage })),
  associationsApprove: () =>
    import("../features/associations/ReviewQueuePage.tsx").then((m) => ({
      default: m.AssociationsApprovePage,
    })),
  associationShieldsApprove: () =>
    import("../features/associations/ReviewQueuePage.tsx").then((m) => ({ default: m.ShieldsApprovePage })),
  associationClaimsApprove: () =>
    import("../features/associations/ReviewQueuePage.tsx").then((m) => ({ default: m.ClaimsApprovePage })),
  associationClaimShow: () =>
    import("../features/associations/ClaimShowPage.tsx").then((m) => ({ default: m.ClaimShowPage })),
  myAssociations: () =>
    import("../features/associations/MyAssociationsPage.tsx").then((m) => ({
      default: m.MyAssociationsPage,
    })),
  myAssociationClaims: () =>
    import("../features/associations/MyClaimsPage.tsx").then((m) => ({ default: m.MyClaimsPage })),
  myAssociationClaim: () =>
    import("../features/associations/ClaimShowPage.tsx").then((m) => ({ default: m.MyClaimShowPage })),
  registerAssociation: () =>
    import("../features/associations/RegisterAssociationPage.tsx").then((m) => ({
      default: m.RegisterAssociationPage,
    })),
  managedAssociation: () =>
    import("../features/associations/ManagedAssociationPage.tsx").then((m) => ({
      default: m.ManagedAssociationPage,
    })),
  associationToken: () =>
    import("../features/associations/LinkTokenPage.tsx").then((m) => ({ default: m.LinkTokenPage })),
  associationAthletes: () =>
    import("../features/associations/AthletesPage.tsx").then((m) => ({ default: m.AthletesPage })),
  associationAthleteRegister: () =>
    import("../features/associations/RegisterAthletePage.tsx").then((m) => ({
      default: m.RegisterAthletePage,
    })),
  myAssociationShield: () =>
    import("../features/associations/ShieldPage.tsx").then((m) => ({ default: m.MyShieldPage })),
  associationShield: () =>
    import("../features/associations/ShieldPage.tsx").then((m) => ({ default: m.StaffShieldPage })),
  educationalOccurrences: () =>
    import("../features/schools/EducationalOccurrencesPage.tsx").then((m) => ({
      default: m.EducationalOccurrencesPage,
    })),
  athleteDocuments: () =>
    import("../features/managerdocuments/AthleteDocumentsPage.tsx").then((m) => ({
      default: m.AthleteDocumentsPage,
    })),
  athleteDocumentForm: () =>
    import("../features/managerdocuments/AthleteDocumentFormPage.tsx").then((m) => ({
      default: m.AthleteDocumentFormPage,
    })),
  athleteImage: () =>
    import("../features/managerdocuments/AthleteImagePage.tsx").then((m) => ({
      default: m.AthleteImagePage,
    })),
  // The same screens for a team's members and a school's students (features/managerdocuments).
  teamMemberDocuments: () =>
    import("../features/managerdocuments/AthleteDocumentsPage.tsx").then((m) => ({
      default: m.DOCUMENTS_PAGES.team,
    })),
  teamMemberDocumentForm: () =>
    import("../features/managerdocuments/AthleteDocumentFormPage.tsx").then((m) => ({
      default: m.DOCUMENT_FORM_PAGES.team,
    })),
  teamMemberImage: () =>
    import("../features/managerdocuments/AthleteImagePage.tsx").then((m) => ({
      default: m.IMAGE_PAGES.team,
    })),
  studentDocuments: () =>
    import("../features/managerdocuments/AthleteDocumentsPage.tsx").then((m) => ({
      default: m.DOCUMENTS_PAGES.school,
    })),
  studentDocumentForm: () =>
    import("../features/managerdocuments/AthleteDocumentFormPage.tsx").then((m) => ({
      default: m.DOCUMENT_FORM_PAGES.school,
    })),
  studentImage: () =>
    import("../features/managerdocuments/AthleteImagePage.tsx").then((m) => ({
      default: m.IMAGE_PAGES.school,
    })),
  userDocumentsQueue: () =>
    import("../features/documents/DocumentsQueuePage.tsx").then((m) => ({
      default: m.UserDocumentsQueuePage,
    })),
  associationDocumentsQueue: () =>
    import("../features/documents/DocumentsQueuePage.tsx").then((m) => ({
      default: m.AssociationDocumentsQueuePage,
    })),
  personDocuments: () =>
    import("../features/documents/PersonDocumentsPage.tsx").then((m) => ({ default: m.PersonDocumentsPage })),
  personDocumentsApprove: () =>
    import("../features/documents/PersonDocumentsPage.tsx").then((m) => ({
      default: m.PersonDocumentsApprovePage,
    })),
  staffDocumentForm: () =>
    import("../features/documents/StaffDocumentFormPage.tsx").then((m) => ({
      default: m.StaffDocumentFormPage,
    })),
  staffDocumentApproveForm: () =>
    import("../features/documents/StaffDocumentFormPage.tsx").then((m) => ({
      default: m.StaffDocumentApproveFormPage,
    })),
  myDocuments: () =>
    import("../features/documents/MyDocumentsPage.tsx").then((m) => ({ default: m.MyDocumentsPage })),
  myDocumentForm: () =>
    import("../features/documents/MyDocumentFormPage.tsx").then((m) => ({ default: m.MyDocumentFormPage })),
  usersList: () => import("../features/people/UsersListPage.tsx").then((m) => ({ default: m.UsersListPage })),
  personForm: () =>
    import("../features/people/PersonFormPage.tsx").then((m) => ({ default: m.PersonFormPage })),
  personImage: () =>
    import("../features/people/PersonImagePage.tsx").then((m) => ({ default: m.PersonImagePage })),
  usersExport: () =>
    import("../features/people/UsersExportPage.tsx").then((m) => ({ default: m.UsersExportPage })),
  profilePicturesApprove: () =>
    import("../features/people/PersonQueuePage.tsx").then((m) => ({ default: m.ProfilePicturesApprovePage })),
  socialNamesApprove: () =>
    import("../features/people/PersonQueuePage.tsx").then((m) => ({ default: m.SocialNamesApprovePage })),
  usersImport: () =>
    import("../features/peopleimports/PeopleImportPages.tsx").then((m) => ({ default: m.UsersImportPage })),
  associationsImport: () =>
    import("../features/peopleimports/PeopleImportPages.tsx").then((m) => ({
      default: m.AssociationsImportPage,
    })),
  managerAthletesImport: () =>
    import("../features/peopleimports/PeopleImportPages.tsx").then((m) => ({
      default: m.ManagerAthletesImportPage,
    })),
  usersImagesImport: () =>
    import("../features/peopleimports/ImagesImportPage.tsx").then((m) => ({
      default: m.UsersImagesImportPage,
    })),
  associationsImagesImport: () =>
    import("../features/peopleimports/ImagesImportPage.tsx").then((m) => ({
      default: m.AssociationsImagesImportPage,
    })),
  denied: () => import("../features/errors/DeniedPage.tsx").then((m) => ({ default: m.DeniedPage })),
  disabled: () => import("../features/errors/DisabledPage.tsx").then((m) => ({ default: m.DisabledPage })),
  myCard: () => import("../features/my/CardPage.tsx").then((m) => ({ default: m.CardPage })),
  publicMembershipRequest: () =>
    import("../features/registers/PublicMembershipRequestPage.tsx").then((m) => ({
      default: m.PublicMembershipRequestPage,
    })),
  myMembershipRequests: () =>
    import("../features/registers/MyMembershipRequestsPage.tsx").then((m) => ({
      default: m.MyMembershipRequestsPage,
    })),
  myMembershipRequest: () =>
    import("../features/registers/MyMembershipRequestPage.tsx").then((m) => ({
      default: m.MyMembershipRequestPage,
    })),
  publicContract: () =>
    import("../features/registers/PublicContractPage.tsx").then((m) => ({ default: m.PublicContractPage })),
  cardVerification: () =>
    import("../features/my/CardVerificationPage.tsx").then((m) => ({ default: m.CardVerificationPage })),
  myData: () => import("../features/my/MyDataPage.tsx").then((m) => ({ default: m.MyDataPage })),
  myImage: () => import("../features/my/MyImagePage.tsx").then((m) => ({ default: m.MyImagePage })),
  myReports: () => import("../features/my/ReportsPage.tsx").then((m) => ({ default: m.ReportsPage })),
  myExporters: () => import("../features/my/ExportersPage.tsx").then((m) => ({ default: m.ExportersPage })),
  myStudents: () => import("../features/my/StudentsPage.tsx").then((m) => ({ default: m.StudentsPage })),
  myStudent: () => import("../features/my/StudentsPage.tsx").then((m) => ({ default: m.StudentShowPage })),
  myPrivacy: () => import("../features/privacy/PrivacyPage.tsx").then((m) => ({ default: m.MyPrivacyPage })),
  userPrivacy: () =>
    import("../features/privacy/PrivacyPage.tsx").then((m) => ({ default: m.UserPrivacyPage })),
  openCompetitions: () =>
    import("../features/competitionRegistrations/OpenCompetitionsPage.tsx").then((m) => ({
      default: m.OpenCompetitionsPage,
    })),
  regulationsList: () =>
    import("../features/regulations/RegulationsListPage.tsx").then((m) => ({
      default: m.RegulationsListPage,
    })),
  regulationShow: () =>
    import("../features/regulations/RegulationShowPage.tsx").then((m) => ({ default: m.RegulationShowPage })),
  regulationEdit: () =>
    import("../features/regulations/RegulationShowPage.tsx").then((m) => ({ default: m.RegulationEditPage })),
  regulationPoints: () =>
    import("../features/regulations/RegulationPointsPage.tsx").then((m) => ({
      default: m.RegulationPointsPage,
    })),
  regulationSequences: () =>
    import("../features/regulations/RegulationSequencesPage.tsx").then((m) => ({
      default: m.GeneralSequencesPage,
    })),
  regulationDoubleSequences: () =>
    import("../features/regulations/RegulationSequencesPage.tsx").then((m) => ({
      default: m.DoubleSequencesPage,
    })),
  regulationMultipleSequences: () =>
    import("../features/regulations/RegulationSequencesPage.tsx").then((m) => ({
      default: m.MultipleSequencesPage,
    })),
  // The games-day board (features/schedules).
  competitionSchedule: () =>
    import("../features/schedules/SchedulePage.tsx").then((m) => ({ default: m.CompetitionSchedulePage })),
  olympicsSchedule: () =>
    import("../features/schedules/SchedulePage.tsx").then((m) => ({ default: m.OlympicsSchedulePage })),
  olympicsShow: () =>
    import("../features/olympics/OlympicsShowPage.tsx").then((m) => ({ default: m.OlympicsShowPage })),
  olympicsResults: () =>
    import("../features/olympics/OlympicsResultsPage.tsx").then((m) => ({ default: m.OlympicsResultsPage })),
  publicOlympics: () =>
    import("../features/olympics/PublicOlympicsPage.tsx").then((m) => ({ default: m.PublicOlympicsPage })),
  publicCompetitions: () =>
    import("../features/publicCompetitions/PublicCompetitionsPage.tsx").then((m) => ({
      default: m.PublicCompetitionsPage,
    })),
  publicCompetition: () =>
    import("../features/publicCompetitions/PublicCompetitionPage.tsx").then((m) => ({
      default: m.PublicCompetitionPage,
    })),
  publicTeams: () =>
    import("../features/publicCompetitions/PublicTeamsPage.tsx").then((m) => ({
      default: m.PublicTeamsPage,
    })),
  publicTeam: () =>
    import("../features/publicCompetitions/PublicTeamPage.tsx").then((m) => ({ default: m.PublicTeamPage })),
  pendingTeams: () =>
    import("../features/competitionRegistrations/PendingTeamsPage.tsx").then((m) => ({
      default: m.PendingTeamsPage,
    })),
  myTeams: () => import("../features/teams/MyTeamsPage.tsx").then((m) => ({ default: m.MyTeamsPage })),
  myTeam: () => import("../features/teams/MyTeamPage.tsx").then((m) => ({ default: m.MyTeamPage })),
  associationTeams: () =>
    import("../features/teams/AssociationTeamsPage.tsx").then((m) => ({ default: m.AssociationTeamsPage })),
  managedTeam: () =>
    import("../features/teams/ManagedTeamPage.tsx").then((m) => ({ default: m.ManagedTeamPage })),
  // The competition director's screens (features/competitions).
  competitionCockpit: () =>
    import("../features/competitions/CompetitionCockpitPage.tsx").then((m) => ({
      default: m.CompetitionCockpitPage,
    })),
  competitionPots: () =>
    import("../features/competitions/PotsPage.tsx").then((m) => ({ default: m.PotsPage })),
  competitionPhaseGroups: () =>
    import("../features/competitions/PhaseGroupsPage.tsx").then((m) => ({ default: m.PhaseGroupsPage })),
  competitionGroup: () =>
    import("../features/competitions/GroupShowPage.tsx").then((m) => ({ default: m.GroupShowPage })),
  competitionGroupRounds: () =>
    import("../features/competitions/GroupShowPage.tsx").then((m) => ({ default: m.GroupRoundsPage })),
  competitionRound: () =>
    import("../features/competitions/RoundPage.tsx").then((m) => ({ default: m.RoundPage })),
  competitionPhaseDuels: () =>
    import("../features/competitions/PhaseDuelsPage.tsx").then((m) => ({ default: m.PhaseDuelsPage })),
  competitionDuelSheet: () =>
    import("../features/competitions/DuelSheetPage.tsx").then((m) => ({ default: m.DuelSheetPage })),
  competitionSecurity: () =>
    import("../features/competitions/ResultSecurityPage.tsx").then((m) => ({
      default: m.ResultSecurityPage,
    })),
  competitionAllDuels: () =>
    import("../features/competitions/AllDuelsPage.tsx").then((m) => ({ default: m.AllDuelsPage })),
  competitionFinalResults: () =>
    import("../features/competitions/AllDuelsPage.tsx").then((m) => ({ default: m.FinalResultsPage })),
  competitionClassifications: () =>
    import("../features/competitions/ClassificationsPage.tsx").then((m) => ({
      default: m.ClassificationsPage,
    })),
  // Timed and measured events (features/heats).
  heatsAll: () => import("../features/heats/AllHeatsPage.tsx").then((m) => ({ default: m.AllHeatsPage })),
  heatsPhase: () =>
    import("../features/heats/PhaseHeatsPage.tsx").then((m) => ({ default: m.PhaseHeatsPage })),
  heatSheet: () => import("../features/heats/HeatSheetPage.tsx").then((m) => ({ default: m.HeatSheetPage })),
  heatImport: () =>
    import("../features/heats/HeatImportPage.tsx").then((m) => ({ default: m.HeatImportPage })),
  // Issue 14's people screens (features/discipline).
  competitionMembers: () =>
    import("../features/discipline/CompetitionMembersPage.tsx").then((m) => ({
      default: m.CompetitionMembersPage,
    })),
  importPlayers: () =>
    import("../features/discipline/ImportPlayersPage.tsx").then((m) => ({ default: m.ImportPlayersPage })),
  competitionDocumentsStatus: () =>
    import("../features/discipline/CompetitionDocumentsPage.tsx").then((m) => ({
      default: m.CompetitionDocumentsPage,
    })),
  externalPunishments: () =>
    import("../features/discipline/ExternalPunishmentsPage.tsx").then((m) => ({
      default: m.ExternalPunishmentsPage,
    })),
  rankingTable: () =>
    import("../features/discipline/RankingTablePage.tsx").then((m) => ({ default: m.RankingTablePage })),
  debtShow: () => import("../features/bills/DebtShowPage.tsx").then((m) => ({ default: m.DebtShowPage })),
  billCreate: () =>
    import("../features/bills/BillCreatePage.tsx").then((m) => ({ default: m.BillCreatePage })),
  billShow: () => import("../features/bills/BillShowPage.tsx").then((m) => ({ default: m.BillShowPage })),
  paymentSettings: () =>
    import("../features/bills/payments/PaymentSettingsPage.tsx").then((m) => ({
      default: m.PaymentSettingsPage,
    })),
  statements: () =>
    import("../features/bills/payments/StatementsPage.tsx").then((m) => ({ default: m.StatementsPage })),
  recurrenceShow: () =>
    import("../features/bills/RecurrenceShowPage.tsx").then((m) => ({ default: m.RecurrenceShowPage })),
  // The payers' finances (/my/personalfinances, /my/associations/finances) and the finance reports.
  myBills: () => import("../features/bills/MyBillsPage.tsx").then((m) => ({ default: m.MyBillsPage })),
  myBill: () => import("../features/bills/MyBillPage.tsx").then((m) => ({ default: m.MyBillPage })),
  associationFinances: () =>
    import("../features/bills/AssociationFinancesPage.tsx").then((m) => ({
      default: m.AssociationFinancesPage,
    })),
  associationDebts: () =>
    import("../features/bills/AssociationDebtsPage.tsx").then((m) => ({ default: m.AssociationDebtsPage })),
  associationDebt: () =>
    import("../features/bills/AssociationDebtPage.tsx").then((m) => ({ default: m.AssociationDebtPage })),
  associationBills: () =>
    import("../features/bills/AssociationBillsPage.tsx").then((m) => ({ default: m.AssociationBillsPage })),
  associationBill: () =>
    import("../features/bills/AssociationBillPage.tsx").then((m) => ({ default: m.AssociationBillPage })),
  associationBillCreate: () =>
    import("../features/bills/AssociationBillCreatePage.tsx").then((m) => ({
      default: m.AssociationBillCreatePage,
    })),
  financeReports: () =>
    import("../features/bills/FinanceReportsPage.tsx").then((m) => ({ default: m.FinanceReportsPage })),
  // The imports of a register type's entries, memberships and contracts (features/registers).
  registerEntriesImport: () =>
    import("../features/registers/RegisterImportPages.tsx").then((m) => ({
      default: m.RegisterEntriesImportPage,
    })),
  registerMembershipsImport: () =>
    import("../features/registers/RegisterImportPages.tsx").then((m) => ({
      default: m.RegisterMembershipsImportPage,
    })),
  registerContractsImport: () =>
    import("../features/registers/RegisterImportPages.tsx").then((m) => ({
      default: m.RegisterContractsImportPage,
    })),
  // The staff's registers: a type's cockpit, the requests' review and queues, entries, contracts.
  registerTypeShow: () =>
    import("../features/registers/RegisterTypeShowPage.tsx").then((m) => ({
      default: m.RegisterTypeShowPage,
    })),
  registerRequestShow: () =>
    import("../features/registers/RegisterRequestShowPage.tsx").then((m) => ({
      default: m.RegisterRequestShowPage,
    })),
  membershipRequestShow: () =>
    import("../features/registers/RegisterRequestShowPage.tsx").then((m) => ({
      default: m.MembershipRequestShowPage,
    })),
  pendingRegisterRequests: () =>
    import("../features/registers/PendingRequestsPage.tsx").then((m) => ({
      default: m.PendingRegisterRequestsPage,
    })),
  pendingMembershipRequests: () =>
    import("../features/registers/PendingRequestsPage.tsx").then((m) => ({
      default: m.PendingMembershipRequestsPage,
    })),
  registerEntryShow: () =>
    import("../features/registers/RegisterEntryShowPage.tsx").then((m) => ({
      default: m.RegisterEntryShowPage,
    })),
  registerMembershipShow: () =>
    import("../features/registers/RegisterEntryShowPage.tsx").then((m) => ({
      default: m.RegisterMembershipShowPage,
    })),
  registerContractShow: () =>
    import("../features/registers/RegisterContractShowPage.tsx").then((m) => ({
      default: m.RegisterContractShowPage,
    })),
  // The association's registers (/my/associations/registers/…).
  associationRegisters: () =>
    import("../features/registers/AssociationRegistersPage.tsx").then((m) => ({
      default: m.AssociationRegistersPage,
    })),
  associationRegisterContracts: () =>
    import("../features/registers/AssociationContractsPage.tsx").then((m) => ({
      default: m.AssociationContractsPage,
    })),
  associationRegisterContract: () =>
    import("../features/registers/AssociationContractPage.tsx").then((m) => ({
      default: m.AssociationContractPage,
    })),
  associationRegisterRequests: () =>
    import("../features/registers/AssociationRequestsPage.tsx").then((m) => ({
      default: m.AssociationRequestsPage,
    })),
  associationRegisterRequest: () =>
    import("../features/registers/AssociationRequestPage.tsx").then((m) => ({
      default: m.AssociationRequestPage,
    })),
  associationRegisterRequestsCreate: () =>
    import("../features/registers/AssociationRequestsCreatePage.tsx").then((m) => ({
      default: m.AssociationRequestsCreatePage,
    })),
  associationRegisterMemberships: () =>
    import("../features/registers/AssociationMembershipsPage.tsx").then((m) => ({
      default: m.AssociationMembershipsPage,
    })),
  associationRegisterMembership: () =>
    import("../features/registers/AssociationMembershipPage.tsx").then((m) => ({
      default: m.AssociationMembershipPage,
    })),
  associationRegisterMembershipRequests: () =>
    import("../features/registers/AssociationMembershipRequestsPage.tsx").then((m) => ({
      default: m.AssociationMembershipRequestsPage,
    })),
  associationRegisterMembershipRequest: () =>
    import("../features/registers/AssociationMembershipRequestPage.tsx").then((m) => ({
      default: m.AssociationMembershipRequestPage,
    })),
} satisfies Record<string, ScreenLoader>;

/**
 * The generic screens of a resource route (list, form, detail, children list), all in one chunk;
 * the route's resource is bound here because a screen receives no props from the router.
 */
export const resourceScreen =
  (resource: RouteResource): ScreenLoader =>
  () =>
    import("../features/resources/ResourceRouteScreen.tsx").then((m) => ({
      default: m.boundResourceScreen(resource),
    }));
