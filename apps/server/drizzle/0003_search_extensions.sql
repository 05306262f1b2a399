-- Trigram indexes serve the lists' substring search (`search_text like '%term%'`), accent-free and
-- case-free (the app normalizes both sides). pg_trgm is a trusted extension: the schema owner may
-- create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Every table with a tenant_id gets row-level security, whoever forgot to call the function above:
-- run after each migration set (database.ts), so a new resource table is never left open.
CREATE OR REPLACE FUNCTION quadra_secure_tenant_tables() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT c.oid::regclass AS name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'tenant_hosts'
      AND NOT (c.relrowsecurity AND c.relforcerowsecurity
        AND EXISTS (SELECT 1 FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = c.relname))
  LOOP
    PERFORM quadra_enable_tenant_rls(target.name);
  END LOOP;
END
$$;
