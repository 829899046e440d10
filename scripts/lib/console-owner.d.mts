export const BENCH_OWNER: { email: string; password: string };
export function loadConsoleFixture(dataDir: string, options?: { bulk?: boolean }): void;
export function signInOwner(url: string): Promise<string>;
