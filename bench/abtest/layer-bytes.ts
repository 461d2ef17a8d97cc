/**
 * Main-thread bytes the A/B layer adds (issue 8 "Benchmark"): the synchronous
 * part the main bundle carries (the plugin shim, the named-plugin registry and
 * the event gate, bundled and minified on their own with the SDK's shared
 * logger left out) and the lazy chunk loaded when a page uses the plugin (as
 * the app build emitted it). Gzipped, as a browser fetches them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface LayerBytes {
  /** In the main bundle whether or not a page uses A/B (gz). */
  shimGz: number;
  /** Loaded only by `sensors.use('SensorsABTest')` (gz). */
  lazyGz: number;
  lazyRaw: number;
}

async function shimBytes(projectRoot: string): Promise<number> {
  const sdk = path.join(projectRoot, 'src', 'sdk');
  const result = await build({
    stdin: {
      contents: [
        "export { createAbtestPlugin } from './abtest/abtest-plugin';",
        "export { registerPlugin, namedPlugin } from './plugin-registry';",
        "export { gateTransport } from './event-gate';",
      ].join('\n'),
      resolveDir: sdk,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        // The logger is the SDK's own (already in the bundle); the layer is the lazy chunk.
        name: 'shared-and-lazy',
        setup(b) {
          b.onResolve({ filter: /(^|\/)log$|abtest-layer$/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

export async function measureLayerBytes(projectRoot: string, distDir: string): Promise<LayerBytes> {
  const lazyDir = path.join(distDir, 'assets', 'lazy');
  const name = (await readdir(lazyDir)).find((file) => /^abtest-layer-.*\.js$/.test(file));
  if (!name) throw new Error(`no abtest-layer chunk in ${lazyDir}`);
  const lazy = await readFile(path.join(lazyDir, name));
  return {
    shimGz: await shimBytes(projectRoot),
    lazyGz: gzipSync(lazy).length,
    lazyRaw: lazy.length,
  };
}
