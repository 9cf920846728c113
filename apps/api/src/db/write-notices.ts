/**
 * On PostgreSQL several api processes (and the commands) write to one database, and each api
 * process keeps a read cache (decision 041). A statement-level trigger on every table of the
 * public schema notifies `dataWrittenChannel` with the table's name; PostgreSQL sends it when
 * the writing transaction commits, once per table and transaction. A table added later gets
 * its trigger at the next start, before any api process caches reads of it.
 */
export const dataWrittenChannel = 'data_written'

type Query = (text: string) => Promise<unknown>

export async function ensureWriteNotices(query: Query): Promise<void> {
  await query(`
    CREATE OR REPLACE FUNCTION notify_data_written() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${dataWrittenChannel}', TG_TABLE_NAME);
      RETURN NULL;
    END $$;

    DO $$
    DECLARE missing regclass;
    BEGIN
      FOR missing IN
        SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
           AND NOT EXISTS (
             SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_written'
           )
      LOOP
        EXECUTE format(
          'CREATE TRIGGER data_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s
             FOR EACH STATEMENT EXECUTE FUNCTION notify_data_written()',
          missing
        );
      END LOOP;
    END $$;
  `)
}
