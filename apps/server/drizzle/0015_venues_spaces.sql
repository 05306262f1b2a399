CREATE TABLE "spaces" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"surface" text,
	"sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"capacity" integer,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "spaces_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "spaceschedules" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"weekday" text NOT NULL,
	"opens" time NOT NULL,
	"closes" time NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "spaceschedules_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"venuestype_id" uuid,
	"capacity" integer,
	"public" boolean DEFAULT true NOT NULL,
	"phone" text,
	"cep" text,
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city_id" uuid,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "venues_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "duels" ADD COLUMN "space_id" uuid;--> statement-breakpoint
ALTER TABLE "heats" ADD COLUMN "space_id" uuid;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_venue_id_fk" FOREIGN KEY ("tenant_id","venue_id") REFERENCES "public"."venues"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaceschedules" ADD CONSTRAINT "spaceschedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaceschedules" ADD CONSTRAINT "spaceschedules_space_id_fk" FOREIGN KEY ("tenant_id","space_id") REFERENCES "public"."spaces"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_venuestype_id_fk" FOREIGN KEY ("tenant_id","venuestype_id") REFERENCES "public"."venuestypes"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spaces_search_idx" ON "spaces" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spaces_created_idx" ON "spaces" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "spaces_title_idx" ON "spaces" USING btree ("tenant_id","venue_id","name");--> statement-breakpoint
CREATE INDEX "spaces_venue_id_idx" ON "spaces" USING btree ("tenant_id","venue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_name_key" ON "spaces" USING btree ("tenant_id","venue_id",lower("name"));--> statement-breakpoint
CREATE INDEX "spaces_kind_idx" ON "spaces" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "spaces_active_idx" ON "spaces" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "spaceschedules_search_idx" ON "spaceschedules" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spaceschedules_created_idx" ON "spaceschedules" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "spaceschedules_title_idx" ON "spaceschedules" USING btree ("tenant_id","space_id","weekday");--> statement-breakpoint
CREATE INDEX "spaceschedules_space_id_idx" ON "spaceschedules" USING btree ("tenant_id","space_id","created_at");--> statement-breakpoint
CREATE INDEX "spaceschedules_weekday_idx" ON "spaceschedules" USING btree ("tenant_id","weekday");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_created_idx" ON "venues" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "venues_title_idx" ON "venues" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_name_key" ON "venues" USING btree ("tenant_id",lower("name")) WHERE "venues"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "venues_venuestype_id_idx" ON "venues" USING btree ("tenant_id","venuestype_id");--> statement-breakpoint
CREATE INDEX "venues_public_idx" ON "venues" USING btree ("tenant_id","public");--> statement-breakpoint
CREATE INDEX "venues_city_id_idx" ON "venues" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "duels_space_id_idx" ON "duels" USING btree ("tenant_id","space_id");--> statement-breakpoint
CREATE INDEX "heats_space_id_idx" ON "heats" USING btree ("tenant_id","space_id");--> statement-breakpoint
-- Deleting a space leaves the duels and heats placed on it unplaced, never deleted
-- (FieldDef.clearOnDelete; a composite key with plain SET NULL would clear tenant_id too).
ALTER TABLE "duels" ADD CONSTRAINT "duels_space_id_fk" FOREIGN KEY ("tenant_id","space_id") REFERENCES "public"."spaces"("tenant_id","id") ON DELETE SET NULL ("space_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heats" ADD CONSTRAINT "heats_space_id_fk" FOREIGN KEY ("tenant_id","space_id") REFERENCES "public"."spaces"("tenant_id","id") ON DELETE SET NULL ("space_id") ON UPDATE no action;
