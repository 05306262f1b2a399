CREATE TABLE "competitions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"season" integer,
	"sport_id" uuid,
	"category" text,
	"starts_on" date,
	"ends_on" date,
	"registration_starts_on" date,
	"registration_ends_on" date,
	"status" text NOT NULL,
	"max_members" integer,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "competitions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "educationaloccurrences" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"occurred_on" date NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"measures" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "educationaloccurrences_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sport_id" uuid,
	"association_id" uuid,
	"coordinator_id" uuid,
	"email" text,
	"phone" text,
	"cep" text,
	"street" text,
	"number" text,
	"district" text,
	"city_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "schools_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "schoolstudents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"since" date,
	"until" date,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "schoolstudents_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "teammembers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"number" integer,
	"position" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "teammembers_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"name" text NOT NULL,
	"association_id" uuid NOT NULL,
	"responsible_id" uuid,
	"status" text,
	"review_reason" text,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "teams_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educationaloccurrences" ADD CONSTRAINT "educationaloccurrences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educationaloccurrences" ADD CONSTRAINT "educationaloccurrences_school_id_fk" FOREIGN KEY ("tenant_id","school_id") REFERENCES "public"."schools"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educationaloccurrences" ADD CONSTRAINT "educationaloccurrences_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schoolstudents" ADD CONSTRAINT "schoolstudents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schoolstudents" ADD CONSTRAINT "schoolstudents_school_id_fk" FOREIGN KEY ("tenant_id","school_id") REFERENCES "public"."schools"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schoolstudents" ADD CONSTRAINT "schoolstudents_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teammembers" ADD CONSTRAINT "teammembers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teammembers" ADD CONSTRAINT "teammembers_team_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teammembers" ADD CONSTRAINT "teammembers_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_search_idx" ON "competitions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitions_created_idx" ON "competitions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitions_title_idx" ON "competitions" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "competitions_season_idx" ON "competitions" USING btree ("tenant_id","season");--> statement-breakpoint
CREATE INDEX "competitions_sport_id_idx" ON "competitions" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "competitions_starts_on_idx" ON "competitions" USING btree ("tenant_id","starts_on");--> statement-breakpoint
CREATE INDEX "competitions_status_idx" ON "competitions" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "educationaloccurrences_search_idx" ON "educationaloccurrences" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "educationaloccurrences_created_idx" ON "educationaloccurrences" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "educationaloccurrences_title_idx" ON "educationaloccurrences" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "educationaloccurrences_school_id_idx" ON "educationaloccurrences" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "educationaloccurrences_user_id_idx" ON "educationaloccurrences" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "educationaloccurrences_occurred_on_idx" ON "educationaloccurrences" USING btree ("tenant_id","occurred_on");--> statement-breakpoint
CREATE INDEX "educationaloccurrences_kind_idx" ON "educationaloccurrences" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "educationaloccurrences_status_idx" ON "educationaloccurrences" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "schools_search_idx" ON "schools" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_created_idx" ON "schools" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "schools_title_idx" ON "schools" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_key" ON "schools" USING btree ("tenant_id",lower("name")) WHERE "schools"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "schools_sport_id_idx" ON "schools" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "schools_association_id_idx" ON "schools" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "schools_coordinator_id_idx" ON "schools" USING btree ("tenant_id","coordinator_id");--> statement-breakpoint
CREATE INDEX "schools_city_id_idx" ON "schools" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "schools_active_idx" ON "schools" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "schoolstudents_search_idx" ON "schoolstudents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schoolstudents_created_idx" ON "schoolstudents" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "schoolstudents_title_idx" ON "schoolstudents" USING btree ("tenant_id","school_id","user_id");--> statement-breakpoint
CREATE INDEX "schoolstudents_school_id_idx" ON "schoolstudents" USING btree ("tenant_id","school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schoolstudents_user_id_key" ON "schoolstudents" USING btree ("tenant_id","school_id","user_id");--> statement-breakpoint
CREATE INDEX "schoolstudents_user_id_idx" ON "schoolstudents" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "schoolstudents_status_idx" ON "schoolstudents" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "teammembers_search_idx" ON "teammembers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teammembers_created_idx" ON "teammembers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "teammembers_title_idx" ON "teammembers" USING btree ("tenant_id","team_id","user_id");--> statement-breakpoint
CREATE INDEX "teammembers_team_id_idx" ON "teammembers" USING btree ("tenant_id","team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teammembers_user_id_key" ON "teammembers" USING btree ("tenant_id","team_id","user_id");--> statement-breakpoint
CREATE INDEX "teammembers_user_id_idx" ON "teammembers" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "teammembers_role_idx" ON "teammembers" USING btree ("tenant_id","role");--> statement-breakpoint
CREATE INDEX "teams_search_idx" ON "teams" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_created_idx" ON "teams" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "teams_title_idx" ON "teams" USING btree ("tenant_id","competition_id","name");--> statement-breakpoint
CREATE INDEX "teams_competition_id_idx" ON "teams" USING btree ("tenant_id","competition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_key" ON "teams" USING btree ("tenant_id","competition_id",lower("name")) WHERE "teams"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "teams_association_id_idx" ON "teams" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "teams_responsible_id_idx" ON "teams" USING btree ("tenant_id","responsible_id");--> statement-breakpoint
CREATE INDEX "teams_status_idx" ON "teams" USING btree ("tenant_id","status");--> statement-breakpoint
-- A team outlives its responsible and a school its coordinator: deleting the person clears only the
-- reference (a composite key with plain SET NULL would clear tenant_id too). Not declared in the
-- drizzle schema, which cannot say this (FieldDef.clearOnDelete).
ALTER TABLE "teams" ADD CONSTRAINT "teams_responsible_id_fk" FOREIGN KEY ("tenant_id","responsible_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("responsible_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_coordinator_id_fk" FOREIGN KEY ("tenant_id","coordinator_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("coordinator_id") ON UPDATE no action;
