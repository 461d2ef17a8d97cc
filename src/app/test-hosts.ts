/**
 * spec 000 §2: a test console (vConsole) is shown on two internal test hosts.
 * The list is build configuration: VITE_TEST_HOSTS, comma-separated.
 */
export const DEFAULT_TEST_HOSTS: readonly string[] = ['test-h5.internal', 'uat-h5.internal'];

export function parseTestHosts(raw: string | undefined): readonly string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_TEST_HOSTS;
  return raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

export function isTestHost(hostname: string, hosts: readonly string[]): boolean {
  return hosts.includes(hostname.toLowerCase());
}

/** Loads vConsole as its own lazy chunk, only on a test host. */
export async function startTestConsole(hostname: string = window.location.hostname): Promise<void> {
  const env = import.meta.env as Record<string, string | undefined>;
  if (!isTestHost(hostname, parseTestHosts(env.VITE_TEST_HOSTS))) return;
  const { default: VConsole } = await import('vconsole');
  new VConsole();
}
