-- Agent contract lifecycle (issue 18, contracts stream; docs/architecture.md "Agent contracts").
-- agent_contracts (0028) holds the versions; these tables hold what the lifecycle needs besides.

-- Which contract kinds a brand runs and whether an accepted offer waits for an operator. No row:
-- the brand runs none.
CREATE TABLE "agent_contract_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL REFERENCES "brands"("id") ON DELETE CASCADE,
	"daily" boolean DEFAULT false NOT NULL,
	"hourly" boolean DEFAULT false NOT NULL,
	"realtime" boolean DEFAULT false NOT NULL,
	"dividend" boolean DEFAULT false NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint

-- Agents an operator suspended: they can neither offer nor accept until resumed.
CREATE TABLE "agent_contract_suspensions" (
	"member_id" integer PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"brand_id" integer NOT NULL REFERENCES "brands"("id") ON DELETE CASCADE,
	"reason" text DEFAULT '' NOT NULL,
	"suspended_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint

-- An in_process version the child accepted where the brand requires operator approval: it stays
-- in_process (the offer is not in force) until an operator approves or rejects it.
CREATE TABLE "agent_contract_acceptances" (
	"contract_id" integer PRIMARY KEY NOT NULL REFERENCES "agent_contracts"("id") ON DELETE CASCADE,
	"accepted_by" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint

-- An offer's requestId: the same request again answers the same version.
CREATE TABLE "agent_contract_requests" (
	"parent_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"request_id" text NOT NULL,
	"contract_id" integer NOT NULL REFERENCES "agent_contracts"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_requests_pk" PRIMARY KEY("parent_id","request_id")
);--> statement-breakpoint

-- Every contract change: who ('member:<id>', 'operator:<name>', 'system:cascade'), what, when, old and new.
CREATE TABLE "agent_contract_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"brand_id" integer NOT NULL REFERENCES "brands"("id") ON DELETE CASCADE,
	"contract_id" integer REFERENCES "agent_contracts"("id") ON DELETE SET NULL,
	"member_id" integer REFERENCES "members"("id") ON DELETE CASCADE,
	"kind" text,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"old_status" text,
	"new_status" text,
	"old_terms" jsonb,
	"new_terms" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "agent_contract_audit_brand_idx" ON "agent_contract_audit" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "agent_contract_audit_member_idx" ON "agent_contract_audit" USING btree ("member_id","id");
