import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadEnv } from '@/server/config/load-env';

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PUBLIC_URL: 'https://example.com/' }).PUBLIC_URL).toBe('https://example.com');
  });

  it('parses flags, hop counts and loopback', () => {
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
  });

  it('allows 20 public forms an hour per address unless PUBLIC_FORMS_PER_HOUR says otherwise', () => {
    expect(loadEnv({}).PUBLIC_FORMS_PER_HOUR).toBe(20);
    expect(loadEnv({ PUBLIC_FORMS_PER_HOUR: '500' }).PUBLIC_FORMS_PER_HOUR).toBe(500);
    expect(() => loadEnv({ PUBLIC_FORMS_PER_HOUR: '0' })).toThrow(/PUBLIC_FORMS_PER_HOUR/);
  });

  it('allows 10 survey moves and cancellations an hour per address unless SURVEY_CHANGES_PER_HOUR says otherwise', () => {
    expect(loadEnv({}).SURVEY_CHANGES_PER_HOUR).toBe(10);
    expect(loadEnv({ SURVEY_CHANGES_PER_HOUR: '300' }).SURVEY_CHANGES_PER_HOUR).toBe(300);
    expect(() => loadEnv({ SURVEY_CHANGES_PER_HOUR: '0' })).toThrow(/SURVEY_CHANGES_PER_HOUR/);
  });

  it('issues 8-hour tokens unless TOKEN_LIFETIME_SECONDS shortens them (a testing aid)', () => {
    expect(loadEnv({}).TOKEN_LIFETIME_SECONDS).toBe(8 * 60 * 60);
    expect(loadEnv({ TOKEN_LIFETIME_SECONDS: '' }).TOKEN_LIFETIME_SECONDS).toBe(8 * 60 * 60);
    expect(loadEnv({ TOKEN_LIFETIME_SECONDS: '45' }).TOKEN_LIFETIME_SECONDS).toBe(45);
  });

  it('ends sessions 7 days after signing in unless SESSION_MAX_SECONDS says otherwise', () => {
    expect(loadEnv({}).SESSION_MAX_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(loadEnv({ SESSION_MAX_SECONDS: '' }).SESSION_MAX_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(loadEnv({ SESSION_MAX_SECONDS: '86400' }).SESSION_MAX_SECONDS).toBe(86_400);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://localhost/db' }, 'AUTH_SECRET'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ ADMIN_EMAIL: 'owner@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'javascript:alert(1)//' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ TOKEN_LIFETIME_SECONDS: '5' }, 'TOKEN_LIFETIME_SECONDS'],
    [{ TOKEN_LIFETIME_SECONDS: 'an hour' }, 'TOKEN_LIFETIME_SECONDS'],
    [{ SESSION_MAX_SECONDS: '10' }, 'SESSION_MAX_SECONDS'],
    [{ SESSION_MAX_SECONDS: 'a week' }, 'SESSION_MAX_SECONDS'],
    [{ SESSION_MAX_SECONDS: String(91 * 24 * 60 * 60) }, 'SESSION_MAX_SECONDS'],
  ])('refuses %o naming %s', (source, variable) => {
    expect(() => loadEnv(source)).toThrow(ConfigurationError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('accepts PostgreSQL with a shared secret', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/site');
  });
});
