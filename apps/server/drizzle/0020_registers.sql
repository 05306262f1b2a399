CREATE TABLE "registercontracts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"association_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lending_association_id" uuid,
	"number" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"status" text NOT NULL,
	"terminated_on" date,
	"verification_code" text,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registercontracts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registerdocuments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"documenttype_id" uuid NOT NULL,
	"blocks_approval" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registerdocuments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registergraduations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"color" text,
	"min_months_in_previous" integer NOT NULL,
	"min_age" integer,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registergraduations_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registermembershipplans" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"billing" text NOT NULL,
	"months" integer NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registermembershipplans_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registermembershiprequests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"association_id" uuid,
	"registermembershipplan_id" uuid NOT NULL,
	"registermembershipstyle_id" uuid,
	"source" text NOT NULL,
	"notes" text,
	"status" text,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"registermembership_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registermembershiprequests_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registermemberships" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"association_id" uuid,
	"registermembershipplan_id" uuid NOT NULL,
	"registermembershipstyle_id" uuid,
	"number" text,
	"status" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"debt_id" uuid,
	"reminders_sent" text,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registermemberships_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registermembershipstyleprices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registermembershipstyle_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"age_min" integer,
	"age_max" integer,
	"valid_from" date,
	"valid_until" date,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registermembershipstyleprices_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registermembershipstyles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registermembershipstyles_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registerpromotions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"register_id" uuid NOT NULL,
	"registergraduation_id" uuid NOT NULL,
	"from_graduation_id" uuid,
	"promoted_on" date NOT NULL,
	"examiner" text NOT NULL,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registerpromotions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registerrequests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"association_id" uuid,
	"registerrole_id" uuid NOT NULL,
	"registerstyle_id" uuid,
	"registergraduation_id" uuid,
	"source" text NOT NULL,
	"notes" text,
	"status" text,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"register_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registerrequests_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registerroles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registerroles_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"association_id" uuid,
	"registerrole_id" uuid NOT NULL,
	"registerstyle_id" uuid,
	"registergraduation_id" uuid,
	"graduated_on" date,
	"number" text,
	"status" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"debt_id" uuid,
	"reminders_sent" text,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registers_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registerstyleprices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registerstyle_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"age_min" integer,
	"age_max" integer,
	"valid_from" date,
	"valid_until" date,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registerstyleprices_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registerstyles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registertype_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "registerstyles_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "registertypes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"validity" text NOT NULL,
	"season_ends_on" date,
	"requesters" text NOT NULL,
	"number_prefix" text,
	"public" boolean DEFAULT false NOT NULL,
	"parq_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "registertypes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "registercontracts" ADD CONSTRAINT "registercontracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registercontracts" ADD CONSTRAINT "registercontracts_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registercontracts" ADD CONSTRAINT "registercontracts_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registercontracts" ADD CONSTRAINT "registercontracts_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registercontracts" ADD CONSTRAINT "registercontracts_lending_association_id_fk" FOREIGN KEY ("tenant_id","lending_association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerdocuments" ADD CONSTRAINT "registerdocuments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerdocuments" ADD CONSTRAINT "registerdocuments_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerdocuments" ADD CONSTRAINT "registerdocuments_documenttype_id_fk" FOREIGN KEY ("tenant_id","documenttype_id") REFERENCES "public"."documenttypes"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registergraduations" ADD CONSTRAINT "registergraduations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registergraduations" ADD CONSTRAINT "registergraduations_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershipplans" ADD CONSTRAINT "registermembershipplans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershipplans" ADD CONSTRAINT "registermembershipplans_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershiprequests" ADD CONSTRAINT "registermembershiprequests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershiprequests" ADD CONSTRAINT "registermembershiprequests_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershiprequests" ADD CONSTRAINT "registermembershiprequests_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershiprequests" ADD CONSTRAINT "registermembershiprequests_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershiprequests" ADD CONSTRAINT "registermembershiprequests_registermembershipplan_id_fk" FOREIGN KEY ("tenant_id","registermembershipplan_id") REFERENCES "public"."registermembershipplans"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershiprequests" ADD CONSTRAINT "registermembershiprequests_registermembershipstyle_id_fk" FOREIGN KEY ("tenant_id","registermembershipstyle_id") REFERENCES "public"."registermembershipstyles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershiprequests" ADD CONSTRAINT "registermembershiprequests_registermembership_id_fk" FOREIGN KEY ("tenant_id","registermembership_id") REFERENCES "public"."registermemberships"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermemberships" ADD CONSTRAINT "registermemberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermemberships" ADD CONSTRAINT "registermemberships_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermemberships" ADD CONSTRAINT "registermemberships_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermemberships" ADD CONSTRAINT "registermemberships_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermemberships" ADD CONSTRAINT "registermemberships_registermembershipplan_id_fk" FOREIGN KEY ("tenant_id","registermembershipplan_id") REFERENCES "public"."registermembershipplans"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermemberships" ADD CONSTRAINT "registermemberships_registermembershipstyle_id_fk" FOREIGN KEY ("tenant_id","registermembershipstyle_id") REFERENCES "public"."registermembershipstyles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermemberships" ADD CONSTRAINT "registermemberships_debt_id_fk" FOREIGN KEY ("tenant_id","debt_id") REFERENCES "public"."debts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershipstyleprices" ADD CONSTRAINT "registermembershipstyleprices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershipstyleprices" ADD CONSTRAINT "registermembershipstyleprices_registermembershipstyle_id_fk" FOREIGN KEY ("tenant_id","registermembershipstyle_id") REFERENCES "public"."registermembershipstyles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershipstyles" ADD CONSTRAINT "registermembershipstyles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registermembershipstyles" ADD CONSTRAINT "registermembershipstyles_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerpromotions" ADD CONSTRAINT "registerpromotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerpromotions" ADD CONSTRAINT "registerpromotions_register_id_fk" FOREIGN KEY ("tenant_id","register_id") REFERENCES "public"."registers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerpromotions" ADD CONSTRAINT "registerpromotions_registergraduation_id_fk" FOREIGN KEY ("tenant_id","registergraduation_id") REFERENCES "public"."registergraduations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerpromotions" ADD CONSTRAINT "registerpromotions_from_graduation_id_fk" FOREIGN KEY ("tenant_id","from_graduation_id") REFERENCES "public"."registergraduations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerrequests" ADD CONSTRAINT "registerrequests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerrequests" ADD CONSTRAINT "registerrequests_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerrequests" ADD CONSTRAINT "registerrequests_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerrequests" ADD CONSTRAINT "registerrequests_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerrequests" ADD CONSTRAINT "registerrequests_registerrole_id_fk" FOREIGN KEY ("tenant_id","registerrole_id") REFERENCES "public"."registerroles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerrequests" ADD CONSTRAINT "registerrequests_registerstyle_id_fk" FOREIGN KEY ("tenant_id","registerstyle_id") REFERENCES "public"."registerstyles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerrequests" ADD CONSTRAINT "registerrequests_registergraduation_id_fk" FOREIGN KEY ("tenant_id","registergraduation_id") REFERENCES "public"."registergraduations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerrequests" ADD CONSTRAINT "registerrequests_register_id_fk" FOREIGN KEY ("tenant_id","register_id") REFERENCES "public"."registers"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerroles" ADD CONSTRAINT "registerroles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerroles" ADD CONSTRAINT "registerroles_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_registerrole_id_fk" FOREIGN KEY ("tenant_id","registerrole_id") REFERENCES "public"."registerroles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_registerstyle_id_fk" FOREIGN KEY ("tenant_id","registerstyle_id") REFERENCES "public"."registerstyles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_registergraduation_id_fk" FOREIGN KEY ("tenant_id","registergraduation_id") REFERENCES "public"."registergraduations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_debt_id_fk" FOREIGN KEY ("tenant_id","debt_id") REFERENCES "public"."debts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerstyleprices" ADD CONSTRAINT "registerstyleprices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerstyleprices" ADD CONSTRAINT "registerstyleprices_registerstyle_id_fk" FOREIGN KEY ("tenant_id","registerstyle_id") REFERENCES "public"."registerstyles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerstyles" ADD CONSTRAINT "registerstyles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registerstyles" ADD CONSTRAINT "registerstyles_registertype_id_fk" FOREIGN KEY ("tenant_id","registertype_id") REFERENCES "public"."registertypes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registertypes" ADD CONSTRAINT "registertypes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registercontracts_search_idx" ON "registercontracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registercontracts_created_idx" ON "registercontracts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registercontracts_title_idx" ON "registercontracts" USING btree ("tenant_id","registertype_id","number");--> statement-breakpoint
CREATE INDEX "registercontracts_registertype_id_idx" ON "registercontracts" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE INDEX "registercontracts_user_id_idx" ON "registercontracts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "registercontracts_association_id_idx" ON "registercontracts" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "registercontracts_kind_idx" ON "registercontracts" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "registercontracts_lending_association_id_idx" ON "registercontracts" USING btree ("tenant_id","lending_association_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registercontracts_number_key" ON "registercontracts" USING btree ("tenant_id","registertype_id",lower("number"));--> statement-breakpoint
CREATE INDEX "registercontracts_status_idx" ON "registercontracts" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "registercontracts_verification_code_key" ON "registercontracts" USING btree ("tenant_id","registertype_id",lower("verification_code"));--> statement-breakpoint
CREATE INDEX "registerdocuments_search_idx" ON "registerdocuments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registerdocuments_created_idx" ON "registerdocuments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registerdocuments_title_idx" ON "registerdocuments" USING btree ("tenant_id","registertype_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "registerdocuments_registertype_id_idx" ON "registerdocuments" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registerdocuments_documenttype_id_key" ON "registerdocuments" USING btree ("tenant_id","registertype_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "registerdocuments_documenttype_id_idx" ON "registerdocuments" USING btree ("tenant_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "registergraduations_search_idx" ON "registergraduations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registergraduations_created_idx" ON "registergraduations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registergraduations_title_idx" ON "registergraduations" USING btree ("tenant_id","registertype_id","name");--> statement-breakpoint
CREATE INDEX "registergraduations_registertype_id_idx" ON "registergraduations" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registergraduations_name_key" ON "registergraduations" USING btree ("tenant_id","registertype_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "registergraduations_position_key" ON "registergraduations" USING btree ("tenant_id","registertype_id","position");--> statement-breakpoint
CREATE INDEX "registermembershipplans_search_idx" ON "registermembershipplans" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registermembershipplans_created_idx" ON "registermembershipplans" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registermembershipplans_title_idx" ON "registermembershipplans" USING btree ("tenant_id","registertype_id","name");--> statement-breakpoint
CREATE INDEX "registermembershipplans_registertype_id_idx" ON "registermembershipplans" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registermembershipplans_name_key" ON "registermembershipplans" USING btree ("tenant_id","registertype_id",lower("name"));--> statement-breakpoint
CREATE INDEX "registermembershipplans_billing_idx" ON "registermembershipplans" USING btree ("tenant_id","billing");--> statement-breakpoint
CREATE INDEX "registermembershipplans_active_idx" ON "registermembershipplans" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_search_idx" ON "registermembershiprequests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registermembershiprequests_created_idx" ON "registermembershiprequests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_title_idx" ON "registermembershiprequests" USING btree ("tenant_id","registertype_id","user_id");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_registertype_id_idx" ON "registermembershiprequests" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_user_id_idx" ON "registermembershiprequests" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_association_id_idx" ON "registermembershiprequests" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_registermembershipplan_id_idx" ON "registermembershiprequests" USING btree ("tenant_id","registermembershipplan_id");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_registermembershipstyle_id_idx" ON "registermembershiprequests" USING btree ("tenant_id","registermembershipstyle_id");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_source_idx" ON "registermembershiprequests" USING btree ("tenant_id","source");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_status_idx" ON "registermembershiprequests" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "registermembershiprequests_registermembership_id_idx" ON "registermembershiprequests" USING btree ("tenant_id","registermembership_id");--> statement-breakpoint
CREATE INDEX "registermemberships_search_idx" ON "registermemberships" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registermemberships_created_idx" ON "registermemberships" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registermemberships_title_idx" ON "registermemberships" USING btree ("tenant_id","registertype_id","number");--> statement-breakpoint
CREATE INDEX "registermemberships_registertype_id_idx" ON "registermemberships" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE INDEX "registermemberships_user_id_idx" ON "registermemberships" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "registermemberships_association_id_idx" ON "registermemberships" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "registermemberships_registermembershipplan_id_idx" ON "registermemberships" USING btree ("tenant_id","registermembershipplan_id");--> statement-breakpoint
CREATE INDEX "registermemberships_registermembershipstyle_id_idx" ON "registermemberships" USING btree ("tenant_id","registermembershipstyle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registermemberships_number_key" ON "registermemberships" USING btree ("tenant_id","registertype_id",lower("number"));--> statement-breakpoint
CREATE INDEX "registermemberships_status_idx" ON "registermemberships" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "registermemberships_ends_on_idx" ON "registermemberships" USING btree ("tenant_id","ends_on");--> statement-breakpoint
CREATE INDEX "registermemberships_debt_id_idx" ON "registermemberships" USING btree ("tenant_id","debt_id");--> statement-breakpoint
CREATE INDEX "registermembershipstyleprices_search_idx" ON "registermembershipstyleprices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registermembershipstyleprices_created_idx" ON "registermembershipstyleprices" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registermembershipstyleprices_title_idx" ON "registermembershipstyleprices" USING btree ("tenant_id","registermembershipstyle_id","name");--> statement-breakpoint
CREATE INDEX "registermembershipstyleprices_registermembershipstyle_id_idx" ON "registermembershipstyleprices" USING btree ("tenant_id","registermembershipstyle_id","created_at");--> statement-breakpoint
CREATE INDEX "registermembershipstyles_search_idx" ON "registermembershipstyles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registermembershipstyles_created_idx" ON "registermembershipstyles" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registermembershipstyles_title_idx" ON "registermembershipstyles" USING btree ("tenant_id","registertype_id","name");--> statement-breakpoint
CREATE INDEX "registermembershipstyles_registertype_id_idx" ON "registermembershipstyles" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registermembershipstyles_name_key" ON "registermembershipstyles" USING btree ("tenant_id","registertype_id",lower("name"));--> statement-breakpoint
CREATE INDEX "registermembershipstyles_active_idx" ON "registermembershipstyles" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "registerpromotions_search_idx" ON "registerpromotions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registerpromotions_created_idx" ON "registerpromotions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registerpromotions_title_idx" ON "registerpromotions" USING btree ("tenant_id","register_id","promoted_on");--> statement-breakpoint
CREATE INDEX "registerpromotions_register_id_idx" ON "registerpromotions" USING btree ("tenant_id","register_id","created_at");--> statement-breakpoint
CREATE INDEX "registerpromotions_registergraduation_id_idx" ON "registerpromotions" USING btree ("tenant_id","registergraduation_id");--> statement-breakpoint
CREATE INDEX "registerpromotions_from_graduation_id_idx" ON "registerpromotions" USING btree ("tenant_id","from_graduation_id");--> statement-breakpoint
CREATE INDEX "registerrequests_search_idx" ON "registerrequests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registerrequests_created_idx" ON "registerrequests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registerrequests_title_idx" ON "registerrequests" USING btree ("tenant_id","registertype_id","user_id");--> statement-breakpoint
CREATE INDEX "registerrequests_registertype_id_idx" ON "registerrequests" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE INDEX "registerrequests_user_id_idx" ON "registerrequests" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "registerrequests_association_id_idx" ON "registerrequests" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "registerrequests_registerrole_id_idx" ON "registerrequests" USING btree ("tenant_id","registerrole_id");--> statement-breakpoint
CREATE INDEX "registerrequests_registerstyle_id_idx" ON "registerrequests" USING btree ("tenant_id","registerstyle_id");--> statement-breakpoint
CREATE INDEX "registerrequests_registergraduation_id_idx" ON "registerrequests" USING btree ("tenant_id","registergraduation_id");--> statement-breakpoint
CREATE INDEX "registerrequests_source_idx" ON "registerrequests" USING btree ("tenant_id","source");--> statement-breakpoint
CREATE INDEX "registerrequests_status_idx" ON "registerrequests" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "registerrequests_register_id_idx" ON "registerrequests" USING btree ("tenant_id","register_id");--> statement-breakpoint
CREATE INDEX "registerroles_search_idx" ON "registerroles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registerroles_created_idx" ON "registerroles" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registerroles_title_idx" ON "registerroles" USING btree ("tenant_id","registertype_id","name");--> statement-breakpoint
CREATE INDEX "registerroles_registertype_id_idx" ON "registerroles" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registerroles_name_key" ON "registerroles" USING btree ("tenant_id","registertype_id",lower("name"));--> statement-breakpoint
CREATE INDEX "registerroles_active_idx" ON "registerroles" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "registers_search_idx" ON "registers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registers_created_idx" ON "registers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registers_title_idx" ON "registers" USING btree ("tenant_id","registertype_id","number");--> statement-breakpoint
CREATE INDEX "registers_registertype_id_idx" ON "registers" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE INDEX "registers_user_id_idx" ON "registers" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "registers_association_id_idx" ON "registers" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "registers_registerrole_id_idx" ON "registers" USING btree ("tenant_id","registerrole_id");--> statement-breakpoint
CREATE INDEX "registers_registerstyle_id_idx" ON "registers" USING btree ("tenant_id","registerstyle_id");--> statement-breakpoint
CREATE INDEX "registers_registergraduation_id_idx" ON "registers" USING btree ("tenant_id","registergraduation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registers_number_key" ON "registers" USING btree ("tenant_id","registertype_id",lower("number"));--> statement-breakpoint
CREATE INDEX "registers_status_idx" ON "registers" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "registers_ends_on_idx" ON "registers" USING btree ("tenant_id","ends_on");--> statement-breakpoint
CREATE INDEX "registers_debt_id_idx" ON "registers" USING btree ("tenant_id","debt_id");--> statement-breakpoint
CREATE INDEX "registerstyleprices_search_idx" ON "registerstyleprices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registerstyleprices_created_idx" ON "registerstyleprices" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registerstyleprices_title_idx" ON "registerstyleprices" USING btree ("tenant_id","registerstyle_id","name");--> statement-breakpoint
CREATE INDEX "registerstyleprices_registerstyle_id_idx" ON "registerstyleprices" USING btree ("tenant_id","registerstyle_id","created_at");--> statement-breakpoint
CREATE INDEX "registerstyles_search_idx" ON "registerstyles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registerstyles_created_idx" ON "registerstyles" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registerstyles_title_idx" ON "registerstyles" USING btree ("tenant_id","registertype_id","name");--> statement-breakpoint
CREATE INDEX "registerstyles_registertype_id_idx" ON "registerstyles" USING btree ("tenant_id","registertype_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registerstyles_name_key" ON "registerstyles" USING btree ("tenant_id","registertype_id",lower("name"));--> statement-breakpoint
CREATE INDEX "registerstyles_active_idx" ON "registerstyles" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "registertypes_search_idx" ON "registertypes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registertypes_created_idx" ON "registertypes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "registertypes_title_idx" ON "registertypes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "registertypes_name_key" ON "registertypes" USING btree ("tenant_id",lower("name")) WHERE "registertypes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registertypes_kind_idx" ON "registertypes" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "registertypes_validity_idx" ON "registertypes" USING btree ("tenant_id","validity");--> statement-breakpoint
CREATE INDEX "registertypes_public_idx" ON "registertypes" USING btree ("tenant_id","public");--> statement-breakpoint
CREATE INDEX "registertypes_active_idx" ON "registertypes" USING btree ("tenant_id","active");