import { buildServer } from './app';
import { readDevEndpoints, readOperatorToken } from './config';

const DEFAULT_PORT = 5173;

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT 无效：${value}（应为 0–65535 的整数）`);
  }
  return port;
}

async function main(): Promise<void> {
  const host = process.env.HOST || '127.0.0.1';
  const port = readPort(process.env.PORT);
  const operator = readOperatorToken();
  const app = await buildServer({
    dbPath: process.env.DB_PATH || 'data/app.sqlite',
    distDir: 'dist',
    appVersion: process.env.APP_VERSION || undefined,
    logger: true,
    devEndpoints: readDevEndpoints(),
    operatorToken: operator.token,
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`收到 ${signal}，正在停止服务…`);
    // Closing the server also closes the database (onClose hook in app.ts).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('停止服务时出错：', error);
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: under npm start the signal can arrive twice (terminal and parent).
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    await app.listen({ host, port });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new Error(`端口 ${port} 已被占用，请设置 PORT 换一个端口`, { cause: error });
    throw error;
  }
  const address = app.server.address();
  const boundPort = address && typeof address === 'object' ? address.port : port;
  console.log(`服务已启动 http://${host}:${boundPort}`);
  if (operator.generated)
    console.log(`运营接口令牌（OPERATOR_TOKEN 未设置，本次随机生成）：${operator.token}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
