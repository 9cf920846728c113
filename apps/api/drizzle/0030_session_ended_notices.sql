-- Decision 048: a live stream ends with its session. Whatever ends a session (logout, a
-- password change, a suspension, the deletion flow, an erasure, a command) deletes its row,
-- changes the account's status or deletes the profile; each tells the member's streams on the
-- live channel, when the writing transaction commits, and every stream re-checks its session.
CREATE OR REPLACE FUNCTION notify_session_ended(member integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', json_build_object(
    'id', null, 'profileId', member, 'type', 'session_ended', 'data', json_build_object()
  )::text);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_ended(p.id) FROM profiles p WHERE p.user_id = OLD.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_ended();--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_ended(p.id) FROM profiles p WHERE p.user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_ended AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION account_status_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_session_ended(OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_ended AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profile_deleted();
