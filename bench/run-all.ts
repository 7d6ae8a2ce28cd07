// `npm run bench`: every benchmark in turn, each printing its own figures. `npm run bench:soak` (several
// minutes, PostgreSQL only: many processes under SIGKILL) runs on its own.
import { spawnSync } from 'node:child_process';

const benchmarks = ['bench:analysis', 'bench:api', 'bench:mock', 'bench:asr', 'bench:whisper', 'bench:landing', 'bench:lighthouse', 'bench:start', 'bench:speakers'];
let failed = false;
for (const script of benchmarks) {
  console.log(`\n=== ${script} ===`);
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
