CREATE TABLE "seamless_closed_rounds" (
	"vendor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seamless_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text DEFAULT '' NOT NULL,
	"bet_transaction_id" text,
	"game_code" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"content_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ledger_transaction_id" bigint,
	"answer" jsonb,
	"rolled_back_at" timestamp with time zone,
	"won_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_kind_check" CHECK ("seamless_transactions"."kind" in ('debit', 'credit', 'rollback', 'tombstone')),
	CONSTRAINT "seamless_transactions_status_check" CHECK ("seamless_transactions"."status" in ('pending', 'done', 'refused')),
	CONSTRAINT "seamless_transactions_amount_check" CHECK ("seamless_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_credentials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"key_id" text NOT NULL,
	"secret" text NOT NULL,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_credentials_key_id_unique" UNIQUE("key_id")
);
--> statement-breakpoint
ALTER TABLE "seamless_closed_rounds" ADD CONSTRAINT "seamless_closed_rounds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_closed_rounds" ADD CONSTRAINT "seamless_closed_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD CONSTRAINT "vendor_credentials_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD CONSTRAINT "vendor_credentials_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_closed_rounds_key" ON "seamless_closed_rounds" USING btree ("vendor_id","member_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_transactions_key" ON "seamless_transactions" USING btree ("vendor_id","member_id","transaction_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_wins_idx" ON "seamless_transactions" USING btree ("brand_id","created_at") WHERE "seamless_transactions"."kind" = 'credit' and "seamless_transactions"."status" = 'done' and "seamless_transactions"."amount" > 0;--> statement-breakpoint
CREATE INDEX "vendor_credentials_vendor_idx" ON "vendor_credentials" USING btree ("vendor_id");