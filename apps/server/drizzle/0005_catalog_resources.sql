CREATE TABLE "appareas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"icon" text,
	"color" text,
	"link_type" text NOT NULL,
	"page_id" uuid,
	"post_id" uuid,
	"url" text,
	"route" text,
	"target" text,
	"visibility" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "appareas_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"color" text,
	"email" text,
	"phone" text,
	"description" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "areas_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "associationstypes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"legal_nature" text,
	"requires_cnpj" boolean DEFAULT true NOT NULL,
	"can_register_athletes" boolean DEFAULT true NOT NULL,
	"can_enter_competitions" boolean DEFAULT true NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "associationstypes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "clippings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"vehicle" text NOT NULL,
	"media_type" text,
	"published_on" date NOT NULL,
	"sentiment" text NOT NULL,
	"sport_id" uuid,
	"url" text,
	"file" text,
	"summary" text,
	"reach" integer,
	"media_value" bigint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "clippings_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"environment" text,
	"active" boolean DEFAULT true NOT NULL,
	"base_url" text,
	"account_id" text,
	"client_id" text,
	"client_secret" text,
	"api_key" text,
	"webhook_secret" text,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_username" text,
	"smtp_password" text,
	"from_email" text,
	"from_name" text,
	"settings" jsonb,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "connections_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "counciladvisers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"council_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cpf" text,
	"role" text NOT NULL,
	"representation" text,
	"term_start" date NOT NULL,
	"term_end" date,
	"email" text,
	"phone" text,
	"photo" text,
	"appointment" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "counciladvisers_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "councilmeetings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"council_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"place" text,
	"online_url" text,
	"agenda" text,
	"attendees" text,
	"decisions" text,
	"minutes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "councilmeetings_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "councils" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"legal_basis" text,
	"term_start" date,
	"term_end" date,
	"email" text,
	"phone" text,
	"bylaws" text,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "councils_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"category" text,
	"max_per_team" integer,
	"requires_registration" boolean DEFAULT false NOT NULL,
	"professional_council" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "crews_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "deficiencies" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"cid_code" text,
	"requires_report" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "deficiencies_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"number" text,
	"issued_on" date,
	"valid_until" date,
	"file" text NOT NULL,
	"description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "documents_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"downloadsarea_id" uuid NOT NULL,
	"published_on" date,
	"file" text NOT NULL,
	"description" text,
	"public" boolean DEFAULT true NOT NULL,
	"order" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "downloads_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "downloadsareas" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"description" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "downloadsareas_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"all_day" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"sport_id" uuid,
	"place" text,
	"address" text,
	"city_id" uuid,
	"cover" text,
	"description" text,
	"registration_url" text,
	"registration_deadline" timestamp with time zone,
	"contact_email" text,
	"public" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "events_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"key" text NOT NULL,
	"position" text,
	"show_title" boolean DEFAULT true NOT NULL,
	"body" text,
	"image" text,
	"embed_url" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "extras_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "hooks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"image" text,
	"color" text,
	"button_label" text,
	"link_url" text,
	"link_target" text,
	"position" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "hooks_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "icms" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"city_id" uuid NOT NULL,
	"status" text NOT NULL,
	"protocol" text,
	"submitted_on" date,
	"activities" integer,
	"points" double precision,
	"amount" bigint,
	"report" text,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "icms_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "importitems" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid,
	"row_number" integer,
	"data" jsonb,
	"errors" jsonb,
	"status" text,
	"record_id" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "importitems_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"resource" text,
	"file_name" text,
	"status" text,
	"total_rows" integer,
	"valid_rows" integer,
	"error_rows" integer,
	"headers" jsonb,
	"mapping" jsonb,
	"idempotency_key" text,
	"job_id" uuid,
	"created_by_name" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "imports_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"issued_on" date NOT NULL,
	"competence" date,
	"status" text NOT NULL,
	"verification_code" text,
	"taker_type" text NOT NULL,
	"taker_name" text NOT NULL,
	"taker_cnpj" text,
	"taker_cpf" text,
	"taker_email" text,
	"taker_city_id" uuid,
	"service_code" text,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"deductions" bigint,
	"iss_rate" double precision,
	"iss_withheld" boolean DEFAULT false NOT NULL,
	"pdf" text,
	"xml" text,
	"cancel_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "invoices_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"kind" text,
	"status" text,
	"progress" integer,
	"total" integer,
	"done" integer,
	"message" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by_name" text,
	"resource" text,
	"record_id" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "jobs_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "menuitems" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"menu_id" uuid NOT NULL,
	"label" text NOT NULL,
	"link_type" text NOT NULL,
	"page_id" uuid,
	"post_id" uuid,
	"url" text,
	"route" text,
	"target" text,
	"visibility" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "menuitems_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "menus_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "menusubitems" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"menuitem_id" uuid NOT NULL,
	"label" text NOT NULL,
	"link_type" text NOT NULL,
	"page_id" uuid,
	"post_id" uuid,
	"url" text,
	"route" text,
	"target" text,
	"visibility" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "menusubitems_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text,
	"body" text,
	"cover" text,
	"layout" text,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"area_id" uuid,
	"seo_title" text,
	"seo_description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pages_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text,
	"body" text,
	"cover" text,
	"cover_caption" text,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"featured" boolean DEFAULT false NOT NULL,
	"area_id" uuid,
	"sport_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_name" text,
	"seo_title" text,
	"seo_description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "posts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"season" integer NOT NULL,
	"sport_id" uuid NOT NULL,
	"category" text,
	"gender" text,
	"subject" text NOT NULL,
	"scope" text,
	"method" text NOT NULL,
	"best_results" integer,
	"rules" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "rankings_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "refereecategories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"scope" text NOT NULL,
	"level" integer,
	"sport_id" uuid,
	"min_age" integer,
	"max_age" integer,
	"fee" bigint,
	"physical_test" boolean DEFAULT false NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "refereecategories_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "refereeroles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"kind" text NOT NULL,
	"sport_id" uuid,
	"fee" bigint,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "refereeroles_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"released_on" date NOT NULL,
	"type" text,
	"audience" text,
	"notes" text,
	"published" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "releases_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "servicegroups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	"visibility" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "servicegroups_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "servicelinks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"servicegroup_id" uuid NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"icon" text,
	"link_type" text NOT NULL,
	"page_id" uuid,
	"post_id" uuid,
	"url" text,
	"route" text,
	"target" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "servicelinks_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"image" text NOT NULL,
	"image_mobile" text,
	"place" text,
	"link_url" text,
	"link_label" text,
	"link_target" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "slides_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportactivitiessums" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sport_id" uuid NOT NULL,
	"name" text NOT NULL,
	"metric" text NOT NULL,
	"period" text,
	"value" double precision,
	"unit" text,
	"goal" double precision,
	"public" boolean DEFAULT false NOT NULL,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportactivitiessums_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportcheckgroups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sport_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"applies_to" text,
	"moment" text,
	"blocking" boolean DEFAULT false NOT NULL,
	"description" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportcheckgroups_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportchecks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sportcheckgroup_id" uuid NOT NULL,
	"label" text NOT NULL,
	"answer_type" text NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL,
	"blocking" boolean DEFAULT false NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"unit" text,
	"description" text,
	"order" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportchecks_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportfixactions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sportfix_id" uuid NOT NULL,
	"label" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"score_for" integer,
	"score_against" integer,
	"points" double precision,
	"message" text,
	"order" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportfixactions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportfixconditions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sportfix_id" uuid NOT NULL,
	"label" text NOT NULL,
	"subject" text NOT NULL,
	"operator" text NOT NULL,
	"value" double precision NOT NULL,
	"value_to" double precision,
	"sportmoment_id" uuid,
	"order" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportfixconditions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportfixes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sport_id" uuid NOT NULL,
	"name" text NOT NULL,
	"priority" integer,
	"trigger" text NOT NULL,
	"match_mode" text NOT NULL,
	"stop_after" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportfixes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportmoments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sport_id" uuid NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"kind" text,
	"duration_minutes" integer,
	"counts_for_result" boolean DEFAULT true NOT NULL,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportmoments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportpapers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sport_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"applies_to" text,
	"mandatory" boolean DEFAULT false NOT NULL,
	"validity_months" integer,
	"template" text,
	"description" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportpapers_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sportroles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sport_id" uuid NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"type" text,
	"max_per_team" integer,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "sportroles_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"icon" text,
	"kind" text NOT NULL,
	"gender_divisions" text[] DEFAULT '{}'::text[] NOT NULL,
	"olympic" boolean DEFAULT false NOT NULL,
	"paralympic" boolean DEFAULT false NOT NULL,
	"scoring" text NOT NULL,
	"result_order" text NOT NULL,
	"players_on_field" integer,
	"max_roster" integer,
	"governing_body" text,
	"governing_body_acronym" text,
	"governing_body_cnpj" text,
	"governing_body_url" text,
	"description" text,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sports_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text,
	"image" text NOT NULL,
	"description" text,
	"link_url" text,
	"link_target" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "spots_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "venuestypes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"covered" boolean DEFAULT false NOT NULL,
	"reservable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "venuestypes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "appareas" ADD CONSTRAINT "appareas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appareas" ADD CONSTRAINT "appareas_page_id_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."pages"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appareas" ADD CONSTRAINT "appareas_post_id_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."posts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associationstypes" ADD CONSTRAINT "associationstypes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clippings" ADD CONSTRAINT "clippings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clippings" ADD CONSTRAINT "clippings_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counciladvisers" ADD CONSTRAINT "counciladvisers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counciladvisers" ADD CONSTRAINT "counciladvisers_council_id_fk" FOREIGN KEY ("tenant_id","council_id") REFERENCES "public"."councils"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "councilmeetings" ADD CONSTRAINT "councilmeetings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "councilmeetings" ADD CONSTRAINT "councilmeetings_council_id_fk" FOREIGN KEY ("tenant_id","council_id") REFERENCES "public"."councils"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "councils" ADD CONSTRAINT "councils_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deficiencies" ADD CONSTRAINT "deficiencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_downloadsarea_id_fk" FOREIGN KEY ("tenant_id","downloadsarea_id") REFERENCES "public"."downloadsareas"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloadsareas" ADD CONSTRAINT "downloadsareas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hooks" ADD CONSTRAINT "hooks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icms" ADD CONSTRAINT "icms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icms" ADD CONSTRAINT "icms_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importitems" ADD CONSTRAINT "importitems_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importitems" ADD CONSTRAINT "importitems_import_id_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."imports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_job_id_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."jobs"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_taker_city_id_fk" FOREIGN KEY ("tenant_id","taker_city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menuitems" ADD CONSTRAINT "menuitems_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menuitems" ADD CONSTRAINT "menuitems_menu_id_fk" FOREIGN KEY ("tenant_id","menu_id") REFERENCES "public"."menus"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menuitems" ADD CONSTRAINT "menuitems_page_id_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."pages"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menuitems" ADD CONSTRAINT "menuitems_post_id_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."posts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menusubitems" ADD CONSTRAINT "menusubitems_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menusubitems" ADD CONSTRAINT "menusubitems_menuitem_id_fk" FOREIGN KEY ("tenant_id","menuitem_id") REFERENCES "public"."menuitems"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menusubitems" ADD CONSTRAINT "menusubitems_page_id_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."pages"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menusubitems" ADD CONSTRAINT "menusubitems_post_id_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."posts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_area_id_fk" FOREIGN KEY ("tenant_id","area_id") REFERENCES "public"."areas"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_area_id_fk" FOREIGN KEY ("tenant_id","area_id") REFERENCES "public"."areas"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereecategories" ADD CONSTRAINT "refereecategories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereecategories" ADD CONSTRAINT "refereecategories_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeroles" ADD CONSTRAINT "refereeroles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refereeroles" ADD CONSTRAINT "refereeroles_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicegroups" ADD CONSTRAINT "servicegroups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicelinks" ADD CONSTRAINT "servicelinks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicelinks" ADD CONSTRAINT "servicelinks_servicegroup_id_fk" FOREIGN KEY ("tenant_id","servicegroup_id") REFERENCES "public"."servicegroups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicelinks" ADD CONSTRAINT "servicelinks_page_id_fk" FOREIGN KEY ("tenant_id","page_id") REFERENCES "public"."pages"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicelinks" ADD CONSTRAINT "servicelinks_post_id_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."posts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportactivitiessums" ADD CONSTRAINT "sportactivitiessums_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportactivitiessums" ADD CONSTRAINT "sportactivitiessums_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportcheckgroups" ADD CONSTRAINT "sportcheckgroups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportcheckgroups" ADD CONSTRAINT "sportcheckgroups_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportchecks" ADD CONSTRAINT "sportchecks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportchecks" ADD CONSTRAINT "sportchecks_sportcheckgroup_id_fk" FOREIGN KEY ("tenant_id","sportcheckgroup_id") REFERENCES "public"."sportcheckgroups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportfixactions" ADD CONSTRAINT "sportfixactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportfixactions" ADD CONSTRAINT "sportfixactions_sportfix_id_fk" FOREIGN KEY ("tenant_id","sportfix_id") REFERENCES "public"."sportfixes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportfixconditions" ADD CONSTRAINT "sportfixconditions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportfixconditions" ADD CONSTRAINT "sportfixconditions_sportfix_id_fk" FOREIGN KEY ("tenant_id","sportfix_id") REFERENCES "public"."sportfixes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportfixconditions" ADD CONSTRAINT "sportfixconditions_sportmoment_id_fk" FOREIGN KEY ("tenant_id","sportmoment_id") REFERENCES "public"."sportmoments"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportfixes" ADD CONSTRAINT "sportfixes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportfixes" ADD CONSTRAINT "sportfixes_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportmoments" ADD CONSTRAINT "sportmoments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportmoments" ADD CONSTRAINT "sportmoments_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportpapers" ADD CONSTRAINT "sportpapers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportpapers" ADD CONSTRAINT "sportpapers_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportroles" ADD CONSTRAINT "sportroles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportroles" ADD CONSTRAINT "sportroles_sport_id_fk" FOREIGN KEY ("tenant_id","sport_id") REFERENCES "public"."sports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports" ADD CONSTRAINT "sports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venuestypes" ADD CONSTRAINT "venuestypes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appareas_search_idx" ON "appareas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appareas_created_idx" ON "appareas" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "appareas_title_idx" ON "appareas" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "appareas_title_key" ON "appareas" USING btree ("tenant_id",lower("title"));--> statement-breakpoint
CREATE INDEX "appareas_link_type_idx" ON "appareas" USING btree ("tenant_id","link_type");--> statement-breakpoint
CREATE INDEX "appareas_page_id_idx" ON "appareas" USING btree ("tenant_id","page_id");--> statement-breakpoint
CREATE INDEX "appareas_post_id_idx" ON "appareas" USING btree ("tenant_id","post_id");--> statement-breakpoint
CREATE INDEX "appareas_active_idx" ON "appareas" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "areas_search_idx" ON "areas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "areas_created_idx" ON "areas" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "areas_title_idx" ON "areas" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_key" ON "areas" USING btree ("tenant_id",lower("name")) WHERE "areas"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_slug_key" ON "areas" USING btree ("tenant_id",lower("slug")) WHERE "areas"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "areas_active_idx" ON "areas" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "associationstypes_search_idx" ON "associationstypes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "associationstypes_created_idx" ON "associationstypes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "associationstypes_title_idx" ON "associationstypes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "associationstypes_name_key" ON "associationstypes" USING btree ("tenant_id",lower("name")) WHERE "associationstypes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "associationstypes_legal_nature_idx" ON "associationstypes" USING btree ("tenant_id","legal_nature");--> statement-breakpoint
CREATE INDEX "associationstypes_active_idx" ON "associationstypes" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "clippings_search_idx" ON "clippings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clippings_created_idx" ON "clippings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "clippings_title_idx" ON "clippings" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "clippings_media_type_idx" ON "clippings" USING btree ("tenant_id","media_type");--> statement-breakpoint
CREATE INDEX "clippings_published_on_idx" ON "clippings" USING btree ("tenant_id","published_on");--> statement-breakpoint
CREATE INDEX "clippings_sentiment_idx" ON "clippings" USING btree ("tenant_id","sentiment");--> statement-breakpoint
CREATE INDEX "clippings_sport_id_idx" ON "clippings" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "connections_search_idx" ON "connections" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "connections_created_idx" ON "connections" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "connections_title_idx" ON "connections" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "connections_provider_idx" ON "connections" USING btree ("tenant_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_name_key" ON "connections" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "connections_environment_idx" ON "connections" USING btree ("tenant_id","environment");--> statement-breakpoint
CREATE INDEX "connections_active_idx" ON "connections" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "counciladvisers_search_idx" ON "counciladvisers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "counciladvisers_created_idx" ON "counciladvisers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "counciladvisers_title_idx" ON "counciladvisers" USING btree ("tenant_id","council_id","name");--> statement-breakpoint
CREATE INDEX "counciladvisers_council_id_idx" ON "counciladvisers" USING btree ("tenant_id","council_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "counciladvisers_cpf_key" ON "counciladvisers" USING btree ("tenant_id","council_id","cpf");--> statement-breakpoint
CREATE INDEX "counciladvisers_role_idx" ON "counciladvisers" USING btree ("tenant_id","role");--> statement-breakpoint
CREATE INDEX "counciladvisers_representation_idx" ON "counciladvisers" USING btree ("tenant_id","representation");--> statement-breakpoint
CREATE INDEX "counciladvisers_term_end_idx" ON "counciladvisers" USING btree ("tenant_id","term_end");--> statement-breakpoint
CREATE INDEX "counciladvisers_active_idx" ON "counciladvisers" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "councilmeetings_search_idx" ON "councilmeetings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "councilmeetings_created_idx" ON "councilmeetings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "councilmeetings_title_idx" ON "councilmeetings" USING btree ("tenant_id","council_id","title");--> statement-breakpoint
CREATE INDEX "councilmeetings_council_id_idx" ON "councilmeetings" USING btree ("tenant_id","council_id","created_at");--> statement-breakpoint
CREATE INDEX "councilmeetings_kind_idx" ON "councilmeetings" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "councilmeetings_status_idx" ON "councilmeetings" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "councilmeetings_starts_at_idx" ON "councilmeetings" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "councils_search_idx" ON "councils" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "councils_created_idx" ON "councils" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "councils_title_idx" ON "councils" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "councils_name_key" ON "councils" USING btree ("tenant_id",lower("name")) WHERE "councils"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "councils_kind_idx" ON "councils" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "councils_term_end_idx" ON "councils" USING btree ("tenant_id","term_end");--> statement-breakpoint
CREATE INDEX "councils_active_idx" ON "councils" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "crews_search_idx" ON "crews" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crews_created_idx" ON "crews" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "crews_title_idx" ON "crews" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "crews_name_key" ON "crews" USING btree ("tenant_id",lower("name")) WHERE "crews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "crews_category_idx" ON "crews" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "crews_requires_registration_idx" ON "crews" USING btree ("tenant_id","requires_registration");--> statement-breakpoint
CREATE INDEX "crews_active_idx" ON "crews" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "deficiencies_search_idx" ON "deficiencies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deficiencies_created_idx" ON "deficiencies" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "deficiencies_title_idx" ON "deficiencies" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "deficiencies_name_key" ON "deficiencies" USING btree ("tenant_id",lower("name")) WHERE "deficiencies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "deficiencies_type_idx" ON "deficiencies" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "deficiencies_active_idx" ON "deficiencies" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_title_idx" ON "documents" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "documents" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "documents_issued_on_idx" ON "documents" USING btree ("tenant_id","issued_on");--> statement-breakpoint
CREATE INDEX "documents_valid_until_idx" ON "documents" USING btree ("tenant_id","valid_until");--> statement-breakpoint
CREATE INDEX "documents_public_idx" ON "documents" USING btree ("tenant_id","public");--> statement-breakpoint
CREATE INDEX "downloads_search_idx" ON "downloads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "downloads_created_idx" ON "downloads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "downloads_title_idx" ON "downloads" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "downloads_downloadsarea_id_idx" ON "downloads" USING btree ("tenant_id","downloadsarea_id");--> statement-breakpoint
CREATE INDEX "downloads_published_on_idx" ON "downloads" USING btree ("tenant_id","published_on");--> statement-breakpoint
CREATE INDEX "downloads_public_idx" ON "downloads" USING btree ("tenant_id","public");--> statement-breakpoint
CREATE INDEX "downloadsareas_search_idx" ON "downloadsareas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "downloadsareas_created_idx" ON "downloadsareas" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "downloadsareas_title_idx" ON "downloadsareas" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "downloadsareas_name_key" ON "downloadsareas" USING btree ("tenant_id",lower("name")) WHERE "downloadsareas"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "downloadsareas_active_idx" ON "downloadsareas" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "events_title_idx" ON "events" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "events_kind_idx" ON "events" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "events_sport_id_idx" ON "events" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "events_city_id_idx" ON "events" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "events_public_idx" ON "events" USING btree ("tenant_id","public");--> statement-breakpoint
CREATE INDEX "extras_search_idx" ON "extras" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "extras_created_idx" ON "extras" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "extras_title_idx" ON "extras" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_key_key" ON "extras" USING btree ("tenant_id",lower("key"));--> statement-breakpoint
CREATE INDEX "extras_position_idx" ON "extras" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "extras_active_idx" ON "extras" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "hooks_search_idx" ON "hooks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hooks_created_idx" ON "hooks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "hooks_title_idx" ON "hooks" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "hooks_position_idx" ON "hooks" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "hooks_starts_at_idx" ON "hooks" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "hooks_ends_at_idx" ON "hooks" USING btree ("tenant_id","ends_at");--> statement-breakpoint
CREATE INDEX "hooks_active_idx" ON "hooks" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "icms_search_idx" ON "icms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "icms_created_idx" ON "icms" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "icms_title_idx" ON "icms" USING btree ("tenant_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "icms_year_key" ON "icms" USING btree ("tenant_id","city_id","year");--> statement-breakpoint
CREATE INDEX "icms_year_idx" ON "icms" USING btree ("tenant_id","year");--> statement-breakpoint
CREATE INDEX "icms_city_id_idx" ON "icms" USING btree ("tenant_id","city_id");--> statement-breakpoint
CREATE INDEX "icms_status_idx" ON "icms" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "icms_amount_idx" ON "icms" USING btree ("tenant_id","amount");--> statement-breakpoint
CREATE INDEX "importitems_search_idx" ON "importitems" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "importitems_created_idx" ON "importitems" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "importitems_title_idx" ON "importitems" USING btree ("tenant_id","import_id","row_number");--> statement-breakpoint
CREATE INDEX "importitems_import_id_idx" ON "importitems" USING btree ("tenant_id","import_id","created_at");--> statement-breakpoint
CREATE INDEX "importitems_status_idx" ON "importitems" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "imports_search_idx" ON "imports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "imports_title_idx" ON "imports" USING btree ("tenant_id","file_name");--> statement-breakpoint
CREATE INDEX "imports_resource_idx" ON "imports" USING btree ("tenant_id","resource");--> statement-breakpoint
CREATE INDEX "imports_status_idx" ON "imports" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_idempotency_key_key" ON "imports" USING btree ("tenant_id",lower("idempotency_key"));--> statement-breakpoint
CREATE INDEX "imports_job_id_idx" ON "imports" USING btree ("tenant_id","job_id");--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_title_idx" ON "invoices" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("tenant_id","series",lower("number")) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("tenant_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "invoices_taker_cnpj_idx" ON "invoices" USING btree ("tenant_id","taker_cnpj");--> statement-breakpoint
CREATE INDEX "invoices_taker_cpf_idx" ON "invoices" USING btree ("tenant_id","taker_cpf");--> statement-breakpoint
CREATE INDEX "invoices_taker_city_id_idx" ON "invoices" USING btree ("tenant_id","taker_city_id");--> statement-breakpoint
CREATE INDEX "invoices_amount_idx" ON "invoices" USING btree ("tenant_id","amount");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "jobs_kind_idx" ON "jobs" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "jobs_resource_idx" ON "jobs" USING btree ("tenant_id","resource");--> statement-breakpoint
CREATE INDEX "jobs_record_id_idx" ON "jobs" USING btree ("tenant_id","record_id");--> statement-breakpoint
CREATE INDEX "menuitems_search_idx" ON "menuitems" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menuitems_created_idx" ON "menuitems" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "menuitems_title_idx" ON "menuitems" USING btree ("tenant_id","menu_id","label");--> statement-breakpoint
CREATE INDEX "menuitems_menu_id_idx" ON "menuitems" USING btree ("tenant_id","menu_id","created_at");--> statement-breakpoint
CREATE INDEX "menuitems_link_type_idx" ON "menuitems" USING btree ("tenant_id","link_type");--> statement-breakpoint
CREATE INDEX "menuitems_page_id_idx" ON "menuitems" USING btree ("tenant_id","page_id");--> statement-breakpoint
CREATE INDEX "menuitems_post_id_idx" ON "menuitems" USING btree ("tenant_id","post_id");--> statement-breakpoint
CREATE INDEX "menuitems_active_idx" ON "menuitems" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "menus_search_idx" ON "menus" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menus_created_idx" ON "menus" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "menus_title_idx" ON "menus" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_name_key" ON "menus" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "menus_location_idx" ON "menus" USING btree ("tenant_id","location");--> statement-breakpoint
CREATE INDEX "menus_active_idx" ON "menus" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "menusubitems_search_idx" ON "menusubitems" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menusubitems_created_idx" ON "menusubitems" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "menusubitems_title_idx" ON "menusubitems" USING btree ("tenant_id","menuitem_id","label");--> statement-breakpoint
CREATE INDEX "menusubitems_menuitem_id_idx" ON "menusubitems" USING btree ("tenant_id","menuitem_id","created_at");--> statement-breakpoint
CREATE INDEX "menusubitems_link_type_idx" ON "menusubitems" USING btree ("tenant_id","link_type");--> statement-breakpoint
CREATE INDEX "menusubitems_page_id_idx" ON "menusubitems" USING btree ("tenant_id","page_id");--> statement-breakpoint
CREATE INDEX "menusubitems_post_id_idx" ON "menusubitems" USING btree ("tenant_id","post_id");--> statement-breakpoint
CREATE INDEX "menusubitems_active_idx" ON "menusubitems" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_created_idx" ON "pages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "pages_title_idx" ON "pages" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_key" ON "pages" USING btree ("tenant_id",lower("slug")) WHERE "pages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pages_status_idx" ON "pages" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "pages_area_id_idx" ON "pages" USING btree ("tenant_id","area_id");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_title_idx" ON "posts" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_key" ON "posts" USING btree ("tenant_id",lower("slug")) WHERE "posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_status_idx" ON "posts" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("tenant_id","published_at");--> statement-breakpoint
CREATE INDEX "posts_featured_idx" ON "posts" USING btree ("tenant_id","featured");--> statement-breakpoint
CREATE INDEX "posts_area_id_idx" ON "posts" USING btree ("tenant_id","area_id");--> statement-breakpoint
CREATE INDEX "posts_sport_id_idx" ON "posts" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "rankings_search_idx" ON "rankings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rankings_created_idx" ON "rankings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "rankings_title_idx" ON "rankings" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "rankings_name_key" ON "rankings" USING btree ("tenant_id","season",lower("name")) WHERE "rankings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rankings_season_idx" ON "rankings" USING btree ("tenant_id","season");--> statement-breakpoint
CREATE INDEX "rankings_sport_id_idx" ON "rankings" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "rankings_category_idx" ON "rankings" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "rankings_gender_idx" ON "rankings" USING btree ("tenant_id","gender");--> statement-breakpoint
CREATE INDEX "rankings_scope_idx" ON "rankings" USING btree ("tenant_id","scope");--> statement-breakpoint
CREATE INDEX "rankings_published_idx" ON "rankings" USING btree ("tenant_id","published");--> statement-breakpoint
CREATE INDEX "refereecategories_search_idx" ON "refereecategories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refereecategories_created_idx" ON "refereecategories" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "refereecategories_title_idx" ON "refereecategories" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "refereecategories_name_key" ON "refereecategories" USING btree ("tenant_id",lower("name")) WHERE "refereecategories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "refereecategories_scope_idx" ON "refereecategories" USING btree ("tenant_id","scope");--> statement-breakpoint
CREATE INDEX "refereecategories_sport_id_idx" ON "refereecategories" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "refereecategories_active_idx" ON "refereecategories" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "refereeroles_search_idx" ON "refereeroles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refereeroles_created_idx" ON "refereeroles" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "refereeroles_title_idx" ON "refereeroles" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "refereeroles_name_key" ON "refereeroles" USING btree ("tenant_id",lower("name")) WHERE "refereeroles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "refereeroles_kind_idx" ON "refereeroles" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "refereeroles_sport_id_idx" ON "refereeroles" USING btree ("tenant_id","sport_id");--> statement-breakpoint
CREATE INDEX "refereeroles_active_idx" ON "refereeroles" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "releases_search_idx" ON "releases" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "releases_created_idx" ON "releases" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "releases_title_idx" ON "releases" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_number_key" ON "releases" USING btree ("tenant_id",lower("number"));--> statement-breakpoint
CREATE INDEX "releases_released_on_idx" ON "releases" USING btree ("tenant_id","released_on");--> statement-breakpoint
CREATE INDEX "releases_type_idx" ON "releases" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "releases_audience_idx" ON "releases" USING btree ("tenant_id","audience");--> statement-breakpoint
CREATE INDEX "releases_published_idx" ON "releases" USING btree ("tenant_id","published");--> statement-breakpoint
CREATE INDEX "servicegroups_search_idx" ON "servicegroups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "servicegroups_created_idx" ON "servicegroups" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "servicegroups_title_idx" ON "servicegroups" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "servicegroups_name_key" ON "servicegroups" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "servicegroups_active_idx" ON "servicegroups" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "servicelinks_search_idx" ON "servicelinks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "servicelinks_created_idx" ON "servicelinks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "servicelinks_title_idx" ON "servicelinks" USING btree ("tenant_id","servicegroup_id","label");--> statement-breakpoint
CREATE INDEX "servicelinks_servicegroup_id_idx" ON "servicelinks" USING btree ("tenant_id","servicegroup_id","created_at");--> statement-breakpoint
CREATE INDEX "servicelinks_link_type_idx" ON "servicelinks" USING btree ("tenant_id","link_type");--> statement-breakpoint
CREATE INDEX "servicelinks_page_id_idx" ON "servicelinks" USING btree ("tenant_id","page_id");--> statement-breakpoint
CREATE INDEX "servicelinks_post_id_idx" ON "servicelinks" USING btree ("tenant_id","post_id");--> statement-breakpoint
CREATE INDEX "servicelinks_active_idx" ON "servicelinks" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "slides_search_idx" ON "slides" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "slides_created_idx" ON "slides" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "slides_title_idx" ON "slides" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "slides_place_idx" ON "slides" USING btree ("tenant_id","place");--> statement-breakpoint
CREATE INDEX "slides_starts_at_idx" ON "slides" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "slides_ends_at_idx" ON "slides" USING btree ("tenant_id","ends_at");--> statement-breakpoint
CREATE INDEX "slides_active_idx" ON "slides" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "sportactivitiessums_search_idx" ON "sportactivitiessums" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportactivitiessums_created_idx" ON "sportactivitiessums" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportactivitiessums_title_idx" ON "sportactivitiessums" USING btree ("tenant_id","sport_id","name");--> statement-breakpoint
CREATE INDEX "sportactivitiessums_sport_id_idx" ON "sportactivitiessums" USING btree ("tenant_id","sport_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportactivitiessums_name_key" ON "sportactivitiessums" USING btree ("tenant_id","sport_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sportactivitiessums_metric_idx" ON "sportactivitiessums" USING btree ("tenant_id","metric");--> statement-breakpoint
CREATE INDEX "sportactivitiessums_public_idx" ON "sportactivitiessums" USING btree ("tenant_id","public");--> statement-breakpoint
CREATE INDEX "sportactivitiessums_active_idx" ON "sportactivitiessums" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "sportcheckgroups_search_idx" ON "sportcheckgroups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportcheckgroups_created_idx" ON "sportcheckgroups" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportcheckgroups_title_idx" ON "sportcheckgroups" USING btree ("tenant_id","sport_id","name");--> statement-breakpoint
CREATE INDEX "sportcheckgroups_sport_id_idx" ON "sportcheckgroups" USING btree ("tenant_id","sport_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportcheckgroups_name_key" ON "sportcheckgroups" USING btree ("tenant_id","sport_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sportcheckgroups_type_idx" ON "sportcheckgroups" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "sportcheckgroups_applies_to_idx" ON "sportcheckgroups" USING btree ("tenant_id","applies_to");--> statement-breakpoint
CREATE INDEX "sportcheckgroups_active_idx" ON "sportcheckgroups" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "sportchecks_search_idx" ON "sportchecks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportchecks_created_idx" ON "sportchecks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportchecks_title_idx" ON "sportchecks" USING btree ("tenant_id","sportcheckgroup_id","label");--> statement-breakpoint
CREATE INDEX "sportchecks_sportcheckgroup_id_idx" ON "sportchecks" USING btree ("tenant_id","sportcheckgroup_id","created_at");--> statement-breakpoint
CREATE INDEX "sportfixactions_search_idx" ON "sportfixactions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportfixactions_created_idx" ON "sportfixactions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportfixactions_title_idx" ON "sportfixactions" USING btree ("tenant_id","sportfix_id","label");--> statement-breakpoint
CREATE INDEX "sportfixactions_sportfix_id_idx" ON "sportfixactions" USING btree ("tenant_id","sportfix_id","created_at");--> statement-breakpoint
CREATE INDEX "sportfixactions_action_idx" ON "sportfixactions" USING btree ("tenant_id","action");--> statement-breakpoint
CREATE INDEX "sportfixconditions_search_idx" ON "sportfixconditions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportfixconditions_created_idx" ON "sportfixconditions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportfixconditions_title_idx" ON "sportfixconditions" USING btree ("tenant_id","sportfix_id","label");--> statement-breakpoint
CREATE INDEX "sportfixconditions_sportfix_id_idx" ON "sportfixconditions" USING btree ("tenant_id","sportfix_id","created_at");--> statement-breakpoint
CREATE INDEX "sportfixconditions_subject_idx" ON "sportfixconditions" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "sportfixconditions_sportmoment_id_idx" ON "sportfixconditions" USING btree ("tenant_id","sportmoment_id");--> statement-breakpoint
CREATE INDEX "sportfixes_search_idx" ON "sportfixes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportfixes_created_idx" ON "sportfixes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportfixes_title_idx" ON "sportfixes" USING btree ("tenant_id","sport_id","name");--> statement-breakpoint
CREATE INDEX "sportfixes_sport_id_idx" ON "sportfixes" USING btree ("tenant_id","sport_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportfixes_name_key" ON "sportfixes" USING btree ("tenant_id","sport_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sportfixes_trigger_idx" ON "sportfixes" USING btree ("tenant_id","trigger");--> statement-breakpoint
CREATE INDEX "sportfixes_active_idx" ON "sportfixes" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "sportmoments_search_idx" ON "sportmoments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportmoments_created_idx" ON "sportmoments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportmoments_title_idx" ON "sportmoments" USING btree ("tenant_id","sport_id","name");--> statement-breakpoint
CREATE INDEX "sportmoments_sport_id_idx" ON "sportmoments" USING btree ("tenant_id","sport_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportmoments_name_key" ON "sportmoments" USING btree ("tenant_id","sport_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sportmoments_kind_idx" ON "sportmoments" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "sportmoments_active_idx" ON "sportmoments" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "sportpapers_search_idx" ON "sportpapers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportpapers_created_idx" ON "sportpapers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportpapers_title_idx" ON "sportpapers" USING btree ("tenant_id","sport_id","name");--> statement-breakpoint
CREATE INDEX "sportpapers_sport_id_idx" ON "sportpapers" USING btree ("tenant_id","sport_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportpapers_name_key" ON "sportpapers" USING btree ("tenant_id","sport_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sportpapers_type_idx" ON "sportpapers" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "sportpapers_applies_to_idx" ON "sportpapers" USING btree ("tenant_id","applies_to");--> statement-breakpoint
CREATE INDEX "sportpapers_mandatory_idx" ON "sportpapers" USING btree ("tenant_id","mandatory");--> statement-breakpoint
CREATE INDEX "sportpapers_active_idx" ON "sportpapers" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "sportroles_search_idx" ON "sportroles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportroles_created_idx" ON "sportroles" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sportroles_title_idx" ON "sportroles" USING btree ("tenant_id","sport_id","name");--> statement-breakpoint
CREATE INDEX "sportroles_sport_id_idx" ON "sportroles" USING btree ("tenant_id","sport_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportroles_name_key" ON "sportroles" USING btree ("tenant_id","sport_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sportroles_type_idx" ON "sportroles" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "sportroles_active_idx" ON "sportroles" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "sports_search_idx" ON "sports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sports_created_idx" ON "sports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "sports_title_idx" ON "sports" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_name_key" ON "sports" USING btree ("tenant_id",lower("name")) WHERE "sports"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sports_kind_idx" ON "sports" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "sports_olympic_idx" ON "sports" USING btree ("tenant_id","olympic");--> statement-breakpoint
CREATE INDEX "sports_paralympic_idx" ON "sports" USING btree ("tenant_id","paralympic");--> statement-breakpoint
CREATE INDEX "sports_scoring_idx" ON "sports" USING btree ("tenant_id","scoring");--> statement-breakpoint
CREATE INDEX "sports_active_idx" ON "sports" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "spots_search_idx" ON "spots" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spots_created_idx" ON "spots" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "spots_title_idx" ON "spots" USING btree ("tenant_id","title");--> statement-breakpoint
CREATE INDEX "spots_kind_idx" ON "spots" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "spots_starts_at_idx" ON "spots" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "spots_ends_at_idx" ON "spots" USING btree ("tenant_id","ends_at");--> statement-breakpoint
CREATE INDEX "spots_active_idx" ON "spots" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "venuestypes_search_idx" ON "venuestypes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venuestypes_created_idx" ON "venuestypes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "venuestypes_title_idx" ON "venuestypes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "venuestypes_name_key" ON "venuestypes" USING btree ("tenant_id",lower("name")) WHERE "venuestypes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "venuestypes_covered_idx" ON "venuestypes" USING btree ("tenant_id","covered");--> statement-breakpoint
CREATE INDEX "venuestypes_reservable_idx" ON "venuestypes" USING btree ("tenant_id","reservable");--> statement-breakpoint
CREATE INDEX "venuestypes_active_idx" ON "venuestypes" USING btree ("tenant_id","active");