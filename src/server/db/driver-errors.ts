/** Recognises constraint violations from either engine (better-sqlite3 codes, PostgreSQL SQLSTATE). */

interface DriverError {
  code?: string;
  /** PostgreSQL: the column of a NOT NULL violation. */
  column?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as DriverError;
  // SQLite reports a delete refused by ON DELETE RESTRICT as a trigger failure.
  const sqliteRestrict = code === 'SQLITE_CONSTRAINT_TRIGGER' && message === 'FOREIGN KEY constraint failed';
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503' || sqliteRestrict;
}

/**
 * The column a unique violation is about, when the engine tells. SQLite names only the index of a
 * case-insensitive unique column (`lower(email)`): such indexes are named `{table}_{column}_unique`.
 */
export function violatedColumn(error: unknown): string | undefined {
  const { message, detail } = (error ?? {}) as DriverError;
  const sqlite =
    message?.match(/UNIQUE constraint failed: \w+\.(\w+)/) ??
    message?.match(/UNIQUE constraint failed: index '\w*_([A-Za-z0-9]+)_unique'/);
  if (sqlite) return sqlite[1];
  // `Key (slug)=(...)`, `Key ("sortOrder")=(...)` or `Key (lower(email::text))=(...)`.
  const postgres = detail?.match(/Key \((?:lower\()?"?(\w+)/);
  return postgres?.[1];
}

/** The column a NOT NULL violation is about, or undefined when the error is not one. */
export function notNullViolationColumn(error: unknown): string | undefined {
  const { code, message, column } = (error ?? {}) as DriverError;
  if (code === '23502') return column;
  if (code === 'SQLITE_CONSTRAINT_NOTNULL')
    return message?.match(/NOT NULL constraint failed: \w+\.(\w+)/)?.[1];
  return undefined;
}
