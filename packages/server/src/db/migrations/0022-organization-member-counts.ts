import { sql, type Kysely } from 'kysely';

/**
 * Each organisation's number of users and of administrators (users holding a role whose name
 * contains 'admin', spec 01 §6), kept by the writes: the back-office lists every organisation with
 * both on each visit (GET /api/admin/organizations), and counting them from users and role
 * assignments was most of that answer's cost in PostgreSQL (`pnpm bench:load`).
 *
 * Unlike table_row_counts (0020) the triggers do not add deltas: whether a user is an administrator
 * depends on all of their roles and on those roles' names, so a delta would have to know the user's
 * state before the statement, which a concurrent transaction may be changing. Instead a write
 * recounts the organisations it touched: it first locks their counter rows (in one order, so two
 * writers cannot deadlock on them), then counts in a new statement. At READ COMMITTED (the only
 * level the app writes at) that statement's snapshot holds every transaction that wrote before it
 * took the locks; a later writer waits for this commit and recounts with it. A rolled-back write
 * takes its count with it. A role renamed into or out of 'admin' recounts every organisation (rare;
 * the lock on every counter row also orders it against assignments being made meanwhile).
 *
 * Which writes: users inserted, deleted or moved to another organisation; role assignments made,
 * removed or changed; roles renamed (their deletion removes the assignments); TRUNCATE. A new
 * organisation gets its row (0, 0) from its insert; a deleted one takes it along (cascade).
 * The price: writers in one organisation wait for each other's commit on its counter row, and two
 * transactions that each write members of two organisations in separate statements, in opposite
 * orders, can deadlock (PostgreSQL aborts one). The app's writes touch one organisation per
 * transaction, or two in one statement (a user moved).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE organization_member_counts (
    organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
    user_count integer NOT NULL DEFAULT 0,
    admin_count integer NOT NULL DEFAULT 0
  )`.execute(db);

  await sql`CREATE FUNCTION recount_organization_members(organization_ids uuid[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM organization_member_counts WHERE organization_id = ANY (organization_ids)
        ORDER BY organization_id FOR UPDATE;
      UPDATE organization_member_counts counts SET
        user_count = members.user_count, admin_count = members.admin_count
      FROM (
        SELECT count(users.id) AS user_count, count(users.id) FILTER (WHERE EXISTS (
          SELECT 1 FROM role_assignments JOIN roles ON roles.id = role_assignments.role_id
          WHERE role_assignments.user_id = users.id AND lower(roles.name) LIKE '%admin%'
        )) AS admin_count, organization_ids_row.id
        FROM unnest(organization_ids) AS organization_ids_row (id)
        LEFT JOIN users ON users.organization_id = organization_ids_row.id
        GROUP BY organization_ids_row.id
      ) members
      WHERE counts.organization_id = members.id;
    END
  $$`.execute(db);

  // Statement-level for inserts and deletes (set-based writes and cascades recount once); row-level
  // with WHEN for updates, so the many updates that move nobody (sign-ins, renames) cost nothing.
  await sql`CREATE FUNCTION recount_members_of_written_users() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        UPDATE organization_member_counts SET user_count = 0, admin_count = 0;
      ELSIF TG_OP = 'INSERT' THEN
        PERFORM recount_organization_members(ARRAY(SELECT DISTINCT organization_id FROM new_rows));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM recount_organization_members(ARRAY(SELECT DISTINCT organization_id FROM old_rows));
      ELSE
        PERFORM recount_organization_members(ARRAY[OLD.organization_id, NEW.organization_id]);
      END IF;
      RETURN NULL;
    END
  $$`.execute(db);
  await sql`CREATE FUNCTION recount_members_of_written_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        UPDATE organization_member_counts SET admin_count = 0;
      ELSIF TG_OP = 'INSERT' THEN
        PERFORM recount_organization_members(ARRAY(SELECT DISTINCT users.organization_id
          FROM new_rows JOIN users ON users.id = new_rows.user_id));
      ELSIF TG_OP = 'DELETE' THEN
        -- A user deleted in the same statement is gone here; the users trigger recounts their organisation.
        PERFORM recount_organization_members(ARRAY(SELECT DISTINCT users.organization_id
          FROM old_rows JOIN users ON users.id = old_rows.user_id));
      ELSE
        PERFORM recount_organization_members(ARRAY(SELECT organization_id FROM users
          WHERE users.id IN (OLD.user_id, NEW.user_id)));
      END IF;
      RETURN NULL;
    END
  $$`.execute(db);
  await sql`CREATE FUNCTION recount_members_after_role_rename() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM recount_organization_members(ARRAY(SELECT organization_id FROM organization_member_counts));
      RETURN NULL;
    END
  $$`.execute(db);
  await sql`CREATE FUNCTION add_organization_member_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO organization_member_counts (organization_id) SELECT id FROM new_rows;
      RETURN NULL;
    END
  $$`.execute(db);

  await sql`CREATE TRIGGER organizations_add_member_counts AFTER INSERT ON organizations
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_organization_member_counts()`.execute(
    db,
  );
  await sql`CREATE TRIGGER users_recount_inserts AFTER INSERT ON users
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recount_members_of_written_users()`.execute(
    db,
  );
  await sql`CREATE TRIGGER users_recount_deletes AFTER DELETE ON users
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recount_members_of_written_users()`.execute(
    db,
  );
  await sql`CREATE TRIGGER users_recount_moves AFTER UPDATE OF organization_id ON users FOR EACH ROW
    WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id)
    EXECUTE FUNCTION recount_members_of_written_users()`.execute(db);
  await sql`CREATE TRIGGER users_recount_truncates AFTER TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION recount_members_of_written_users()`.execute(db);
  await sql`CREATE TRIGGER role_assignments_recount_inserts AFTER INSERT ON role_assignments
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recount_members_of_written_assignments()`.execute(
    db,
  );
  await sql`CREATE TRIGGER role_assignments_recount_deletes AFTER DELETE ON role_assignments
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recount_members_of_written_assignments()`.execute(
    db,
  );
  await sql`CREATE TRIGGER role_assignments_recount_updates AFTER UPDATE OF user_id, role_id ON role_assignments
    FOR EACH ROW WHEN ((OLD.user_id, OLD.role_id) IS DISTINCT FROM (NEW.user_id, NEW.role_id))
    EXECUTE FUNCTION recount_members_of_written_assignments()`.execute(db);
  await sql`CREATE TRIGGER role_assignments_recount_truncates AFTER TRUNCATE ON role_assignments
    FOR EACH STATEMENT EXECUTE FUNCTION recount_members_of_written_assignments()`.execute(db);
  await sql`CREATE TRIGGER roles_recount_renames AFTER UPDATE OF name ON roles FOR EACH ROW
    WHEN ((lower(OLD.name) LIKE '%admin%') IS DISTINCT FROM (lower(NEW.name) LIKE '%admin%'))
    EXECUTE FUNCTION recount_members_after_role_rename()`.execute(db);

  // Triggers first, then the rows and counts, in the migration's transaction (as 0020).
  await sql`INSERT INTO organization_member_counts (organization_id) SELECT id FROM organizations
    ON CONFLICT (organization_id) DO NOTHING`.execute(db);
  await sql`SELECT recount_organization_members(ARRAY(SELECT id FROM organizations))`.execute(db);
}
