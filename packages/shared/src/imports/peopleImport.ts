import type { RegisterSettings } from "../contracts/configs.ts";
import { f, l, o, PEOPLE_REF } from "../resources/fields.ts";
import { defineResource, type ResourceDef } from "../resources/resourceDef.ts";

/**
 * The columns a spreadsheet of people may fill (/records/users/import and a manager's
 * /my/associations/users/import/:id). People are not a registry resource (they live in the auth
 * module's `users` table), so the import engine reads this definition instead: the same field kinds
 * give the same cell reading (dd/mm/aaaa dates, "Feminino" for F), labels and column suggestions.
 * Address parts are separate columns and become the person's address; `association` names the
 * association (by name or CNPJ) the person is affiliated to.
 */
export const PEOPLE_IMPORT_GENDERS = [
  o("F", "Feminino", "Female"),
  o("M", "Masculino", "Male"),
  o("O", "Outro", "Other"),
] as const;

const PEOPLE_IMPORT_FIELDS = {
  name: f.text("Nome", "Name", { required: true, max: 160 }),
  social_name: f.text("Nome social", "Social name", { max: 160 }),
  cpf: f.cpf("CPF", "CPF"),
  email: f.email("E-mail", "E-mail"),
  phone: f.phone("Telefone", "Phone"),
  birthdate: f.date("Data de nascimento", "Birthdate"),
  gender: f.select("Gênero", "Gender", PEOPLE_IMPORT_GENDERS),
  mother_name: f.text("Nome da mãe", "Mother's name", { max: 160 }),
  father_name: f.text("Nome do pai", "Father's name", { max: 160 }),
  rg: f.text("RG", "ID card (RG)", { max: 20 }),
  nationality: f.text("Nacionalidade", "Nationality", { max: 60 }),
  birth_city: f.text("Naturalidade", "Place of birth", { max: 100 }),
  cep: f.cep("CEP", "Postal code (CEP)"),
  street: f.text("Logradouro", "Street", { max: 200 }),
  number: f.text("Número", "Number", { max: 20 }),
  complement: f.text("Complemento", "Complement", { max: 100 }),
  district: f.text("Bairro", "District", { max: 100 }),
  city: f.text("Cidade", "City", { max: 100 }),
  state: f.text("UF", "State", { max: 2 }),
  association: f.text("Entidade (nome ou CNPJ)", "Association (name or CNPJ)", { max: 200 }),
};

export type PeopleImportField = keyof typeof PEOPLE_IMPORT_FIELDS;
export const PEOPLE_ADDRESS_FIELDS = [
  "cep",
  "street",
  "number",
  "complement",
  "district",
  "city",
  "state",
] as const;

/**
 * The definition of a people import. With the tenant's registration settings, the fields those make
 * mandatory are required (so a sheet without their column is refused at the mapping); a manager's
 * import leaves out `association` (their own association is forced).
 */
export const peopleImportDef = ({
  register,
  forcedAssociation = false,
}: {
  register?: RegisterSettings;
  forcedAssociation?: boolean;
} = {}): ResourceDef => {
  const fields: Record<string, (typeof PEOPLE_IMPORT_FIELDS)[PeopleImportField]> = {
    ...PEOPLE_IMPORT_FIELDS,
  };
  if (forcedAssociation) delete fields.association;
  if (register) {
    const required = new Set<string>(register.mandatory_fields);
    if (register.cpf_required || register.key === "cpf") required.add("cpf");
    if (register.key === "email") required.add("email");
    if (required.has("address") || register.strict_address)
      for (const key of PEOPLE_ADDRESS_FIELDS) if (key !== "complement") required.add(key);
    for (const key of required)
      if (fields[key]) fields[key] = { ...fields[key], required: true } as (typeof fields)[string];
  }
  return defineResource({
    name: PEOPLE_REF,
    permission: "users",
    label: { one: l("Pessoa", "Person"), many: l("Pessoas", "People") },
    titleField: "name",
    actions: ["import"],
    fields,
  });
};
