/**
 * Plugins known by name, so `sensors.use('SensorsABTest', options)` works as in
 * sa-sdk-javascript. A registered factory runs once, on first use, so a
 * plugin's code costs nothing until a page asks for it.
 */
import type { SensorsPlugin } from './sensors-types';

const factories = new Map<string, () => SensorsPlugin>();
const created = new Map<string, SensorsPlugin>();

export function registerPlugin(name: string, create: () => SensorsPlugin): void {
  factories.set(name, create);
}

/** The named plugin (created on first call), or undefined when no such name is registered. */
export function namedPlugin(name: string): SensorsPlugin | undefined {
  const existing = created.get(name);
  if (existing) return existing;
  const create = factories.get(name);
  if (!create) return undefined;
  const plugin = create();
  created.set(name, plugin);
  return plugin;
}
