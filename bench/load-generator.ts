// One autocannon run, in its own process so the load generator does not share the server's
// event loop and core. Usage: tsx bench/load-generator.ts <url> <token> <connections> <seconds> [requests per second]
// Without a rate each connection sends its next request as soon as the last is answered (as fast as the server goes).
// Prints one JSON line: { p50, p95, p99, rps, non2xx, kbPerResponse, cpuMsPerResponse }.
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
}
interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (
  options: { url: string; connections: number; duration: number; overallRate?: number; headers: Record<string, string> },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
const autocannon = createRequire(join(import.meta.dirname, '../apps/server/package.json'))('autocannon') as Autocannon;

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  non2xx: number;
  kbPerResponse: number;
  /** This process's CPU per response: the load generator's share of the machine. */
  cpuMsPerResponse: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const [url, token, connections, seconds, rate] = process.argv.slice(2);
if (!url || !token || !connections || !seconds) {
  console.error('usage: load-generator.ts <url> <token> <connections> <seconds> [requests per second]');
  process.exit(2);
}
const times: number[] = [];
let bytes = 0;
const cpuBefore = process.cpuUsage();
const result = await new Promise<AutocannonResult>((resolve, reject) => {
  const instance = autocannon(
    { url, connections: Number(connections), duration: Number(seconds), ...(rate ? { overallRate: Number(rate) } : {}), headers: { authorization: `Bearer ${token}` } },
    (error, r) => (error ? reject(error) : resolve(r)),
  );
  instance.on('response', (_client, _status, size, responseTime) => {
    times.push(responseTime);
    bytes += size;
  });
});
const cpu = process.cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
const round = (n: number) => Math.round(n * 10) / 10;
const figures: LoadFigures = {
  p50: round(percentile(times, 50)),
  p95: round(percentile(times, 95)),
  p99: round(percentile(times, 99)),
  rps: result.requests.average,
  non2xx: result.non2xx + result.errors,
  kbPerResponse: times.length ? bytes / times.length / 1024 : 0,
  cpuMsPerResponse: times.length ? (cpu.user + cpu.system) / 1000 / times.length : 0,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
