CREATE TABLE "billdebts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"debt_id" uuid NOT NULL,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fine_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "billdebts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"association_id" uuid,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"due_date" date NOT NULL,
	"debts_cents" bigint NOT NULL,
	"fine_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"means" text,
	"pix_txid" text,
	"pix_code" text,
	"pix_qr" text,
	"pix_expires_at" timestamp with time zone,
	"gateway" text,
	"gateway_charge_id" text,
	"gateway_status" text,
	"gateway_invoice_url" text,
	"boleto_line" text,
	"boleto_barcode" text,
	"boleto_url" text,
	"card_url" text,
	"paid_at" timestamp with time zone,
	"paid_cents" bigint,
	"paid_source" text,
	"receipt_number" text,
	"cancelled_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "bills_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "debthistory" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"debt_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"bill_id" uuid,
	"user_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "debthistory_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"association_id" uuid,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_date" date NOT NULL,
	"fine_percent" double precision,
	"interest_percent_month" double precision,
	"discount_cents" bigint,
	"discount_until" date,
	"origin" text NOT NULL,
	"recurrence_id" uuid,
	"period" text,
	"team_id" uuid,
	"status" text NOT NULL,
	"status_reason" text,
	"paid_at" timestamp with time zone,
	"bill_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "debts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "recurrenceruns" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recurrence_id" uuid NOT NULL,
	"period" text NOT NULL,
	"debts_created" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "recurrenceruns_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "recurrences" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	"period" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"month" integer,
	"target" text NOT NULL,
	"role_name" text,
	"role_id" text,
	"target_association_id" uuid,
	"due_after_days" integer NOT NULL,
	"fine_percent" double precision,
	"interest_percent_month" double precision,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"next_run_on" date,
	"last_period" text,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "recurrences_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "billdebts" ADD CONSTRAINT "billdebts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billdebts" ADD CONSTRAINT "billdebts_bill_id_fk" FOREIGN KEY ("tenant_id","bill_id") REFERENCES "public"."bills"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billdebts" ADD CONSTRAINT "billdebts_debt_id_fk" FOREIGN KEY ("tenant_id","debt_id") REFERENCES "public"."debts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debthistory" ADD CONSTRAINT "debthistory_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debthistory" ADD CONSTRAINT "debthistory_debt_id_fk" FOREIGN KEY ("tenant_id","debt_id") REFERENCES "public"."debts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debthistory" ADD CONSTRAINT "debthistory_bill_id_fk" FOREIGN KEY ("tenant_id","bill_id") REFERENCES "public"."bills"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_association_id_fk" FOREIGN KEY ("tenant_id","association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_recurrence_id_fk" FOREIGN KEY ("tenant_id","recurrence_id") REFERENCES "public"."recurrences"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_team_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_bill_id_fk" FOREIGN KEY ("tenant_id","bill_id") REFERENCES "public"."bills"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrenceruns" ADD CONSTRAINT "recurrenceruns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrenceruns" ADD CONSTRAINT "recurrenceruns_recurrence_id_fk" FOREIGN KEY ("tenant_id","recurrence_id") REFERENCES "public"."recurrences"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_target_association_id_fk" FOREIGN KEY ("tenant_id","target_association_id") REFERENCES "public"."associations"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billdebts_search_idx" ON "billdebts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "billdebts_created_idx" ON "billdebts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "billdebts_title_idx" ON "billdebts" USING btree ("tenant_id","bill_id","description");--> statement-breakpoint
