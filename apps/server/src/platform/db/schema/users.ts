import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("users_tenant_cpf_key").on(t.tenantId, t.cpf).where(sql`${t.cpf} is not null`),
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
