-- Registration links of agents (issue 18, tree stream): an agent shares a link whose code registers
-- a member or a sub-agent directly under it. Codes are unique per brand and never reused; the
-- registration count moves in the same transaction as the account it counts.
CREATE TABLE "registration_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"agent_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"account_type" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_links_account_type_check" CHECK ("account_type" in ('member', 'agent')),
	CONSTRAINT "registration_links_registrations_check" CHECK ("registrations" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "registration_links_brand_code_key" ON "registration_links" USING btree ("brand_id", upper("code"));--> statement-breakpoint
CREATE INDEX "registration_links_agent_idx" ON "registration_links" USING btree ("agent_id","id");--> statement-breakpoint

-- Every agent has an invitation code: agents made before this had none unless an operator typed one.
-- Eight characters from md5 of a random value and the id; the unique index (brand, code) stays the judge.
UPDATE "members" SET "affiliate_code" = upper(substr(md5(random()::text || "id"::text), 1, 8))
 WHERE "type" IN (1, 2, 41, 42) AND "affiliate_code" IS NULL;
