CREATE TABLE "competitioncrews" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"license" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "competitioncrews_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "competitiondocuments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"documenttype_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"blocks_sheet" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "competitiondocuments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "competitionsscores" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"points" double precision NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "competitionsscores_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "duellineups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"duel_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer,
	"starter" boolean DEFAULT true NOT NULL,
	"yellow_cards" integer,
	"red_card" boolean DEFAULT false NOT NULL,
	"goals" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "duellineups_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "duelresults" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"duel_id" uuid NOT NULL,
	"competition_id" uuid,
	"action" text,
	"home_score" integer,
	"away_score" integer,
	"result" jsonb,
	"reason" text,
	"user_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "duelresults_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "heatentries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"heat_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"lane" integer,
	"seed_mark" double precision,
	"mark" double precision,
	"mark_status" text,
	"attempts" jsonb,
	"place" integer,
	"qualified" text,
	"record" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "heatentries_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "heats" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"phase_id" uuid NOT NULL,
	"competition_id" uuid,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"place" text,
	"status" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "heats_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "olympiccrews" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"olympic_id" uuid NOT NULL,
	"olympicmember_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"license" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "olympiccrews_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "olympicmembers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"olympic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"association_id" uuid NOT NULL,
	"abbreviation" text,
	"color" text,
	"head_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "olympicmembers_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "olympics" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"edition" integer,
	"city_id" uuid,
	"starts_on" date,
	"ends_on" date,
	"status" text NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"point_ties" text NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "olympics_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "olympicsdownloads" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"olympic_id" uuid NOT NULL,
	"title" text NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"file" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "olympicsdownloads_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "olympicsevents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sport_id" uuid NOT NULL,
	"gender" text,
	"category_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "olympicsevents_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "olympicsnotes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"olympic_id" uuid NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "olympicsnotes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "olympicsscores" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"olympic_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"points" double precision NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "olympicsscores_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "punishments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	"competition_id" uuid,
	"duel_id" uuid,
	"matches" integer,
	"starts_on" date,
	"ends_on" date,
	"points" integer,
	"fine" bigint,
	"decided_on" date NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"issuer" text,
	"case_number" text,
	"reason" text NOT NULL,
	"pointdeduction_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "punishments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "refereeabsences" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"referee_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "refereeabsences_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "refereeappointments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid,
	"duel_id" uuid,
	"heat_id" uuid,
	"referee_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"status" text,
	"respond_by" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"fee" bigint,
	"warnings_accepted" text,
	"notified_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "refereeappointments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"license" text,
	"association_id" uuid,
	"max_per_day" integer,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "referees_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "ranking_id" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "olympic_id" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "olympicsevent_id" uuid;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "referee_category_id" uuid;--> statement-breakpoint
