CREATE TABLE "classificationzonepositions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"color" text NOT NULL,
	"best_placed" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "classificationzonepositions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "classificationzones" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "classificationzones_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "competitiondraws" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"phase_id" uuid NOT NULL,
	"seed" text,
	"pots" jsonb,
	"groups" jsonb,
	"conflicts" integer,
	"drawn_by" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "competitiondraws_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "competitiongroups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"phase_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "competitiongroups_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "competitionscategories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"min_age" integer,
	"max_age" integer,
	"position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "competitionscategories_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "competitionsseries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "competitionsseries_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "competitionsstages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "competitionsstages_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "duels" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"competition_id" uuid,
	"number" integer,
	"bracket_match" text,
	"home_team_id" uuid,
	"away_team_id" uuid,
	"scheduled_at" timestamp with time zone,
	"place" text,
	"court" text,
	"home_score" integer,
	"away_score" integer,
	"sets" jsonb,
	"walkover" text,
	"overtime" boolean DEFAULT false NOT NULL,
	"shootout_home" integer,
	"shootout_away" integer,
	"cards" jsonb,
	"status" text,
	"result_by" uuid,
	"result_at" timestamp with time zone,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "duels_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "groupparticipants" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"seed" integer,
	"pot" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "groupparticipants_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer,
	"format" text NOT NULL,
	"groups_count" integer,
	"legs" integer,
	"third_place" boolean DEFAULT false NOT NULL,
	"swiss_rounds" integer,
	"entry" text NOT NULL,
	"qualifiers_per_group" integer,
	"best_placed" integer,
	"regulation_id" uuid,
	"classificationzone_id" uuid,
	"status" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "phases_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pointdeductions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"phase_id" uuid,
	"points" integer NOT NULL,
	"decided_on" date,
	"reason" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "pointdeductions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "regulations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sport_id" uuid,
	"scoring" text NOT NULL,
	"walkover_winner_score" integer,
	"walkover_loser_score" integer,
	"preset" text,
	"points" jsonb,
	"sequences" jsonb,
	"doublesequences" jsonb,
	"multiplesequences" jsonb,
	"fair_play" jsonb,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "regulations_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"number" integer,
	"name" text NOT NULL,
	"leg" integer,
	"starts_on" date,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "rounds_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "regulation_id" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "classificationzonepositions" ADD CONSTRAINT "classificationzonepositions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificationzonepositions" ADD CONSTRAINT "classificationzonepositions_zone_id_fk" FOREIGN KEY ("tenant_id","zone_id") REFERENCES "public"."classificationzones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificationzones" ADD CONSTRAINT "classificationzones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitiondraws" ADD CONSTRAINT "competitiondraws_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitiondraws" ADD CONSTRAINT "competitiondraws_phase_id_fk" FOREIGN KEY ("tenant_id","phase_id") REFERENCES "public"."phases"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitiongroups" ADD CONSTRAINT "competitiongroups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitiongroups" ADD CONSTRAINT "competitiongroups_phase_id_fk" FOREIGN KEY ("tenant_id","phase_id") REFERENCES "public"."phases"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitionscategories" ADD CONSTRAINT "competitionscategories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitionsseries" ADD CONSTRAINT "competitionsseries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitionsstages" ADD CONSTRAINT "competitionsstages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duels" ADD CONSTRAINT "duels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duels" ADD CONSTRAINT "duels_round_id_fk" FOREIGN KEY ("tenant_id","round_id") REFERENCES "public"."rounds"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duels" ADD CONSTRAINT "duels_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duels" ADD CONSTRAINT "duels_home_team_id_fk" FOREIGN KEY ("tenant_id","home_team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duels" ADD CONSTRAINT "duels_away_team_id_fk" FOREIGN KEY ("tenant_id","away_team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupparticipants" ADD CONSTRAINT "groupparticipants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupparticipants" ADD CONSTRAINT "groupparticipants_group_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."competitiongroups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupparticipants" ADD CONSTRAINT "groupparticipants_team_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_regulation_id_fk" FOREIGN KEY ("tenant_id","regulation_id") REFERENCES "public"."regulations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_classificationzone_id_fk" FOREIGN KEY ("tenant_id","classificationzone_id") REFERENCES "public"."classificationzones"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointdeductions" ADD CONSTRAINT "pointdeductions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointdeductions" ADD CONSTRAINT "pointdeductions_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointdeductions" ADD CONSTRAINT "pointdeductions_team_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointdeductions" ADD CONSTRAINT "pointdeductions_phase_id_fk" FOREIGN KEY ("tenant_id","phase_id") REFERENCES "public"."phases"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulations" ADD CONSTRAINT "regulations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulations" ADD CONSTRAINT "regulations_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_group_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."competitiongroups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classificationzonepositions_search_idx" ON "classificationzonepositions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classificationzonepositions_created_idx" ON "classificationzonepositions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "classificationzonepositions_title_idx" ON "classificationzonepositions" USING btree ("tenant_id","zone_id","label");--> statement-breakpoint
CREATE INDEX "classificationzonepositions_zone_id_idx" ON "classificationzonepositions" USING btree ("tenant_id","zone_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "classificationzonepositions_position_key" ON "classificationzonepositions" USING btree ("tenant_id","zone_id","position");--> statement-breakpoint
CREATE INDEX "classificationzones_search_idx" ON "classificationzones" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classificationzones_created_idx" ON "classificationzones" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "classificationzones_title_idx" ON "classificationzones" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "classificationzones_name_key" ON "classificationzones" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "competitiondraws_search_idx" ON "competitiondraws" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitiondraws_created_idx" ON "competitiondraws" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitiondraws_title_idx" ON "competitiondraws" USING btree ("tenant_id","phase_id","seed");--> statement-breakpoint
CREATE INDEX "competitiondraws_phase_id_idx" ON "competitiondraws" USING btree ("tenant_id","phase_id","created_at");--> statement-breakpoint
CREATE INDEX "competitiondraws_drawn_by_idx" ON "competitiondraws" USING btree ("tenant_id","drawn_by");--> statement-breakpoint
CREATE INDEX "competitiongroups_search_idx" ON "competitiongroups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitiongroups_created_idx" ON "competitiongroups" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitiongroups_title_idx" ON "competitiongroups" USING btree ("tenant_id","phase_id","name");--> statement-breakpoint
CREATE INDEX "competitiongroups_phase_id_idx" ON "competitiongroups" USING btree ("tenant_id","phase_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "competitiongroups_name_key" ON "competitiongroups" USING btree ("tenant_id","phase_id",lower("name"));--> statement-breakpoint
CREATE INDEX "competitionscategories_search_idx" ON "competitionscategories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitionscategories_created_idx" ON "competitionscategories" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitionscategories_title_idx" ON "competitionscategories" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "competitionscategories_name_key" ON "competitionscategories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "competitionscategories_gender_idx" ON "competitionscategories" USING btree ("tenant_id","gender");--> statement-breakpoint
CREATE INDEX "competitionscategories_active_idx" ON "competitionscategories" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "competitionsseries_search_idx" ON "competitionsseries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitionsseries_created_idx" ON "competitionsseries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitionsseries_title_idx" ON "competitionsseries" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "competitionsseries_name_key" ON "competitionsseries" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "competitionsseries_active_idx" ON "competitionsseries" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "competitionsstages_search_idx" ON "competitionsstages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitionsstages_created_idx" ON "competitionsstages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitionsstages_title_idx" ON "competitionsstages" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "competitionsstages_name_key" ON "competitionsstages" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "competitionsstages_active_idx" ON "competitionsstages" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "duels_search_idx" ON "duels" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "duels_created_idx" ON "duels" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "duels_title_idx" ON "duels" USING btree ("tenant_id","round_id","number");--> statement-breakpoint
CREATE INDEX "duels_round_id_idx" ON "duels" USING btree ("tenant_id","round_id","created_at");--> statement-breakpoint
CREATE INDEX "duels_competition_id_idx" ON "duels" USING btree ("tenant_id","competition_id");--> statement-breakpoint
CREATE INDEX "duels_home_team_id_idx" ON "duels" USING btree ("tenant_id","home_team_id");--> statement-breakpoint
CREATE INDEX "duels_away_team_id_idx" ON "duels" USING btree ("tenant_id","away_team_id");--> statement-breakpoint
CREATE INDEX "duels_scheduled_at_idx" ON "duels" USING btree ("tenant_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "duels_status_idx" ON "duels" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "duels_result_by_idx" ON "duels" USING btree ("tenant_id","result_by");--> statement-breakpoint
CREATE INDEX "duels_confirmed_by_idx" ON "duels" USING btree ("tenant_id","confirmed_by");--> statement-breakpoint
CREATE INDEX "groupparticipants_search_idx" ON "groupparticipants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groupparticipants_created_idx" ON "groupparticipants" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "groupparticipants_title_idx" ON "groupparticipants" USING btree ("tenant_id","group_id","team_id");--> statement-breakpoint
CREATE INDEX "groupparticipants_group_id_idx" ON "groupparticipants" USING btree ("tenant_id","group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "groupparticipants_team_id_key" ON "groupparticipants" USING btree ("tenant_id","group_id","team_id");--> statement-breakpoint
CREATE INDEX "groupparticipants_team_id_idx" ON "groupparticipants" USING btree ("tenant_id","team_id");--> statement-breakpoint
CREATE INDEX "phases_search_idx" ON "phases" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "phases_created_idx" ON "phases" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "phases_title_idx" ON "phases" USING btree ("tenant_id","competition_id","name");--> statement-breakpoint
CREATE INDEX "phases_competition_id_idx" ON "phases" USING btree ("tenant_id","competition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phases_name_key" ON "phases" USING btree ("tenant_id","competition_id",lower("name"));--> statement-breakpoint
CREATE INDEX "phases_regulation_id_idx" ON "phases" USING btree ("tenant_id","regulation_id");--> statement-breakpoint
CREATE INDEX "phases_classificationzone_id_idx" ON "phases" USING btree ("tenant_id","classificationzone_id");--> statement-breakpoint
CREATE INDEX "pointdeductions_search_idx" ON "pointdeductions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pointdeductions_created_idx" ON "pointdeductions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "pointdeductions_title_idx" ON "pointdeductions" USING btree ("tenant_id","competition_id","reason");--> statement-breakpoint
CREATE INDEX "pointdeductions_competition_id_idx" ON "pointdeductions" USING btree ("tenant_id","competition_id","created_at");--> statement-breakpoint
CREATE INDEX "pointdeductions_team_id_idx" ON "pointdeductions" USING btree ("tenant_id","team_id");--> statement-breakpoint
CREATE INDEX "pointdeductions_phase_id_idx" ON "pointdeductions" USING btree ("tenant_id","phase_id");--> statement-breakpoint
CREATE INDEX "regulations_search_idx" ON "regulations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regulations_created_idx" ON "regulations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "regulations_title_idx" ON "regulations" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "regulations_name_key" ON "regulations" USING btree ("tenant_id",lower("name")) WHERE "regulations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "regulations_sport_id_idx" ON "regulations" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "rounds_search_idx" ON "rounds" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rounds_created_idx" ON "rounds" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "rounds_title_idx" ON "rounds" USING btree ("tenant_id","group_id","name");--> statement-breakpoint
CREATE INDEX "rounds_group_id_idx" ON "rounds" USING btree ("tenant_id","group_id","created_at");--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."competitionscategories"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_series_id_fk" FOREIGN KEY ("tenant_id","series_id") REFERENCES "public"."competitionsseries"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_stage_id_fk" FOREIGN KEY ("tenant_id","stage_id") REFERENCES "public"."competitionsstages"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_regulation_id_fk" FOREIGN KEY ("tenant_id","regulation_id") REFERENCES "public"."regulations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_category_id_idx" ON "competitions" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "competitions_series_id_idx" ON "competitions" USING btree ("tenant_id","series_id");--> statement-breakpoint
CREATE INDEX "competitions_stage_id_idx" ON "competitions" USING btree ("tenant_id","stage_id");--> statement-breakpoint
CREATE INDEX "competitions_regulation_id_idx" ON "competitions" USING btree ("tenant_id","regulation_id");--> statement-breakpoint
CREATE INDEX "competitions_public_idx" ON "competitions" USING btree ("tenant_id","public");--> statement-breakpoint
-- Who entered, confirmed or drew outlives nothing: deleting the person clears only the reference
-- (FieldDef.clearOnDelete; a composite key with plain SET NULL would clear tenant_id too).
ALTER TABLE "duels" ADD CONSTRAINT "duels_result_by_fk" FOREIGN KEY ("tenant_id","result_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("result_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duels" ADD CONSTRAINT "duels_confirmed_by_fk" FOREIGN KEY ("tenant_id","confirmed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("confirmed_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitiondraws" ADD CONSTRAINT "competitiondraws_drawn_by_fk" FOREIGN KEY ("tenant_id","drawn_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("drawn_by") ON UPDATE no action;
