/**
 * The commands an operator runs on the server, each `npm run <name>`: declared once here for the
 * launcher (run-command.mjs) and the build that bundles them (build-commands.ts).
 */
export const OPERATOR_COMMANDS = ['backup', 'restore', 'create-admin', 'rotate-secret'];

/**
 * Where `npm run build` writes each command as one JavaScript file with the app's code inside: inside
 * the build's own folder, so a new build replaces them and a copied build carries them.
 */
export const COMMAND_BUNDLES = '.next/commands';
