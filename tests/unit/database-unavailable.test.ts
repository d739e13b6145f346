import { describe, expect, it } from 'vitest';
import { describeDriverError, isDatabaseUnavailable } from '@/server/db/unavailable';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', coded('ECONNRESET')],
    ['host not found', coded('ENOTFOUND')],
    ['terminated by an administrator', coded('57P01', 'terminating connection due to administrator command')],
    ['server starting up', coded('57P03', 'the database system is starting up')],
    ['connection exception', coded('08006')],
    ['too many connections', coded('53300')],
    ['pg: terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg: connection timeout', new Error('Connection terminated due to connection timeout')],
    ['pg pool: timeout', new Error('timeout exceeded when trying to connect')],
    ['SQLite busy', coded('SQLITE_BUSY', 'database is locked')],
    ['SQLite busy snapshot', coded('SQLITE_BUSY_SNAPSHOT')],
    ['SQLite I/O error', coded('SQLITE_IOERR_WRITE')],
    ['SQLite cannot open', coded('SQLITE_CANTOPEN')],
    [
      'refused on every address of localhost',
      Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
    ],
    [
      'a failed migration caused by a refused connection',
      new Error('Migration x failed', { cause: coded('ECONNREFUSED') }),
    ],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a syntax error', coded('42601')],
    ['a value too long', coded('22001')],
    ['an SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['SQLite disk I/O lookalike', coded('SQLITE_IOERRX')],
    ['a plain error', new Error('Something else')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('describeDriverError', () => {
  it('keeps code, class and message, never the client pg hangs on the error', () => {
    const error = Object.assign(coded('57P01', 'terminating connection'), {
      client: { password: 'secret password', secretKey: 123456789, processID: 42 },
    });
    const described = describeDriverError(error);
    expect(described).toEqual({ code: '57P01', errorClass: 'Error', message: 'terminating connection' });
    expect(JSON.stringify(described)).not.toMatch(/secret|123456789/);
  });
});
