import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderNumberSql } from '../../server/services/applications';
import { A, applyForm, backends, data, suiteServer } from './helpers';

describe.each(backends)('order numbers on $name', (backend) => {
  const clock = new Date('2026-11-27T02:30:00Z');
  const server = suiteServer(backend, { now: () => clock });

  it('are the day and 10 digits, and never the same twice: 200,000 drawn at once', async () => {
    const { rows } = await sql<{ drawn: number; distinct: number; wellFormed: number }>`
      SELECT count(*)::int AS drawn, count(DISTINCT n)::int AS distinct,
             (count(*) FILTER (WHERE n ~ '^20261127[0-9]{10}$'))::int AS "wellFormed"
      FROM (SELECT ${orderNumberSql(clock)} AS n FROM generate_series(1, 200000)) AS drawn`.execute(
      server.database.db,
    );
    expect(rows[0]).toEqual({ drawn: 200_000, distinct: 200_000, wellFormed: 200_000 });
  });

  it('do not count up from one order to the next', async () => {
    const orderNos: string[] = [];
    for (let i = 0; i < 3; i++) {
      const runner = await server.runner();
      const answer = await server.post(`${A}/matchH5/apply`, applyForm(), runner.token);
      orderNos.push(data<{ orderNo: string }>(answer).orderNo);
    }
    const numbers = orderNos.map((orderNo) => Number(orderNo.slice(8)));
    expect(new Set(orderNos).size).toBe(3);
    expect(numbers.slice(1).map((n, i) => Math.abs(n - numbers[i]))).not.toContain(1);
  });
});
