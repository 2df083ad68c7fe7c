-- Shared building blocks of the agent centre and every later capability (docs/architecture.md,
-- "Record of all bets, events and the downline tree").

-- The brand's business day: reports, wage periods and daily summaries cut days in this zone.
ALTER TABLE "brands" ADD COLUMN "time_zone" text DEFAULT 'Asia/Manila' NOT NULL;--> statement-breakpoint

-- The downline tree as a closure table: one row per (ancestor, descendant) pair, the member itself
-- included at depth 0, so "the whole subtree of X" is one indexed lookup at any depth. Triggers on
-- members keep it: every insert path and every move of upline_id (operator moves) stay consistent.
CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_pk" PRIMARY KEY("ancestor_id","member_id"),
	CONSTRAINT "member_tree_depth_check" CHECK ("depth" >= 0)
);--> statement-breakpoint
CREATE INDEX "member_tree_member_idx" ON "member_tree" USING btree ("member_id","depth");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tree_ancestor_depth_idx" ON "member_tree" USING btree ("ancestor_id","depth","member_id");--> statement-breakpoint

CREATE OR REPLACE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM members WHERE id = NEW.upline_id AND brand_id = NEW.brand_id
  ) THEN
    RAISE EXCEPTION 'upline % is not a member of brand %', NEW.upline_id, NEW.brand_id USING ERRCODE = '23503';
  END IF;
  INSERT INTO member_tree (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, member_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE member_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Moving a member moves its whole subtree: the links from the old ancestors to every node of the
-- subtree go, the links from the new upline's ancestors come. A move under one's own downline or
-- into another brand is refused (check_violation / foreign_key_violation).
CREATE OR REPLACE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id USING ERRCODE = '23514';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.upline_id AND brand_id = NEW.brand_id) THEN
      RAISE EXCEPTION 'upline % is not a member of brand %', NEW.upline_id, NEW.brand_id USING ERRCODE = '23503';
    END IF;
  END IF;
  DELETE FROM member_tree t
   WHERE t.member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = NEW.id)
     AND t.ancestor_id NOT IN (SELECT member_id FROM member_tree WHERE ancestor_id = NEW.id);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, member_id, depth)
      SELECT up.ancestor_id, sub.member_id, up.depth + sub.depth + 1
        FROM member_tree up JOIN member_tree sub ON sub.ancestor_id = NEW.id
       WHERE up.member_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER "members_tree_insert" AFTER INSERT ON "members"
  FOR EACH ROW EXECUTE FUNCTION member_tree_insert();--> statement-breakpoint
CREATE TRIGGER "members_tree_move" AFTER UPDATE OF "upline_id" ON "members"
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_tree_move();--> statement-breakpoint

INSERT INTO member_tree (ancestor_id, member_id, depth)
  WITH RECURSIVE up(member_id, ancestor_id, depth) AS (
    SELECT id, id, 0 FROM members
    UNION ALL
    SELECT up.member_id, m.upline_id, up.depth + 1
      FROM up JOIN members m ON m.id = up.ancestor_id
     WHERE m.upline_id IS NOT NULL AND up.depth < 1000
  )
  SELECT ancestor_id, member_id, depth FROM up;--> statement-breakpoint

-- The record of all bets: one row per settled bet of every game (house games, seamless vendors,
-- lottery). Written in the settling transaction; read by the betting record, P/L, agents' reports
-- and wages, rebates, VIP, wagering and missions. txid orders it as an event stream: a consumer
-- reads rows whose transaction is older than every running one (modules/events), so no row that
-- commits late is skipped.
CREATE TABLE "bet_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"round_ref" text NOT NULL,
	"bet_ref" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_turnover" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "bet_records_amounts_check" CHECK ("stake" >= 0 AND "valid_turnover" >= 0 AND "payout" >= 0 AND "valid_turnover" <= "stake")
);--> statement-breakpoint
CREATE UNIQUE INDEX "bet_records_vendor_bet_key" ON "bet_records" USING btree ("vendor_code","bet_ref");--> statement-breakpoint
CREATE INDEX "bet_records_member_settled_idx" ON "bet_records" USING btree ("member_id","settled_at");--> statement-breakpoint
CREATE INDEX "bet_records_brand_settled_idx" ON "bet_records" USING btree ("brand_id","settled_at");--> statement-breakpoint
CREATE INDEX "bet_records_stream_idx" ON "bet_records" USING btree ("txid","id");--> statement-breakpoint

-- The event stream (outbox) for what is not a bet: deposits credited, withdrawals paid, members
-- registered, contracts changed. Written in the transaction that did the thing; read in
-- (txid, id) order by consumers, each with its own cursor.
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"member_id" integer REFERENCES "members"("id") ON DELETE CASCADE,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" xid8 DEFAULT pg_current_xact_id() NOT NULL
);--> statement-breakpoint
CREATE INDEX "events_stream_idx" ON "events" USING btree ("txid","id");--> statement-breakpoint
CREATE INDEX "events_kind_created_idx" ON "events" USING btree ("kind","created_at");--> statement-breakpoint

-- Each consumer's position in a stream, moved in the same transaction as the consumer's effects.
CREATE TABLE "stream_cursors" (
	"consumer" text NOT NULL,
	"stream" text NOT NULL,
	"last_txid" xid8 DEFAULT '0'::xid8 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_cursors_pk" PRIMARY KEY("consumer","stream"),
	CONSTRAINT "stream_cursors_stream_check" CHECK ("stream" in ('bet_records', 'events'))
);--> statement-breakpoint

-- Agent contracts (issue 18): one row per version of a parent's offer to a direct child (parent_id
-- null: the platform's contract with a top agent, set by an operator). terms is the kind's shape in
-- src/shared/api/agent.ts. The approved row of a (child, kind) is the contract in force.
CREATE TABLE "agent_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"kind" text NOT NULL,
	"parent_id" integer REFERENCES "members"("id") ON DELETE CASCADE,
	"child_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"offered_by" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_kind_check" CHECK ("kind" in ('daily', 'hourly', 'realtime', 'dividend')),
	CONSTRAINT "agent_contracts_status_check" CHECK ("status" in ('in_process', 'rejected', 'approved', 'superseded', 'terminated')),
	CONSTRAINT "agent_contracts_version_check" CHECK ("version" >= 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_child_kind_version_key" ON "agent_contracts" USING btree ("child_id","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_in_force_key" ON "agent_contracts" USING btree ("child_id","kind") WHERE "status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending_key" ON "agent_contracts" USING btree ("child_id","kind") WHERE "status" = 'in_process';--> statement-breakpoint
CREATE INDEX "agent_contracts_parent_idx" ON "agent_contracts" USING btree ("parent_id","kind","status");
