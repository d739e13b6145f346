import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { POSTGRES_ADMIN_URL } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test database is copied from (TEST_DB=postgres runs). */
    postgresTemplate: string;
  }
}

let template: string | undefined;

async function onAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * On a PostgreSQL run, migrates one database once, so that every test file's fresh database is a
 * copy of it (`CREATE DATABASE ... TEMPLATE`, milliseconds) instead of a migration of its own.
 */
export async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') return;
  template = `cms_template_${randomBytes(6).toString('hex')}`;
  await onAdmin(`create database ${template}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${template}`;
  const database = openDatabase({ postgresUrl: url.toString() });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', template);
}

export async function teardown() {
  if (template) await onAdmin(`drop database if exists ${template} with (force)`);
}
