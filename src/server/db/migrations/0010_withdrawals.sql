CREATE TABLE "payment_passwords" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_type_check" CHECK ("payout_accounts"."type" in ('bank', 'ewallet'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"account" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"hold_tx_id" bigint,
	"release_tx_id" bigint,
	"paid_tx_id" bigint,
	"refund_tx_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"paid_reference" text,
	"receipt_status" text,
	"received_amount" bigint,
	"proof_upload_id" bigint,
	"due_at" timestamp with time zone,
	"receipt_at" timestamp with time zone,
	"receipt_reason" text,
	"receipt_resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_orders_status_check" CHECK ("withdrawal_orders"."status" in ('requested', 'approved', 'paid', 'rejected')),
	CONSTRAINT "withdrawal_orders_receipt_check" CHECK ("withdrawal_orders"."receipt_status" is null or "withdrawal_orders"."receipt_status" in ('awaiting', 'received', 'partial', 'not_received', 'auto_received', 'forced', 'refunded')),
	CONSTRAINT "withdrawal_orders_amount_check" CHECK ("withdrawal_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_passwords" ADD CONSTRAINT "payment_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_hold_tx_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_tx_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_release_tx_id_ledger_transactions_id_fk" FOREIGN KEY ("release_tx_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_paid_tx_id_ledger_transactions_id_fk" FOREIGN KEY ("paid_tx_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_refund_tx_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_tx_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_paid_by_operators_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_receipt_resolved_by_operators_id_fk" FOREIGN KEY ("receipt_resolved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_member_key" ON "payout_accounts" USING btree ("member_id","type","bank_code","account_number") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_request_key" ON "withdrawal_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_idx" ON "withdrawal_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_queue_idx" ON "withdrawal_orders" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_due_idx" ON "withdrawal_orders" USING btree ("due_at") WHERE "withdrawal_orders"."receipt_status" = 'awaiting';