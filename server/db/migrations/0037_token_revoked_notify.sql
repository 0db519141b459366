-- Every process keeps revoked token ids in memory (decision 010); with several processes on one
-- PostgreSQL, a revocation reaches the others at once through NOTIFY (issue 22, decision 297).
-- Sent on commit, whichever code path revoked the token.
CREATE OR REPLACE FUNCTION notify_token_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('token_revoked', NEW.jti || ' ' || floor(extract(epoch FROM NEW.expires_at))::bigint);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS revoked_tokens_notify ON revoked_tokens;
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_notify AFTER INSERT ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_token_revoked();
