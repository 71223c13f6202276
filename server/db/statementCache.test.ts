import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from './statementCache';

function database() {
  const raw = new SqliteDatabase(':memory:');
  raw.exec('create table items (id integer primary key, name text)');
  raw.exec("insert into items (name) values ('one'), ('two'), ('three')");
  return { raw, cached: withStatementCache(raw) };
}

describe('statement cache', () => {
  it('prepares a statement once and binds new values each time', () => {
    const { raw, cached } = database();
    const sql = 'select name from items where id = ?';
    const first = cached.prepare(sql);
    expect(cached.prepare(sql)).toBe(first);
    expect(first.all([1])).toEqual([{ name: 'one' }]);
    expect(cached.prepare(sql).all([3])).toEqual([{ name: 'three' }]);
    raw.close();
  });

  it('drops the least recently used statement past 256', () => {
    const { raw, cached } = database();
    const first = cached.prepare('select 0');
    const second = cached.prepare('select 1');
    for (let i = 2; i < 256; i += 1) cached.prepare(`select ${i}`);
    // Used again: now the most recent, so `select 1` is the oldest.
    expect(cached.prepare('select 0')).toBe(first);
    cached.prepare('select 256');
    expect(cached.prepare('select 0')).toBe(first);
    expect(cached.prepare('select 1')).not.toBe(second);
    raw.close();
  });

  it('runs writes through the same statements', () => {
    const { raw, cached } = database();
    const insert = 'insert into items (name) values (?)';
    expect(cached.prepare(insert).run(['four']).changes).toBe(1);
    expect(cached.prepare(insert).run(['five']).changes).toBe(1);
    expect(cached.prepare('select count(*) as n from items').all([])).toEqual([{ n: 5 }]);
    raw.close();
  });
});
