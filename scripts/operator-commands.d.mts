/** The operator commands' names and the build folder of their bundles: see operator-commands.mjs. */
export declare const OPERATOR_COMMANDS: readonly string[];
export declare const COMMAND_BUNDLES: string;
