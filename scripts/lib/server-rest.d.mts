export function parseProcessStat(text: string): number | null;
export function processTicks(pid: number): number | null;
export function waitForRest(
  readTicks: () => number | null,
  options?: {
    quietMs?: number;
    slackTicks?: number;
    intervalMs?: number;
    timeoutMs?: number;
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  },
): Promise<boolean>;
