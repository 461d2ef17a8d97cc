/**
 * `npm run test:budget`: fails when a route of the route table (src/app/routes.tsx)
 * runs more than 130 KB gz of main-thread JavaScript on a cold start, printing each
 * route's figure. Reads the build the test script made before it (OUT_DIR or dist/)
 * and builds nothing itself, so `npm test` builds once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatTable, gzipSizer, measureRoutes, overBudget } from './route-budget/budget';
import type { Manifest } from './route-budget/manifest-closure';
import { parseRouteTable } from './route-budget/route-table';

const root = process.cwd();
const distDir = path.resolve(root, process.env.OUT_DIR || 'dist');
const manifestFile = path.join(distDir, '.vite', 'manifest.json');
const routesFile = path.join(root, 'src', 'app', 'routes.tsx');

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
} catch (error) {
  console.error(`[budget] no build manifest at ${manifestFile}: run \`vite build\` first`);
  throw error;
}
const routes = parseRouteTable(readFileSync(routesFile, 'utf8'), routesFile, root);
const report = measureRoutes(
  manifest,
  routes,
  gzipSizer((file) => readFileSync(path.join(distDir, file))),
);
console.log(formatTable(report));
const over = overBudget(report);
if (over.length > 0) {
  console.error(`[budget] over 130 KB: ${over.map((route) => route.path).join(', ')}`);
  process.exitCode = 1;
}
