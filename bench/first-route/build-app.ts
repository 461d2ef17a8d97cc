/**
 * Builds the app as `npm start` serves it (`vite build`, production mode) into
 * bench/.build/app, so the first-route figure never depends on a stale or
 * foreign dist/. A child process: the PWA plugin's nested service-worker build
 * logs on its own, and all of it goes to stderr so stdout keeps only the tables.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export function buildApp(projectRoot: string, outDir: string): Promise<void> {
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build of the app exited with ${code ?? 'a signal'}`));
    });
  });
}
