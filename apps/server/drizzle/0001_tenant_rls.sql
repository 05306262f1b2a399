-- Row-level security is the backstop behind the app's tenant-scoping chokepoint (ARCHITECTURE §3).
-- The app runs every request as `quadra_app` (SET LOCAL ROLE), a role without BYPASSRLS, with the
-- tenant in the transaction-local setting `app.tenant_id`. FORCE makes the policy apply to the
-- tables' owner too, so only a superuser session that never switches role can see across tenants.
DO $$
BEGIN
  CREATE ROLE quadra_app NOLOGIN NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- the role is cluster-wide: another database of the same cluster created it already
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO quadra_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO quadra_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO quadra_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quadra_current_tenant() RETURNS uuid
LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
-- Later migrations call this for every new tenant-owned table; a test checks that none is missed.
CREATE OR REPLACE FUNCTION quadra_enable_tenant_rls(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (tenant_id = quadra_current_tenant()) WITH CHECK (tenant_id = quadra_current_tenant())',
    target
  );
END
$$;
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('tenant_settings');
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('users');
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('roles');
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('user_roles');
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('sessions');
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('one_time_tokens');
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('oauth_providers');
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('oauth_identities');
--> statement-breakpoint
SELECT quadra_enable_tenant_rls('oauth_states');
