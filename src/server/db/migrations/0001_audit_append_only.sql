-- The operator audit trail is append-only: refuse UPDATE and DELETE at the database itself,
-- so neither a bug nor a hand-written query can rewrite history.
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON "operator_audit"
	FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