CREATE INDEX "billdebts_bill_id_idx" ON "billdebts" USING btree ("tenant_id","bill_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billdebts_debt_id_key" ON "billdebts" USING btree ("tenant_id","bill_id","debt_id");--> statement-breakpoint
CREATE INDEX "billdebts_debt_id_idx" ON "billdebts" USING btree ("tenant_id","debt_id");--> statement-breakpoint
CREATE INDEX "bills_search_idx" ON "bills" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bills_created_idx" ON "bills" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "bills_title_idx" ON "bills" USING btree ("tenant_id","description");--> statement-breakpoint
CREATE INDEX "bills_user_id_idx" ON "bills" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "bills_association_id_idx" ON "bills" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "bills_status_idx" ON "bills" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "bills_due_date_idx" ON "bills" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "bills_total_cents_idx" ON "bills" USING btree ("tenant_id","total_cents");--> statement-breakpoint
CREATE INDEX "bills_means_idx" ON "bills" USING btree ("tenant_id","means");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_pix_txid_key" ON "bills" USING btree ("tenant_id",lower("pix_txid"));--> statement-breakpoint
CREATE INDEX "bills_gateway_idx" ON "bills" USING btree ("tenant_id","gateway");--> statement-breakpoint
CREATE INDEX "bills_paid_at_idx" ON "bills" USING btree ("tenant_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_receipt_number_key" ON "bills" USING btree ("tenant_id",lower("receipt_number"));--> statement-breakpoint
CREATE INDEX "debthistory_search_idx" ON "debthistory" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debthistory_created_idx" ON "debthistory" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "debthistory_title_idx" ON "debthistory" USING btree ("tenant_id","debt_id","to_status");--> statement-breakpoint
CREATE INDEX "debthistory_debt_id_idx" ON "debthistory" USING btree ("tenant_id","debt_id","created_at");--> statement-breakpoint
CREATE INDEX "debthistory_bill_id_idx" ON "debthistory" USING btree ("tenant_id","bill_id");--> statement-breakpoint
CREATE INDEX "debthistory_user_id_idx" ON "debthistory" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "debts_search_idx" ON "debts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debts_created_idx" ON "debts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "debts_title_idx" ON "debts" USING btree ("tenant_id","description");--> statement-breakpoint
CREATE INDEX "debts_user_id_idx" ON "debts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "debts_association_id_idx" ON "debts" USING btree ("tenant_id","association_id");--> statement-breakpoint
CREATE INDEX "debts_amount_cents_idx" ON "debts" USING btree ("tenant_id","amount_cents");--> statement-breakpoint
CREATE INDEX "debts_due_date_idx" ON "debts" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "debts_origin_idx" ON "debts" USING btree ("tenant_id","origin");--> statement-breakpoint
CREATE INDEX "debts_recurrence_id_idx" ON "debts" USING btree ("tenant_id","recurrence_id");--> statement-breakpoint
CREATE INDEX "debts_team_id_idx" ON "debts" USING btree ("tenant_id","team_id");--> statement-breakpoint
CREATE INDEX "debts_status_idx" ON "debts" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "debts_bill_id_idx" ON "debts" USING btree ("tenant_id","bill_id");--> statement-breakpoint
CREATE INDEX "recurrenceruns_search_idx" ON "recurrenceruns" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recurrenceruns_created_idx" ON "recurrenceruns" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "recurrenceruns_title_idx" ON "recurrenceruns" USING btree ("tenant_id","recurrence_id","period");--> statement-breakpoint
CREATE INDEX "recurrenceruns_recurrence_id_idx" ON "recurrenceruns" USING btree ("tenant_id","recurrence_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recurrenceruns_period_key" ON "recurrenceruns" USING btree ("tenant_id","recurrence_id",lower("period"));--> statement-breakpoint
CREATE INDEX "recurrences_search_idx" ON "recurrences" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recurrences_created_idx" ON "recurrences" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "recurrences_title_idx" ON "recurrences" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "recurrences_name_key" ON "recurrences" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recurrences_active_idx" ON "recurrences" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE INDEX "recurrences_period_idx" ON "recurrences" USING btree ("tenant_id","period");--> statement-breakpoint
CREATE INDEX "recurrences_target_idx" ON "recurrences" USING btree ("tenant_id","target");--> statement-breakpoint
CREATE INDEX "recurrences_target_association_id_idx" ON "recurrences" USING btree ("tenant_id","target_association_id");--> statement-breakpoint
-- Who changed a debt's status outlives nothing: deleting the person clears only the reference
-- (FieldDef.clearOnDelete; a composite key with plain SET NULL would clear tenant_id too).
ALTER TABLE "debthistory" ADD CONSTRAINT "debthistory_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
-- A debt and a bill have exactly one payer, a person or an association (the rules answer it in
-- pt-BR on the field; the database holds it for every path, set-wise runs included).
ALTER TABLE "debts" ADD CONSTRAINT "debts_one_payer_check" CHECK (("user_id" IS NULL) <> ("association_id" IS NULL));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_one_payer_check" CHECK (("user_id" IS NULL) <> ("association_id" IS NULL));--> statement-breakpoint
-- Money is never negative, and a bill adds up: total = debts + fine + interest − discount.
ALTER TABLE "bills" ADD CONSTRAINT "bills_total_check" CHECK ("total_cents" = "debts_cents" + "fine_cents" + "interest_cents" - "discount_cents" AND "total_cents" >= 0);--> statement-breakpoint
ALTER TABLE "billdebts" ADD CONSTRAINT "billdebts_total_check" CHECK ("total_cents" = "amount_cents" + "fine_cents" + "interest_cents" - "discount_cents" AND "total_cents" >= 0);
