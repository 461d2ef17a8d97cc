// `npm run bench [-- --only=track,offline,faults,tabs,size,firstroute,replay --sdk=ours,sensors,posthog,amplitude]`:
// runs bench/run.ts through tsx (a dependency) and passes its exit code on.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runner = fileURLToPath(new URL('../bench/run.ts', import.meta.url));
const result = spawnSync(process.execPath, ['--import', 'tsx', runner, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
