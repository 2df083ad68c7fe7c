-- The ledger is append-only at the database itself: transactions and postings refuse UPDATE,
-- DELETE and TRUNCATE, so a correction can only be a new compensating transaction and neither a
-- bug nor a hand-written query can rewrite money history.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_change BEFORE UPDATE OR DELETE ON "ledger_transactions"
	FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON "ledger_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_change BEFORE UPDATE OR DELETE ON "ledger_postings"
	FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON "ledger_postings"
	FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Accounts are never deleted, and only their balance ever changes (through the ledger's guarded
-- UPDATE); an account cannot be moved to another owner, brand, kind or currency.
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'UPDATE' THEN
		RAISE EXCEPTION 'ledger_accounts rows are never deleted';
	END IF;
	IF (NEW.id, NEW.brand_id, NEW.kind, NEW.member_id, NEW.vendor_code, NEW.shard, NEW.currency, NEW.created_at)
		IS DISTINCT FROM (OLD.id, OLD.brand_id, OLD.kind, OLD.member_id, OLD.vendor_code, OLD.shard, OLD.currency, OLD.created_at) THEN
		RAISE EXCEPTION 'only the balance of a ledger account changes';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON "ledger_accounts"
	FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
