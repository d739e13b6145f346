/** The PostgreSQL the API tests run on (TEST_DB=postgres): its `postgres` database, for creating others. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
