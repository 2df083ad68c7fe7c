-- Account events are append-only like the operator audit: the database itself refuses UPDATE
-- and DELETE, so neither a bug nor a hand-written query can rewrite a member's history.
CREATE FUNCTION account_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'account_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER account_audit_no_change BEFORE UPDATE OR DELETE ON "account_audit"
	FOR EACH ROW EXECUTE FUNCTION account_audit_append_only();
