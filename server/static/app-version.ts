import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `x-version` the app compares after each route change (spec 000 §2); changeable at runtime. */
export class AppVersion {
  private current: string;

  constructor(private readonly initial: string) {
    this.current = initial;
  }

  get(): string {
    return this.current;
  }

  set(version: string): void {
    this.current = version;
  }

  restore(): void {
    this.current = this.initial;
  }
}

/**
 * A hash of the built index.html: it names every hashed entry chunk, so it changes
 * exactly when a new build changes the scripts. Without a build, the start time.
 */
export function defaultAppVersion(distDir: string | undefined, now: number): string {
  if (distDir) {
    try {
      const html = readFileSync(join(distDir, 'index.html'));
      return createHash('sha1').update(html).digest('hex').slice(0, 12);
    } catch {
      // No build yet: fall through to a time-based version.
    }
  }
  return `dev-${now.toString(36)}`;
}
