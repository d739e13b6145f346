/** Recognises constraint violations from either engine (better-sqlite3 codes, PostgreSQL SQLSTATE). */

interface DriverError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** The column a unique violation is about, when the engine tells. */
export function violatedColumn(error: unknown): string | undefined {
  const { message, detail } = (error ?? {}) as DriverError;
  const sqlite = message?.match(/UNIQUE constraint failed: \w+\.(\w+)/);
  if (sqlite) return sqlite[1];
  const postgres = detail?.match(/Key \((?:lower\()?"?(\w+)"?\)?\)=/);
  return postgres?.[1];
}
