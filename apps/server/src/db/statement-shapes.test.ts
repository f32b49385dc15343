import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildByShape } from './statement-shapes.ts';
import { orders, tools } from './schema.ts';

const dialect = new PgDialect();

/** A statement with every kind of part the shop's hot statements use, nested. */
const storing = (ids: string[], note: string | null, withMail: boolean) =>
  sql`with taken as (
        update ${tools} t set available_quantity = t.available_quantity - 1
         where t.id = any(${sql.param(ids)}::uuid[]) and ${eq(tools.sku, 'TBD-1')}
      )${withMail ? sql`, mailed as (select ${note}::text)` : sql``}
      select ${orders.id}, ${sql.param(ids.length)}::int, ${[1, 2]} from ${orders}
       where ${orders.createdAt} < ${new Date('2026-11-28T00:00:00Z')} and ${sql`${note} is null`}`;

describe('statement texts built once per shape', () => {
  it('answers the text and parameters Drizzle builds, the text kept after its first build', () => {
    for (const checked of [true, false]) {
      const shape = `test.storing:${checked}`;
      const first = buildByShape(dialect, storing(['a', 'b'], 'x', true), shape, checked);
      expect(first).toEqual(dialect.sqlToQuery(storing(['a', 'b'], 'x', true)));
      const again = buildByShape(dialect, storing(['c'], null, true), shape, checked);
      const drizzle = dialect.sqlToQuery(storing(['c'], null, true));
      expect(again.sql).toBe(drizzle.sql);
      expect(again.params).toEqual(drizzle.params);
    }
  });

  it('throws, outside production, when a shape does not name a choice that changes the text', () => {
    buildByShape(dialect, storing(['a'], 'x', true), 'test.unnamed');
    expect(() => buildByShape(dialect, storing(['a'], 'x', false), 'test.unnamed')).toThrow(
      'The statement of shape "test.unnamed" was built with another text',
    );
  });
});
