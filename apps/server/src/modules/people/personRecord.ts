import type { Person, PersonBody, PersonField } from "@quadra/shared";
import type { users } from "../../platform/db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A person as the API answers: never the password hash, the card's secret or the lockout counters. */
export const toPerson = (row: UserRow, guardianName: string | null = null): Person => ({
  id: row.id,
  name: row.name,
  social_name: row.socialName,
  cpf: row.cpf,
  email: row.email,
  phone: row.phone,
  birthdate: row.birthdate,
  gender: row.gender,
  mother_name: row.motherName,
  father_name: row.fatherName,
  rg: row.rg,
  nationality: row.nationality,
  birth_city: row.birthCity,
  blood_type: row.bloodType,
  emergency_contact_name: row.emergencyContactName,
  emergency_contact_phone: row.emergencyContactPhone,
  address: row.address,
  image_url: row.imageUrl,
  pending_image_url: row.pendingImageUrl,
  image_submitted_at: iso(row.imageSubmittedAt),
  pending_social_name: row.pendingSocialName,
  social_name_submitted_at: iso(row.socialNameSubmittedAt),
  registration_number: row.registrationNumber,
  guardian_id: row.guardianId,
  guardian_name: guardianName,
  master: row.isMaster,
  verifyed_at: iso(row.verifyedAt),
  disabled_at: iso(row.disabledAt),
  anonymized_at: iso(row.anonymizedAt),
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The column each registration field is stored in. */
const COLUMN_OF = {
  name: "name",
  social_name: "socialName",
  cpf: "cpf",
  email: "email",
  phone: "phone",
  birthdate: "birthdate",
  gender: "gender",
  mother_name: "motherName",
  father_name: "fatherName",
  rg: "rg",
  nationality: "nationality",
  birth_city: "birthCity",
  blood_type: "bloodType",
  emergency_contact_name: "emergencyContactName",
  emergency_contact_phone: "emergencyContactPhone",
  address: "address",
  guardian_id: "guardianId",
} as const satisfies Record<PersonField, keyof UserRow>;

/**
 * Column values of the registration fields in `fields` (all of them on create, the ones the client
 * sent on update). The schema turns a blank optional text into undefined; a field that was sent
 * blank is a field being cleared, so it is stored as null.
 */
export const columnsOf = (body: Partial<PersonBody>, fields: readonly PersonField[]) => {
  const values: Partial<Record<(typeof COLUMN_OF)[PersonField], unknown>> = {};
  for (const field of fields) {
    const value = body[field];
    values[COLUMN_OF[field]] = value === undefined || value === "" ? null : value;
  }
  return values as Partial<UserRow>;
};

/** The registration fields of a row, snake-cased, for the audit log's before/after. */
export const auditedFieldsOf = (row: UserRow) => {
  const person = toPerson(row);
  return {
    ...Object.fromEntries(Object.keys(COLUMN_OF).map((field) => [field, person[field as PersonField]])),
    image_url: person.image_url,
    pending_image_url: person.pending_image_url,
    pending_social_name: person.pending_social_name,
    registration_number: person.registration_number,
    disabled_at: person.disabled_at,
  } as Record<string, unknown>;
};
