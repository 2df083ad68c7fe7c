-- limit_counters: the one attempt limiter (modules/limits). Limits were read, checked, then counted
-- in process memory, so parallel bursts and extra processes slipped past them; each attempt now
-- reserves its slot here with one atomic upsert before the expensive check.
CREATE TABLE "limit_counters" (
	"rule" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	CONSTRAINT "limit_counters_rule_key_pk" PRIMARY KEY("rule","key")
);--> statement-breakpoint
CREATE INDEX "limit_counters_expires_idx" ON "limit_counters" USING btree ("expires_at");
