import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, rowId, tenantId } from "./columns.ts";
import { tenants } from "./tenants.ts";

export type UploadKind = "image" | "document";
export type UploadVisibility = "public" | "private";

/**
 * Files sent through the forms (images of posts, slides and sports icons; downloads and documents).
 * The bytes live in the storage under `key`; this row says what they are and who may read them.
 * `created_by` has no foreign key on purpose: a file outlives the person who sent it (a post keeps
 * its image when that staff member leaves), and a cascade would leave the stored bytes orphaned.
 */
export const uploads = pgTable(
  "uploads",
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    id: rowId(),
    key: text("key").notNull(),
    /** The original file name, sanitized, with the extension of what was stored. */
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    kind: text("kind").$type<UploadKind>().notNull(),
    visibility: text("visibility").$type<UploadVisibility>().notNull().default("private"),
    width: integer("width"),
    height: integer("height"),
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("uploads_tenant_key_key").on(t.tenantId, t.key),
    check("uploads_kind_check", sql`${t.kind} in ('image', 'document')`),
    check("uploads_visibility_check", sql`${t.visibility} in ('public', 'private')`),
  ],
);
