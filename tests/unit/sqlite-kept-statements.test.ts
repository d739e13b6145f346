import Sqlite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withKeptStatements } from '@/server/db/sqlite-statements';

/** SQLite's statements kept compiled between queries: the same answers as compiling each afresh. */
let sqlite: Sqlite.Database;
let db: Kysely<{ things: { id: Generated<number>; name: string } }>;

function open() {
  sqlite = new Sqlite(':memory:');
  db = new Kysely({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }) });
}

afterEach(async () => {
  await db.destroy();
});

describe('kept SQLite statements', () => {
  it('are compiled once and run again with new parameters', async () => {
    open();
    await sql`create table things (id integer primary key, name text not null)`.execute(db);
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepared++;
      return prepare(source);
    }) as typeof sqlite.prepare;
    for (const name of ['a', 'b', 'c']) await db.insertInto('things').values({ name }).execute();
    const find = (id: number) =>
      db.selectFrom('things').select('name').where('id', '=', id).executeTakeFirst();
    expect(await find(2)).toEqual({ name: 'b' });
    expect(await find(3)).toEqual({ name: 'c' });
    expect(prepared).toBe(2);
  });

  it('see a column added after they were compiled', async () => {
    open();
    await sql`create table things (id integer primary key, name text not null)`.execute(db);
    await db.insertInto('things').values({ name: 'a' }).execute();
    const all = () => sql`select * from things`.execute(db).then((result) => result.rows);
    expect(await all()).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table things add column colour text default 'blue'`.execute(db);
    expect(await all()).toEqual([{ id: 1, name: 'a', colour: 'blue' }]);
  });

  it('give a new statement for one still being iterated, and keep the first', async () => {
    open();
    await sql`create table things (id integer primary key, name text not null)`.execute(db);
    for (const name of ['a', 'b']) await db.insertInto('things').values({ name }).execute();
    const connection = withKeptStatements(sqlite);
    const source = 'select name from things order by id';
    const first = connection.prepare(source);
    const rows = first.iterate([]);
    expect(rows.next().value).toEqual({ name: 'a' });
    const second = connection.prepare(source);
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(rows.next().value).toEqual({ name: 'b' });
    rows.return?.();
    expect(connection.prepare(source)).toBe(first);
  });
});
