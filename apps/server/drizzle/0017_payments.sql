CREATE TABLE "payment_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"pix_key_type" text,
	"pix_key" text,
	"merchant_name" text,
	"merchant_city" text,
	"gateways" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"tenant_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"charge_id" text NOT NULL,
	"outcome" text NOT NULL,
	"bill_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_tenant_id_gateway_event_id_pk" PRIMARY KEY("tenant_id","gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"fitid" text NOT NULL,
	"posted_on" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"proposed_bill_id" uuid,
	"match_reason" text,
	"bill_id" uuid,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_webhook_events_charge_idx" ON "payment_webhook_events" USING btree ("tenant_id","charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_fitid_key" ON "statement_lines" USING btree ("tenant_id","fitid");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_bill_key" ON "statement_lines" USING btree ("tenant_id","bill_id") WHERE "statement_lines"."bill_id" is not null;--> statement-breakpoint
CREATE INDEX "statement_lines_posted_idx" ON "statement_lines" USING btree ("tenant_id","posted_on");