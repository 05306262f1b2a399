CREATE TABLE "audit_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"user_name" text,
	"action" text,
	"resource" text,
	"record_id" text,
	"record_title" text,
	"ip" text,
	"changes" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "audit_logs_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state_id" uuid NOT NULL,
	"stateregion_id" uuid,
	"name" text NOT NULL,
	"ibge_code" text,
	"capital" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "cities_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cityregions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "cityregions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"official_name" text,
	"iso2" text,
	"iso3" text,
	"phone_code" text,
	"nationality" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "countries_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "countryregions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "countryregions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"cityregion_id" uuid,
	"name" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "districts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stateregions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "stateregions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"countryregion_id" uuid,
	"name" text NOT NULL,
	"uf" text NOT NULL,
	"ibge_code" text,
	"region" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "states_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"district_id" uuid,
	"type" text,
	"name" text NOT NULL,
	"cep" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "streets_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_fk" FOREIGN KEY ("tenant_id","state_id") REFERENCES "public"."states"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_stateregion_id_fk" FOREIGN KEY ("tenant_id","stateregion_id") REFERENCES "public"."stateregions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cityregions" ADD CONSTRAINT "cityregions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cityregions" ADD CONSTRAINT "cityregions_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countryregions" ADD CONSTRAINT "countryregions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countryregions" ADD CONSTRAINT "countryregions_country_id_fk" FOREIGN KEY ("tenant_id","country_id") REFERENCES "public"."countries"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_cityregion_id_fk" FOREIGN KEY ("tenant_id","cityregion_id") REFERENCES "public"."cityregions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stateregions" ADD CONSTRAINT "stateregions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stateregions" ADD CONSTRAINT "stateregions_state_id_fk" FOREIGN KEY ("tenant_id","state_id") REFERENCES "public"."states"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_fk" FOREIGN KEY ("tenant_id","country_id") REFERENCES "public"."countries"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_countryregion_id_fk" FOREIGN KEY ("tenant_id","countryregion_id") REFERENCES "public"."countryregions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_district_id_fk" FOREIGN KEY ("tenant_id","district_id") REFERENCES "public"."districts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_search_idx" ON "audit_logs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_title_idx" ON "audit_logs" USING btree ("tenant_id","record_title");--> statement-breakpoint
CREATE INDEX "audit_logs_user_id_idx" ON "audit_logs" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("tenant_id","action");--> statement-breakpoint
CREATE INDEX "audit_logs_resource_idx" ON "audit_logs" USING btree ("tenant_id","resource");--> statement-breakpoint
CREATE INDEX "audit_logs_record_id_idx" ON "audit_logs" USING btree ("tenant_id","record_id");--> statement-breakpoint
CREATE INDEX "cities_search_idx" ON "cities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_created_idx" ON "cities" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "cities_title_idx" ON "cities" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "cities_state_id_idx" ON "cities" USING btree ("tenant_id","state_id");--> statement-breakpoint
CREATE INDEX "cities_stateregion_id_idx" ON "cities" USING btree ("tenant_id","stateregion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_ibge_code_key" ON "cities" USING btree ("tenant_id",lower("ibge_code"));--> statement-breakpoint
CREATE INDEX "cities_capital_idx" ON "cities" USING btree ("tenant_id","capital");--> statement-breakpoint
CREATE INDEX "cityregions_search_idx" ON "cityregions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cityregions_created_idx" ON "cityregions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "cityregions_title_idx" ON "cityregions" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "cityregions_city_id_idx" ON "cityregions" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "countries_search_idx" ON "countries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_created_idx" ON "countries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "countries_title_idx" ON "countries" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_key" ON "countries" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso2_key" ON "countries" USING btree ("tenant_id",lower("iso2"));--> statement-breakpoint
CREATE INDEX "countries_active_idx" ON "countries" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "countryregions_search_idx" ON "countryregions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countryregions_created_idx" ON "countryregions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "countryregions_title_idx" ON "countryregions" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "countryregions_country_id_idx" ON "countryregions" USING btree ("tenant_id","country_id");--> statement-breakpoint
CREATE INDEX "districts_search_idx" ON "districts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "districts_created_idx" ON "districts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "districts_title_idx" ON "districts" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "districts_city_id_idx" ON "districts" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "districts_cityregion_id_idx" ON "districts" USING btree ("tenant_id","cityregion_id");--> statement-breakpoint
CREATE INDEX "stateregions_search_idx" ON "stateregions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stateregions_created_idx" ON "stateregions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "stateregions_title_idx" ON "stateregions" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "stateregions_state_id_idx" ON "stateregions" USING btree ("tenant_id","state_id");--> statement-breakpoint
CREATE INDEX "states_search_idx" ON "states" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "states_created_idx" ON "states" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "states_title_idx" ON "states" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "states_country_id_idx" ON "states" USING btree ("tenant_id","country_id");--> statement-breakpoint
CREATE INDEX "states_countryregion_id_idx" ON "states" USING btree ("tenant_id","countryregion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "states_ibge_code_key" ON "states" USING btree ("tenant_id",lower("ibge_code"));--> statement-breakpoint
CREATE INDEX "states_region_idx" ON "states" USING btree ("tenant_id","region");--> statement-breakpoint
CREATE INDEX "streets_search_idx" ON "streets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "streets_created_idx" ON "streets" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "streets_title_idx" ON "streets" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "streets_city_id_idx" ON "streets" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "streets_district_id_idx" ON "streets" USING btree ("tenant_id","district_id");--> statement-breakpoint
CREATE INDEX "streets_type_idx" ON "streets" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "streets_cep_idx" ON "streets" USING btree ("tenant_id","cep");