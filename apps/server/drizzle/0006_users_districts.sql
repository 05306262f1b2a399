CREATE TABLE "usersdistricts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	"role" text,
	"starts_on" date,
	"ends_on" date,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "usersdistricts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "usersdistricts" ADD CONSTRAINT "usersdistricts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usersdistricts" ADD CONSTRAINT "usersdistricts_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usersdistricts" ADD CONSTRAINT "usersdistricts_district_id_fk" FOREIGN KEY ("tenant_id","district_id") REFERENCES "public"."districts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usersdistricts_search_idx" ON "usersdistricts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usersdistricts_created_idx" ON "usersdistricts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "usersdistricts_title_idx" ON "usersdistricts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "usersdistricts_user_id_idx" ON "usersdistricts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usersdistricts_district_id_key" ON "usersdistricts" USING btree ("tenant_id","user_id","district_id");--> statement-breakpoint
CREATE INDEX "usersdistricts_district_id_idx" ON "usersdistricts" USING btree ("tenant_id","district_id");--> statement-breakpoint
CREATE INDEX "usersdistricts_role_idx" ON "usersdistricts" USING btree ("tenant_id","role");