ALTER TABLE "phases" ADD COLUMN "measure" text;--> statement-breakpoint
ALTER TABLE "phases" ADD COLUMN "lanes" integer;--> statement-breakpoint
ALTER TABLE "phases" ADD COLUMN "qualify_by_place" integer;--> statement-breakpoint
ALTER TABLE "phases" ADD COLUMN "qualify_by_mark" integer;--> statement-breakpoint
ALTER TABLE "competitioncrews" ADD CONSTRAINT "competitioncrews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitioncrews" ADD CONSTRAINT "competitioncrews_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitioncrews" ADD CONSTRAINT "competitioncrews_team_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitioncrews" ADD CONSTRAINT "competitioncrews_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitioncrews" ADD CONSTRAINT "competitioncrews_crew_id_fk" FOREIGN KEY ("tenant_id","crew_id") REFERENCES "public"."crews"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitiondocuments" ADD CONSTRAINT "competitiondocuments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitiondocuments" ADD CONSTRAINT "competitiondocuments_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitiondocuments" ADD CONSTRAINT "competitiondocuments_documenttype_id_fk" FOREIGN KEY ("tenant_id","documenttype_id") REFERENCES "public"."documenttypes"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitionsscores" ADD CONSTRAINT "competitionsscores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitionsscores" ADD CONSTRAINT "competitionsscores_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duellineups" ADD CONSTRAINT "duellineups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duellineups" ADD CONSTRAINT "duellineups_duel_id_fk" FOREIGN KEY ("tenant_id","duel_id") REFERENCES "public"."duels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duellineups" ADD CONSTRAINT "duellineups_team_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duellineups" ADD CONSTRAINT "duellineups_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duelresults" ADD CONSTRAINT "duelresults_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duelresults" ADD CONSTRAINT "duelresults_duel_id_fk" FOREIGN KEY ("tenant_id","duel_id") REFERENCES "public"."duels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duelresults" ADD CONSTRAINT "duelresults_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heatentries" ADD CONSTRAINT "heatentries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heatentries" ADD CONSTRAINT "heatentries_heat_id_fk" FOREIGN KEY ("tenant_id","heat_id") REFERENCES "public"."heats"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heatentries" ADD CONSTRAINT "heatentries_team_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heatentries" ADD CONSTRAINT "heatentries_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heats" ADD CONSTRAINT "heats_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heats" ADD CONSTRAINT "heats_phase_id_fk" FOREIGN KEY ("tenant_id","phase_id") REFERENCES "public"."phases"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heats" ADD CONSTRAINT "heats_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiccrews" ADD CONSTRAINT "olympiccrews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiccrews" ADD CONSTRAINT "olympiccrews_olympic_id_fk" FOREIGN KEY ("tenant_id","olympic_id") REFERENCES "public"."olympics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiccrews" ADD CONSTRAINT "olympiccrews_olympicmember_id_fk" FOREIGN KEY ("tenant_id","olympicmember_id") REFERENCES "public"."olympicmembers"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiccrews" ADD CONSTRAINT "olympiccrews_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiccrews" ADD CONSTRAINT "olympiccrews_crew_id_fk" FOREIGN KEY ("tenant_id","crew_id") REFERENCES "public"."crews"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicmembers" ADD CONSTRAINT "olympicmembers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicmembers" ADD CONSTRAINT "olympicmembers_olympic_id_fk" FOREIGN KEY ("tenant_id","olympic_id") REFERENCES "public"."olympics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicmembers" ADD CONSTRAINT "olympicmembers_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympics" ADD CONSTRAINT "olympics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympics" ADD CONSTRAINT "olympics_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsdownloads" ADD CONSTRAINT "olympicsdownloads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsdownloads" ADD CONSTRAINT "olympicsdownloads_olympic_id_fk" FOREIGN KEY ("tenant_id","olympic_id") REFERENCES "public"."olympics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsevents" ADD CONSTRAINT "olympicsevents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsevents" ADD CONSTRAINT "olympicsevents_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsevents" ADD CONSTRAINT "olympicsevents_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."competitionscategories"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsnotes" ADD CONSTRAINT "olympicsnotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsnotes" ADD CONSTRAINT "olympicsnotes_olympic_id_fk" FOREIGN KEY ("tenant_id","olympic_id") REFERENCES "public"."olympics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsscores" ADD CONSTRAINT "olympicsscores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicsscores" ADD CONSTRAINT "olympicsscores_olympic_id_fk" FOREIGN KEY ("tenant_id","olympic_id") REFERENCES "public"."olympics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_team_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_duel_id_fk" FOREIGN KEY ("tenant_id","duel_id") REFERENCES "public"."duels"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punishments" ADD CONSTRAINT "punishments_pointdeduction_id_fk" FOREIGN KEY ("tenant_id","pointdeduction_id") REFERENCES "public"."pointdeductions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeabsences" ADD CONSTRAINT "refereeabsences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeabsences" ADD CONSTRAINT "refereeabsences_referee_id_fk" FOREIGN KEY ("tenant_id","referee_id") REFERENCES "public"."referees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeappointments" ADD CONSTRAINT "refereeappointments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeappointments" ADD CONSTRAINT "refereeappointments_competition_id_fk" FOREIGN KEY ("tenant_id","competition_id") REFERENCES "public"."competitions"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeappointments" ADD CONSTRAINT "refereeappointments_duel_id_fk" FOREIGN KEY ("tenant_id","duel_id") REFERENCES "public"."duels"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeappointments" ADD CONSTRAINT "refereeappointments_heat_id_fk" FOREIGN KEY ("tenant_id","heat_id") REFERENCES "public"."heats"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeappointments" ADD CONSTRAINT "refereeappointments_referee_id_fk" FOREIGN KEY ("tenant_id","referee_id") REFERENCES "public"."referees"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeappointments" ADD CONSTRAINT "refereeappointments_role_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."refereeroles"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."refereecategories"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitioncrews_search_idx" ON "competitioncrews" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitioncrews_created_idx" ON "competitioncrews" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitioncrews_title_idx" ON "competitioncrews" USING btree ("tenant_id","competition_id","user_id");--> statement-breakpoint
CREATE INDEX "competitioncrews_competition_id_idx" ON "competitioncrews" USING btree ("tenant_id","competition_id","created_at");--> statement-breakpoint
CREATE INDEX "competitioncrews_team_id_idx" ON "competitioncrews" USING btree ("tenant_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitioncrews_user_id_key" ON "competitioncrews" USING btree ("tenant_id","competition_id","team_id","crew_id","user_id");--> statement-breakpoint
CREATE INDEX "competitioncrews_user_id_idx" ON "competitioncrews" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "competitioncrews_crew_id_idx" ON "competitioncrews" USING btree ("tenant_id","crew_id");--> statement-breakpoint
CREATE INDEX "competitiondocuments_search_idx" ON "competitiondocuments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitiondocuments_created_idx" ON "competitiondocuments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitiondocuments_title_idx" ON "competitiondocuments" USING btree ("tenant_id","competition_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "competitiondocuments_competition_id_idx" ON "competitiondocuments" USING btree ("tenant_id","competition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "competitiondocuments_documenttype_id_key" ON "competitiondocuments" USING btree ("tenant_id","competition_id","subject","documenttype_id");--> statement-breakpoint
CREATE INDEX "competitiondocuments_documenttype_id_idx" ON "competitiondocuments" USING btree ("tenant_id","documenttype_id");--> statement-breakpoint
CREATE INDEX "competitiondocuments_subject_idx" ON "competitiondocuments" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "competitionsscores_search_idx" ON "competitionsscores" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitionsscores_created_idx" ON "competitionsscores" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "competitionsscores_title_idx" ON "competitionsscores" USING btree ("tenant_id","competition_id","place");--> statement-breakpoint
CREATE INDEX "competitionsscores_competition_id_idx" ON "competitionsscores" USING btree ("tenant_id","competition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "competitionsscores_place_key" ON "competitionsscores" USING btree ("tenant_id","competition_id","place");--> statement-breakpoint
CREATE INDEX "duellineups_search_idx" ON "duellineups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "duellineups_created_idx" ON "duellineups" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "duellineups_title_idx" ON "duellineups" USING btree ("tenant_id","duel_id","user_id");--> statement-breakpoint
CREATE INDEX "duellineups_duel_id_idx" ON "duellineups" USING btree ("tenant_id","duel_id","created_at");--> statement-breakpoint
CREATE INDEX "duellineups_team_id_idx" ON "duellineups" USING btree ("tenant_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duellineups_user_id_key" ON "duellineups" USING btree ("tenant_id","duel_id","user_id");--> statement-breakpoint
CREATE INDEX "duellineups_user_id_idx" ON "duellineups" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "duelresults_search_idx" ON "duelresults" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "duelresults_created_idx" ON "duelresults" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "duelresults_title_idx" ON "duelresults" USING btree ("tenant_id","duel_id","action");--> statement-breakpoint
CREATE INDEX "duelresults_duel_id_idx" ON "duelresults" USING btree ("tenant_id","duel_id","created_at");--> statement-breakpoint
CREATE INDEX "duelresults_competition_id_idx" ON "duelresults" USING btree ("tenant_id","competition_id");--> statement-breakpoint
CREATE INDEX "duelresults_action_idx" ON "duelresults" USING btree ("tenant_id","action");--> statement-breakpoint
CREATE INDEX "duelresults_user_id_idx" ON "duelresults" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "heatentries_search_idx" ON "heatentries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "heatentries_created_idx" ON "heatentries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "heatentries_title_idx" ON "heatentries" USING btree ("tenant_id","heat_id","user_id");--> statement-breakpoint
CREATE INDEX "heatentries_heat_id_idx" ON "heatentries" USING btree ("tenant_id","heat_id","created_at");--> statement-breakpoint
CREATE INDEX "heatentries_team_id_idx" ON "heatentries" USING btree ("tenant_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "heatentries_user_id_key" ON "heatentries" USING btree ("tenant_id","heat_id","user_id");--> statement-breakpoint
CREATE INDEX "heatentries_user_id_idx" ON "heatentries" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "heatentries_mark_status_idx" ON "heatentries" USING btree ("tenant_id","mark_status");--> statement-breakpoint
CREATE INDEX "heatentries_qualified_idx" ON "heatentries" USING btree ("tenant_id","qualified");--> statement-breakpoint
CREATE INDEX "heats_search_idx" ON "heats" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "heats_created_idx" ON "heats" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "heats_title_idx" ON "heats" USING btree ("tenant_id","phase_id","name");--> statement-breakpoint
CREATE INDEX "heats_phase_id_idx" ON "heats" USING btree ("tenant_id","phase_id","created_at");--> statement-breakpoint
CREATE INDEX "heats_competition_id_idx" ON "heats" USING btree ("tenant_id","competition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "heats_number_key" ON "heats" USING btree ("tenant_id","phase_id","number");--> statement-breakpoint
CREATE INDEX "heats_scheduled_at_idx" ON "heats" USING btree ("tenant_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "heats_status_idx" ON "heats" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "olympiccrews_search_idx" ON "olympiccrews" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "olympiccrews_created_idx" ON "olympiccrews" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "olympiccrews_title_idx" ON "olympiccrews" USING btree ("tenant_id","olympic_id","user_id");--> statement-breakpoint
CREATE INDEX "olympiccrews_olympic_id_idx" ON "olympiccrews" USING btree ("tenant_id","olympic_id","created_at");--> statement-breakpoint
CREATE INDEX "olympiccrews_olympicmember_id_idx" ON "olympiccrews" USING btree ("tenant_id","olympicmember_id");--> statement-breakpoint
CREATE UNIQUE INDEX "olympiccrews_user_id_key" ON "olympiccrews" USING btree ("tenant_id","olympic_id","crew_id","user_id");--> statement-breakpoint
CREATE INDEX "olympiccrews_user_id_idx" ON "olympiccrews" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "olympiccrews_crew_id_idx" ON "olympiccrews" USING btree ("tenant_id","crew_id");--> statement-breakpoint
CREATE INDEX "olympicmembers_search_idx" ON "olympicmembers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "olympicmembers_created_idx" ON "olympicmembers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "olympicmembers_title_idx" ON "olympicmembers" USING btree ("tenant_id","olympic_id","name");--> statement-breakpoint
CREATE INDEX "olympicmembers_olympic_id_idx" ON "olympicmembers" USING btree ("tenant_id","olympic_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "olympicmembers_name_key" ON "olympicmembers" USING btree ("tenant_id","olympic_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "olympicmembers_association_id_key" ON "olympicmembers" USING btree ("tenant_id","olympic_id","association_id");--> statement-breakpoint
CREATE INDEX "olympicmembers_association_id_idx" ON "olympicmembers" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "olympicmembers_head_id_idx" ON "olympicmembers" USING btree ("tenant_id","head_id");--> statement-breakpoint
CREATE INDEX "olympics_search_idx" ON "olympics" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "olympics_created_idx" ON "olympics" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "olympics_title_idx" ON "olympics" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "olympics_name_key" ON "olympics" USING btree ("tenant_id",lower("name")) WHERE "olympics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "olympics_edition_idx" ON "olympics" USING btree ("tenant_id","edition");--> statement-breakpoint
CREATE INDEX "olympics_city_id_idx" ON "olympics" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "olympics_status_idx" ON "olympics" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "olympics_public_idx" ON "olympics" USING btree ("tenant_id","public");--> statement-breakpoint
CREATE INDEX "olympicsdownloads_search_idx" ON "olympicsdownloads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "olympicsdownloads_created_idx" ON "olympicsdownloads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "olympicsdownloads_title_idx" ON "olympicsdownloads" USING btree ("tenant_id","olympic_id","title");--> statement-breakpoint
CREATE INDEX "olympicsdownloads_olympic_id_idx" ON "olympicsdownloads" USING btree ("tenant_id","olympic_id","created_at");--> statement-breakpoint
CREATE INDEX "olympicsdownloads_public_idx" ON "olympicsdownloads" USING btree ("tenant_id","public");--> statement-breakpoint
CREATE INDEX "olympicsevents_search_idx" ON "olympicsevents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "olympicsevents_created_idx" ON "olympicsevents" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "olympicsevents_title_idx" ON "olympicsevents" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "olympicsevents_name_key" ON "olympicsevents" USING btree ("tenant_id",lower("name")) WHERE "olympicsevents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "olympicsevents_kind_idx" ON "olympicsevents" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "olympicsevents_sport_id_idx" ON "olympicsevents" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "olympicsevents_gender_idx" ON "olympicsevents" USING btree ("tenant_id","gender");--> statement-breakpoint
CREATE INDEX "olympicsevents_category_id_idx" ON "olympicsevents" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "olympicsevents_active_idx" ON "olympicsevents" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "olympicsnotes_search_idx" ON "olympicsnotes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "olympicsnotes_created_idx" ON "olympicsnotes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "olympicsnotes_title_idx" ON "olympicsnotes" USING btree ("tenant_id","olympic_id","title");--> statement-breakpoint
CREATE INDEX "olympicsnotes_olympic_id_idx" ON "olympicsnotes" USING btree ("tenant_id","olympic_id","created_at");--> statement-breakpoint
CREATE INDEX "olympicsnotes_published_idx" ON "olympicsnotes" USING btree ("tenant_id","published");--> statement-breakpoint
CREATE INDEX "olympicsscores_search_idx" ON "olympicsscores" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "olympicsscores_created_idx" ON "olympicsscores" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "olympicsscores_title_idx" ON "olympicsscores" USING btree ("tenant_id","olympic_id","place");--> statement-breakpoint
CREATE INDEX "olympicsscores_olympic_id_idx" ON "olympicsscores" USING btree ("tenant_id","olympic_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "olympicsscores_place_key" ON "olympicsscores" USING btree ("tenant_id","olympic_id","place");--> statement-breakpoint
CREATE INDEX "punishments_search_idx" ON "punishments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "punishments_created_idx" ON "punishments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "punishments_title_idx" ON "punishments" USING btree ("tenant_id","reason");--> statement-breakpoint
CREATE INDEX "punishments_kind_idx" ON "punishments" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "punishments_status_idx" ON "punishments" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "punishments_user_id_idx" ON "punishments" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "punishments_team_id_idx" ON "punishments" USING btree ("tenant_id","team_id");--> statement-breakpoint
CREATE INDEX "punishments_competition_id_idx" ON "punishments" USING btree ("tenant_id","competition_id");--> statement-breakpoint
CREATE INDEX "punishments_duel_id_idx" ON "punishments" USING btree ("tenant_id","duel_id");--> statement-breakpoint
CREATE INDEX "punishments_decided_on_idx" ON "punishments" USING btree ("tenant_id","decided_on");--> statement-breakpoint
CREATE INDEX "punishments_external_idx" ON "punishments" USING btree ("tenant_id","external");--> statement-breakpoint
CREATE INDEX "punishments_pointdeduction_id_idx" ON "punishments" USING btree ("tenant_id","pointdeduction_id");--> statement-breakpoint
CREATE INDEX "refereeabsences_search_idx" ON "refereeabsences" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refereeabsences_created_idx" ON "refereeabsences" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "refereeabsences_title_idx" ON "refereeabsences" USING btree ("tenant_id","referee_id","starts_at");--> statement-breakpoint
CREATE INDEX "refereeabsences_referee_id_idx" ON "refereeabsences" USING btree ("tenant_id","referee_id","created_at");--> statement-breakpoint
CREATE INDEX "refereeappointments_search_idx" ON "refereeappointments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refereeappointments_created_idx" ON "refereeappointments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "refereeappointments_title_idx" ON "refereeappointments" USING btree ("tenant_id","referee_id");--> statement-breakpoint
CREATE INDEX "refereeappointments_competition_id_idx" ON "refereeappointments" USING btree ("tenant_id","competition_id");--> statement-breakpoint
CREATE INDEX "refereeappointments_duel_id_idx" ON "refereeappointments" USING btree ("tenant_id","duel_id");--> statement-breakpoint
CREATE INDEX "refereeappointments_heat_id_idx" ON "refereeappointments" USING btree ("tenant_id","heat_id");--> statement-breakpoint
CREATE INDEX "refereeappointments_referee_id_idx" ON "refereeappointments" USING btree ("tenant_id","referee_id");--> statement-breakpoint
CREATE INDEX "refereeappointments_role_id_idx" ON "refereeappointments" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE INDEX "refereeappointments_status_idx" ON "refereeappointments" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "referees_search_idx" ON "referees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referees_created_idx" ON "referees" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "referees_title_idx" ON "referees" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referees_user_id_key" ON "referees" USING btree ("tenant_id","user_id") WHERE "referees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "referees_user_id_idx" ON "referees" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "referees_category_id_idx" ON "referees" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "referees_association_id_idx" ON "referees" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "referees_active_idx" ON "referees" USING btree ("tenant_id","active");--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_ranking_id_fk" FOREIGN KEY ("tenant_id","ranking_id") REFERENCES "public"."rankings"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_olympic_id_fk" FOREIGN KEY ("tenant_id","olympic_id") REFERENCES "public"."olympics"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_olympicsevent_id_fk" FOREIGN KEY ("tenant_id","olympicsevent_id") REFERENCES "public"."olympicsevents"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_referee_category_id_fk" FOREIGN KEY ("tenant_id","referee_category_id") REFERENCES "public"."refereecategories"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_ranking_id_idx" ON "competitions" USING btree ("tenant_id","ranking_id");--> statement-breakpoint
CREATE INDEX "competitions_olympic_id_idx" ON "competitions" USING btree ("tenant_id","olympic_id");--> statement-breakpoint
CREATE INDEX "competitions_olympicsevent_id_idx" ON "competitions" USING btree ("tenant_id","olympicsevent_id");--> statement-breakpoint
CREATE INDEX "competitions_referee_category_id_idx" ON "competitions" USING btree ("tenant_id","referee_category_id");--> statement-breakpoint
-- Who acted on a result or heads a delegation outlives nothing: deleting the person clears only the
-- reference (FieldDef.clearOnDelete; a composite key with plain SET NULL would clear tenant_id too).
ALTER TABLE "duelresults" ADD CONSTRAINT "duelresults_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympicmembers" ADD CONSTRAINT "olympicmembers_head_id_fk" FOREIGN KEY ("tenant_id","head_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("head_id") ON UPDATE no action;
