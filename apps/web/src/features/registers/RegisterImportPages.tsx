import { ImportsPage } from "../imports/ImportsPage.tsx";

/*
 * The imports of a register's records (/registers/registertypes/:parent_id/registers/imports and
 * …/registermemberships/import, …/registercontracts/import): the imports list of that resource with
 * the wizard open on it. A sheet names each row's register type, role, style, graduation and plan by
 * name (within the row's type) and the person by cpf or name; the whole file is saved or nothing,
 * each refused row shown with the rule's own sentence.
 */
export const RegisterEntriesImportPage = () => <ImportsPage resource="registers" openWizard />;
export const RegisterMembershipsImportPage = () => <ImportsPage resource="registermemberships" openWizard />;
export const RegisterContractsImportPage = () => <ImportsPage resource="registercontracts" openWizard />;
