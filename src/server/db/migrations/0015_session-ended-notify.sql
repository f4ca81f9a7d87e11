-- A session row deleted (sign-out, suspension, revocation, password change, account deletion,
-- idle timeout) is announced on 'sessions_ended' with its user's id, so every instance re-checks
-- that user's open event streams at once (ADR 0032).
CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_ended', OLD.user_id::text);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_ended_notify AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
