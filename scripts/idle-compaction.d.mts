export function compactWhenIdle(options?: { log?: (message: string) => void }): { touch(): void };
