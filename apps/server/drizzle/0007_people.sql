CREATE TABLE "associationclaims" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"file" text,
	"message" text,
	"status" text,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "associationclaims_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "associationdocuments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"documenttype_id" uuid NOT NULL,
	"number" text,
	"issued_on" date,
	"expires_on" date,
	"file" text NOT NULL,
	"notes" text,
	"status" text,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "associationdocuments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "associationmanagers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"since" date,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "associationmanagers_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "associations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"cnpj" text,
	"associationstype_id" uuid,
	"founded_at" date,
	"email" text,
	"phone" text,
	"site" text,
	"cep" text,
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city_id" uuid,
	"shield" text,
	"pending_shield" text,
	"status" text,
	"review_reason" text,
	"token" text,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "associations_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "associationusers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"registration" text,
	"status" text,
	"since" date,
	"until" date,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "associationusers_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "consents_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "documenttypes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"applies_to" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"validity_months" integer,
	"health" boolean DEFAULT false NOT NULL,
	"needs_number" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "documenttypes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "parqs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"q1" boolean DEFAULT false NOT NULL,
	"q2" boolean DEFAULT false NOT NULL,
	"q3" boolean DEFAULT false NOT NULL,
	"q4" boolean DEFAULT false NOT NULL,
	"q5" boolean DEFAULT false NOT NULL,
	"q6" boolean DEFAULT false NOT NULL,
	"q7" boolean DEFAULT false NOT NULL,
	"any_yes" boolean DEFAULT false NOT NULL,
	"clearance_file" text,
	"signed_at" timestamp with time zone,
	"valid_until" date,
	"status" text,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "parqs_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "privacyrequests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" text,
	"status" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "privacyrequests_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "userdocuments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"documenttype_id" uuid NOT NULL,
	"number" text,
	"issued_on" date,
	"expires_on" date,
	"file" text NOT NULL,
	"notes" text,
	"status" text,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "userdocuments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "father_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blood_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_number" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_image_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_social_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "social_name_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "associationclaims" ADD CONSTRAINT "associationclaims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationclaims" ADD CONSTRAINT "associationclaims_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationclaims" ADD CONSTRAINT "associationclaims_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationdocuments" ADD CONSTRAINT "associationdocuments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationdocuments" ADD CONSTRAINT "associationdocuments_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationdocuments" ADD CONSTRAINT "associationdocuments_documenttype_id_fk" FOREIGN KEY ("tenant_id","documenttype_id") REFERENCES "public"."documenttypes"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationmanagers" ADD CONSTRAINT "associationmanagers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationmanagers" ADD CONSTRAINT "associationmanagers_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationmanagers" ADD CONSTRAINT "associationmanagers_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_associationstype_id_fk" FOREIGN KEY ("tenant_id","associationstype_id") REFERENCES "public"."associationstypes"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationusers" ADD CONSTRAINT "associationusers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationusers" ADD CONSTRAINT "associationusers_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationusers" ADD CONSTRAINT "associationusers_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenttypes" ADD CONSTRAINT "documenttypes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parqs" ADD CONSTRAINT "parqs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parqs" ADD CONSTRAINT "parqs_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacyrequests" ADD CONSTRAINT "privacyrequests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacyrequests" ADD CONSTRAINT "privacyrequests_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userdocuments" ADD CONSTRAINT "userdocuments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userdocuments" ADD CONSTRAINT "userdocuments_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "userdocuments" ADD CONSTRAINT "userdocuments_documenttype_id_fk" FOREIGN KEY ("tenant_id","documenttype_id") REFERENCES "public"."documenttypes"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associationclaims_search_idx" ON "associationclaims" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "associationclaims_created_idx" ON "associationclaims" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "associationclaims_title_idx" ON "associationclaims" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "associationclaims_association_id_idx" ON "associationclaims" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "associationclaims_user_id_idx" ON "associationclaims" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "associationclaims_status_idx" ON "associationclaims" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "associationdocuments_search_idx" ON "associationdocuments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "associationdocuments_created_idx" ON "associationdocuments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "associationdocuments_title_idx" ON "associationdocuments" USING btree ("tenant_id","association_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "associationdocuments_association_id_idx" ON "associationdocuments" USING btree ("tenant_id","association_id","created_at");--> statement-breakpoint
CREATE INDEX "associationdocuments_documenttype_id_idx" ON "associationdocuments" USING btree ("tenant_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "associationdocuments_expires_on_idx" ON "associationdocuments" USING btree ("tenant_id","expires_on");--> statement-breakpoint
CREATE INDEX "associationdocuments_status_idx" ON "associationdocuments" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "associationmanagers_search_idx" ON "associationmanagers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "associationmanagers_created_idx" ON "associationmanagers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "associationmanagers_title_idx" ON "associationmanagers" USING btree ("tenant_id","association_id","user_id");--> statement-breakpoint
CREATE INDEX "associationmanagers_association_id_idx" ON "associationmanagers" USING btree ("tenant_id","association_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "associationmanagers_user_id_key" ON "associationmanagers" USING btree ("tenant_id","association_id","user_id");--> statement-breakpoint
CREATE INDEX "associationmanagers_user_id_idx" ON "associationmanagers" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "associationmanagers_role_idx" ON "associationmanagers" USING btree ("tenant_id","role");--> statement-breakpoint
CREATE INDEX "associations_search_idx" ON "associations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "associations_created_idx" ON "associations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "associations_title_idx" ON "associations" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "associations_cnpj_key" ON "associations" USING btree ("tenant_id","cnpj") WHERE "associations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "associations_associationstype_id_idx" ON "associations" USING btree ("tenant_id","associationstype_id");--> statement-breakpoint
CREATE INDEX "associations_city_id_idx" ON "associations" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "associations_status_idx" ON "associations" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "associationusers_search_idx" ON "associationusers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "associationusers_created_idx" ON "associationusers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "associationusers_title_idx" ON "associationusers" USING btree ("tenant_id","association_id","user_id");--> statement-breakpoint
CREATE INDEX "associationusers_association_id_idx" ON "associationusers" USING btree ("tenant_id","association_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "associationusers_user_id_key" ON "associationusers" USING btree ("tenant_id","association_id","user_id");--> statement-breakpoint
CREATE INDEX "associationusers_user_id_idx" ON "associationusers" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "associationusers_status_idx" ON "associationusers" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "consents_search_idx" ON "consents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consents_created_idx" ON "consents" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_title_idx" ON "consents" USING btree ("tenant_id","purpose");--> statement-breakpoint
CREATE INDEX "consents_user_id_idx" ON "consents" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "consents_purpose_idx" ON "consents" USING btree ("tenant_id","purpose");--> statement-breakpoint
CREATE INDEX "documenttypes_search_idx" ON "documenttypes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documenttypes_created_idx" ON "documenttypes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "documenttypes_title_idx" ON "documenttypes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "documenttypes_name_key" ON "documenttypes" USING btree ("tenant_id","applies_to",lower("name")) WHERE "documenttypes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documenttypes_applies_to_idx" ON "documenttypes" USING btree ("tenant_id","applies_to");--> statement-breakpoint
CREATE INDEX "documenttypes_required_idx" ON "documenttypes" USING btree ("tenant_id","required");--> statement-breakpoint
CREATE INDEX "documenttypes_health_idx" ON "documenttypes" USING btree ("tenant_id","health");--> statement-breakpoint
CREATE INDEX "documenttypes_active_idx" ON "documenttypes" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "parqs_search_idx" ON "parqs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parqs_created_idx" ON "parqs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "parqs_title_idx" ON "parqs" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "parqs_user_id_idx" ON "parqs" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "parqs_any_yes_idx" ON "parqs" USING btree ("tenant_id","any_yes");--> statement-breakpoint
CREATE INDEX "parqs_valid_until_idx" ON "parqs" USING btree ("tenant_id","valid_until");--> statement-breakpoint
CREATE INDEX "parqs_status_idx" ON "parqs" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "privacyrequests_search_idx" ON "privacyrequests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "privacyrequests_created_idx" ON "privacyrequests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "privacyrequests_title_idx" ON "privacyrequests" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "privacyrequests_user_id_idx" ON "privacyrequests" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "privacyrequests_kind_idx" ON "privacyrequests" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "privacyrequests_status_idx" ON "privacyrequests" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "userdocuments_search_idx" ON "userdocuments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "userdocuments_created_idx" ON "userdocuments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "userdocuments_title_idx" ON "userdocuments" USING btree ("tenant_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "userdocuments_user_id_idx" ON "userdocuments" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "userdocuments_documenttype_id_idx" ON "userdocuments" USING btree ("tenant_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "userdocuments_expires_on_idx" ON "userdocuments" USING btree ("tenant_id","expires_on");--> statement-breakpoint
CREATE INDEX "userdocuments_status_idx" ON "userdocuments" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_card_token_key" ON "users" USING btree ("tenant_id","card_token") WHERE "users"."card_token" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_registration_number_key" ON "users" USING btree ("tenant_id","registration_number") WHERE "users"."registration_number" is not null;--> statement-breakpoint
CREATE INDEX "users_tenant_guardian_idx" ON "users" USING btree ("tenant_id","guardian_id") WHERE "users"."guardian_id" is not null;--> statement-breakpoint
-- A dependent outlives their guardian: deleting the guardian clears only guardian_id (a composite key
-- with plain SET NULL would clear tenant_id too). Not declared in the drizzle schema, which cannot
-- say this.
ALTER TABLE "users" ADD CONSTRAINT "users_guardian_id_fk" FOREIGN KEY ("tenant_id","guardian_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("guardian_id") ON UPDATE no action;
