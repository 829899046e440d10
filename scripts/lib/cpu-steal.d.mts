export type CpuCounters = { steal: number; total: number };
export function parseCpuLine(text: string): CpuCounters | null;
export function cpuCounters(): CpuCounters | null;
export function stealPercent(before: CpuCounters | null, after: CpuCounters | null): number | null;
