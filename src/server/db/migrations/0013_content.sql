CREATE TABLE "content_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"group_name" text,
	"linkage_type" text,
	"linkage_target" text,
	"notice_type" text,
	"execution" text,
	"promotion_type" text,
	"tag" text,
	"vip_level" integer,
	"vip_benefits" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_check" CHECK ("content_items"."kind" in ('banner', 'notice', 'help', 'vip')),
	CONSTRAINT "content_items_schedule_check" CHECK ("content_items"."starts_at" is null or "content_items"."ends_at" is null or "content_items"."ends_at" > "content_items"."starts_at"),
	CONSTRAINT "content_items_fields_check" CHECK (("content_items"."kind" <> 'banner' or ("content_items"."group_name" is not null and "content_items"."linkage_type" is not null))
        and ("content_items"."kind" <> 'notice' or ("content_items"."notice_type" is not null and "content_items"."execution" is not null))
        and ("content_items"."kind" <> 'help' or "content_items"."tag" is not null)
        and ("content_items"."kind" <> 'vip' or ("content_items"."vip_level" is not null and "content_items"."vip_benefits" is not null)))
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"item_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"image_width" integer DEFAULT 0 NOT NULL,
	"image_height" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"member_id" integer,
	"ip" text NOT NULL,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_brand_kind_idx" ON "content_items" USING btree ("brand_id","kind","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_key" ON "content_translations" USING btree ("item_id","language");--> statement-breakpoint
CREATE INDEX "feedback_ip_idx" ON "feedback" USING btree ("brand_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player_main', 'player_vendor', 'player_held', 'house', 'bonus', 'payment_clearing', 'jackpot_pool'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('deposit_slip', 'withdrawal_proof'));