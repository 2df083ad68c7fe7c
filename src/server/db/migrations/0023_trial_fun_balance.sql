-- trial_fun_balance: a trial (free-play) account's fun sessions name it, so its fun balance carries
-- from launch to launch and the balance call answers it (the header and the game show one figure).
ALTER TABLE "house_fun_sessions" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "house_fun_sessions" ADD CONSTRAINT "house_fun_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_fun_sessions_member_idx" ON "house_fun_sessions" USING btree ("member_id","created_at");