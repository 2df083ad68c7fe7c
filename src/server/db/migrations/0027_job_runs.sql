-- job_runs: the journal of scheduled jobs. Several server processes run the same schedule; the first
-- to insert a job's (name, period_start) runs it, the others see the row and skip that period.
CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"runner" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "job_runs_name_period_start_pk" PRIMARY KEY("name","period_start")
);--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");
