CREATE TABLE "member_seen_notices" (
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"version" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_seen_notices_member_id_item_id_pk" PRIMARY KEY("member_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "member_seen_notices" ADD CONSTRAINT "member_seen_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_seen_notices" ADD CONSTRAINT "member_seen_notices_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;