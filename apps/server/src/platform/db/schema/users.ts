import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { foldedSqlLiteral } from "../folding.ts";
import { createdAt, rowId, tenantId, updatedAt, version } from "./columns.ts";
import { tenants } from "./tenants.ts";

export type Address = {
  cep: string;
  street: string;
  number: string;
  complement?: string;
  district: string;
  city: string;
  state: string;
};

/** People of a tenant: athletes, staff, guardians. A person registers per tenant. */
export const users = pgTable(
  "users",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    id: rowId(),
    name: text("name").notNull(),
    socialName: text("social_name"),
    cpf: text("cpf"),
    email: text("email"),
    phone: text("phone"),
    birthdate: date("birthdate"),
    gender: text("gender"),
    motherName: text("mother_name"),
    rg: text("rg"),
    address: jsonb("address").$type<Address>(),
    imageUrl: text("image_url"),
    /** argon2id; null for people who only sign in through an identity provider. */
    passwordHash: text("password_hash"),
    isMaster: boolean("is_master").notNull().default(false),
    isSuper: boolean("is_super").notNull().default(false),
    verifyedAt: timestamp("verifyed_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    fatherName: text("father_name"),
    nationality: text("nationality"),
    birthCity: text("birth_city"),
    bloodType: text("blood_type"),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    /** Matrícula: a number per tenant, shown on the card and in lists when `ids_user` is on. */
    registrationNumber: integer("registration_number"),
    /** A new photo the person sent, waiting for staff approval (then it becomes `image_url`). */
    pendingImageUrl: text("pending_image_url"),
    imageSubmittedAt: timestamp("image_submitted_at", { withTimezone: true }),
    /** A nome social the person asked for, waiting for staff approval. */
    pendingSocialName: text("pending_social_name"),
    socialNameSubmittedAt: timestamp("social_name_submitted_at", { withTimezone: true }),
    /**
     * The guardian who manages this person (a minor, a dependent). Its foreign key is in the
     * migration (`on delete set null (guardian_id)`), which drizzle cannot declare for a composite key.
     */
    guardianId: uuid("guardian_id"),
    /** Secret of the digital card's QR code; a new one invalidates the printed cards. */
    cardToken: text("card_token"),
    /** When the person's data was anonymized after a deletion request (LGPD). */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    /**
     * The name a person is shown by in public (the approved nome social, else the name), folded as
     * the search folds terms: what the public search matches, through a trigram index, and orders
     * by. Computed by the database, so no write path can forget it.
     */
    publicNameFolded: text("public_name_folded").generatedAlwaysAs(
      sql.raw(
        foldedSqlLiteral("case when social_name is null or social_name = '' then name else social_name end"),
      ),
    ),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("users_tenant_cpf_key").on(t.tenantId, t.cpf).where(sql`${t.cpf} is not null`),
    uniqueIndex("users_tenant_card_token_key")
      .on(t.tenantId, t.cardToken)
      .where(sql`${t.cardToken} is not null`),
    uniqueIndex("users_tenant_registration_number_key")
      .on(t.tenantId, t.registrationNumber)
      .where(sql`${t.registrationNumber} is not null`),
    index("users_public_name_trgm_idx").using("gin", sql`${t.publicNameFolded} gin_trgm_ops`),
    index("users_public_name_idx").on(t.tenantId, t.publicNameFolded, t.id),
    index("users_tenant_guardian_idx").on(t.tenantId, t.guardianId).where(sql`${t.guardianId} is not null`),
    uniqueIndex("users_tenant_email_key")
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

/** Foreign key to a user of the same tenant, for child tables. */
export const userForeignKey = (
  name: string,
  columns: {
    tenantId: Parameters<typeof foreignKey>[0]["columns"][0];
    userId: Parameters<typeof foreignKey>[0]["columns"][0];
  },
) =>
  foreignKey({
    name,
    columns: [columns.tenantId, columns.userId],
    foreignColumns: [users.tenantId, users.id],
  }).onDelete("cascade");
