import { type ParseArgsConfig, parseArgs } from 'node:util';

/**
 * An operator command's flags and arguments, or its usage: a flag it does not know, a flag without
 * its value or an argument too many stops the command with the reason and how to run it (exit 2),
 * not a stack trace; `--help` prints the usage alone.
 */
export function commandFlags<T extends ParseArgsConfig>(config: T, usage: string) {
  if (process.argv.slice(2).some((argument) => argument === '--help' || argument === '-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

/** A command run the wrong way (an argument missing): its usage is shown and it exits 2. */
export class UsageError extends Error {}

/**
 * Ends an operator command that failed, with the reason in words and no stack: a file it may not
 * read or write is named with what to do, a wrong invocation exits 2 like a wrong flag, anything
 * else exits 1.
 */
export function failCommand(error: unknown): never {
  const problem = error as NodeJS.ErrnoException;
  if (error instanceof UsageError) {
    console.error(problem.message);
    process.exit(2);
  }
  if ((problem.code === 'EACCES' || problem.code === 'EPERM') && problem.path)
    console.error(
      `Permission denied: ${problem.path}. Run the command as the user the site runs as ` +
        '(deploy/site-command does), or give that user access to it.',
    );
  else if (problem.code === 'ENOENT' && problem.path)
    console.error(`No such file or folder: ${problem.path}`);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
