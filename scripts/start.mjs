// `npm start`: build the app, then serve it with the reference server (CONTRACTS.md
// "Commands"). The server runs as a child so its SIGINT/SIGTERM handling closes the
// database cleanly; this process forwards the signals and exits with the child's code.
import { spawn } from 'node:child_process';
import { build } from 'vite';

try {
  await build({ logLevel: 'warn' });
} catch (error) {
  console.error('构建失败：', error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
