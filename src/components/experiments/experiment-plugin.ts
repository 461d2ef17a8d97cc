import type { AbtestInstance } from '../../sdk/abtest';

/**
 * The SensorsABTest instance the app started at boot
 * (src/app/experiments/start-experiments.ts hands it over here), so that
 * feature screens can read code experiments without importing the app shell.
 */
let instance: AbtestInstance | undefined;

/** `undefined` when the plugin refused its setup (logged): screens then show their defaults. */
export function provideExperiments(plugin: AbtestInstance | undefined): void {
  instance = plugin;
}

/** The plugin instance for code experiments (undefined before boot, e.g. in unit tests). */
export function experiments(): AbtestInstance | undefined {
  return instance;
}
