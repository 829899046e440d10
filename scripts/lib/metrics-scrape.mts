// Reads a server's `/api/metrics` (Prometheus text format) for the benches: each sample's value by
// its name and labels as written, and a metric's total over its labels.
import { request } from './http-client.mts';

export type Samples = Map<string, number>;

export async function scrape(origin: string, token: string): Promise<Samples> {
  const answer = await request(`${origin}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.status !== 200) throw new Error(`/api/metrics answered ${answer.status}`);
  const samples: Samples = new Map();
  for (const line of answer.body.split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

/** A metric's total over its labels, or over those whose labels contain `having`. */
export function total(samples: Samples, name: string, having = ''): number {
  let sum = 0;
  for (const [key, value] of samples) {
    if ((key === name || key.startsWith(`${name}{`)) && key.includes(having)) sum += value;
  }
  return sum;
}
