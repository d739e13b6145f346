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
