import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasPendingMigrations, queryRows, readMigrationJournal } from '../../src/db/database.js';
import { useTestApp } from '../helpers/test-app.js';

describe('migrations', () => {
  const t = useTestApp();

  it('create every table of the data model and the trigram extension', async () => {
    const tables = await queryRows<{ table_name: string }>(
      t().db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = tables.map((row) => row.table_name);
    for (const expected of [
      'users',
      'user_roles',
      'add_role_requests',
      'external_logins',
      'one_time_tokens',
      'participants',
      'organizers',
      'events',
      'disciplines',
      'clusters',
      'cluster_age_categories',
      'protocol_configs',
      'protocols',
      'protocol_results',
      'cached_uploads',
      'column_mappings',
      'favorite_participants',
      'favorite_events',
      'news',
      'notifications',
      'notification_messages',
      'files',
      'messenger_users',
      'messenger_channels',
      'feedback',
      'jobs',
      'integration_packages',
      'sagas',
      'seasons',
      'standings',
      'rating_adjustments',
      'mail_outbox',
    ]) {
      expect(names).toContain(expected);
    }
    const extensions = await queryRows<{ extname: string }>(t().db, sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toContain('pg_trgm');
  });

  it('apply again without changing anything', async () => {
    await t().handle.migrate();
    const rows = await queryRows<{ count: number }>(
      t().db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]!.count).toBe(readMigrationJournal().length);
  });

  it('are found all applied (a restart skips the migrator), and pending when the newest is not', async () => {
    expect(await hasPendingMigrations(t().db)).toBe(false);
    const [newest] = await queryRows<{ id: number }>(
      t().db,
      sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    // As if the journal had a migration created after the newest one the database has.
    await t().db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${newest!.id}`,
    );
    try {
      expect(await hasPendingMigrations(t().db)).toBe(true);
    } finally {
      await t().db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = ${newest!.id}`,
      );
    }
    expect(await hasPendingMigrations(t().db)).toBe(false);
  });

  it('index the public queries (rating by season and place, name search by trigrams)', async () => {
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      t().db,
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const byName = new Map(indexes.map((i) => [i.indexname, i.indexdef]));
    expect(byName.get('standings_place_idx')).toContain('place');
    // Dropped (issue 17, docs/decisions/rating.md «The standings' indexes»): the rewrite cost more than the reads saved.
    expect(byName.has('standings_gender_place_idx')).toBe(false);
    expect(byName.has('standings_participant_idx')).toBe(false);
    expect(byName.get('participants_name_trgm_idx')).toContain('gin_trgm_ops');
    expect(byName.get('events_date_idx')).toContain('event_date');
    // The upload's similar riders (issue 13): the Latin name, the surname, the first name and year.
    expect(byName.get('participants_latin_name_idx')).toContain('last_name_transliteration');
    expect(byName.get('participants_surname_key_idx')).toContain('split_part');
    expect(byName.get('participants_first_name_year_idx')).toContain('year_of_birth');
  });

  it('use trigram similarity for a misspelt name', async () => {
    const rows = await queryRows<{ similar: boolean }>(
      t().db,
      sql`select 'Кузнецов' % 'Кузнецоф' as similar`,
    );
    expect(rows[0]!.similar).toBe(true);
  });
});
