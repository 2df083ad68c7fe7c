CREATE TABLE "deposit_callbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"order_no" text,
	"body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"signature_valid" boolean DEFAULT false NOT NULL,
	"outcome" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"fee_rate_bp" integer DEFAULT 0 NOT NULL,
	"fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"quick_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_provider_check" CHECK ("deposit_channels"."provider" in ('company', 'sandbox', 'paygate')),
	CONSTRAINT "deposit_channels_range_check" CHECK ("deposit_channels"."min_minor" > 0 and "deposit_channels"."max_minor" >= "deposit_channels"."min_minor" and "deposit_channels"."fee_rate_bp" between 0 and 10000 and "deposit_channels"."fee_fixed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_effective_at" timestamp with time zone,
	"pending_amount_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_period_check" CHECK ("deposit_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "deposit_limits_amount_check" CHECK (("deposit_limits"."amount_minor" is null or "deposit_limits"."amount_minor" >= 0) and ("deposit_limits"."pending_amount_minor" is null or "deposit_limits"."pending_amount_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "deposit_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"credit_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"memo" text,
	"receiving_account_id" integer,
	"slip_upload_id" bigint,
	"provider_reference" text,
	"pay_url" text,
	"qr_content" text,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"review_reason" text,
	"reported_minor" bigint,
	"failure_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_status_check" CHECK ("deposit_orders"."status" in ('created', 'pending', 'confirmed', 'failed', 'expired')),
	CONSTRAINT "deposit_orders_provider_check" CHECK ("deposit_orders"."provider" in ('company', 'sandbox', 'paygate')),
	CONSTRAINT "deposit_orders_amount_check" CHECK ("deposit_orders"."amount_minor" > 0 and "deposit_orders"."fee_minor" >= 0 and "deposit_orders"."credit_minor" > 0 and "deposit_orders"."credit_minor" + "deposit_orders"."fee_minor" = "deposit_orders"."amount_minor"),
	CONSTRAINT "deposit_orders_credit_check" CHECK (("deposit_orders"."status" = 'confirmed') = ("deposit_orders"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposit_receiving_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_receiving_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_method_id_deposit_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."deposit_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_methods" ADD CONSTRAINT "deposit_methods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_receiving_account_id_deposit_receiving_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."deposit_receiving_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_slip_upload_id_uploads_id_fk" FOREIGN KEY ("slip_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_receiving_accounts" ADD CONSTRAINT "deposit_receiving_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_receiving_accounts" ADD CONSTRAINT "deposit_receiving_accounts_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_callbacks_order_idx" ON "deposit_callbacks" USING btree ("order_no","id");--> statement-breakpoint
CREATE INDEX "deposit_channels_brand_idx" ON "deposit_channels" USING btree ("brand_id","method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_limits_key" ON "deposit_limits" USING btree ("member_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_methods_brand_code_key" ON "deposit_methods" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_no_key" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request_key" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_provider_reference_key" ON "deposit_orders" USING btree ("provider","provider_reference") WHERE "deposit_orders"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_queue_idx" ON "deposit_orders" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_expiry_idx" ON "deposit_orders" USING btree ("expires_at") WHERE "deposit_orders"."status" in ('created', 'pending');--> statement-breakpoint
CREATE INDEX "deposit_receiving_accounts_channel_idx" ON "deposit_receiving_accounts" USING btree ("channel_id","enabled","last_used_at");