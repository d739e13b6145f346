import { type Env, envSchema } from './env-schema';

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** Parses the environment once; a wrong value stops start-up with a message naming the variable. */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'} ${issue.message}`,
    );
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return { ...value, PUBLIC_URL: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, '') };
}
