import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query/query-client';
import { CHANGE_MODULES, registerAllChanges } from '../../../src/app/boot/register-changes';
import { setDefaultBank } from '../../../src/shared/contracts/bank-wallet';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('every change is registered at boot, by file name', () => {
  const defining = sourceFiles('src')
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(join('src', 'api', 'query')))
    .filter((file) => /\bdefineChange\(/.test(readFileSync(file, 'utf8')));
  const asGlobKey = (file: string) =>
    `../../${file.replace(/^src[\\/]/, '').replaceAll('\\', '/')}`;

  it('the boot imports exactly the .change.ts files, and each defines a change', () => {
    const changeFiles = defining.filter((file) => file.endsWith('.change.ts'));
    expect(changeFiles.length).toBeGreaterThan(0);
    expect(Object.keys(CHANGE_MODULES).sort()).toEqual(changeFiles.map(asGlobKey).sort());
  });

  it('a change defined elsewhere cannot wait for the network (never paused, never persisted)', () => {
    const elsewhere = defining.filter((file) => !file.endsWith('.change.ts'));
    for (const file of elsewhere) {
      const calls = readFileSync(file, 'utf8')
        .split(/\bdefineChange\(/)
        .slice(1);
      for (const call of calls) expect(call, file).toMatch(/^[^;]*networkMode: 'always'/);
    }
  });

  it('sets the defaults of each change on the client, before any screen asks', () => {
    const client = createQueryClient();
    registerAllChanges(client);
    expect(client.getMutationDefaults([setDefaultBank.path]).mutationFn).toBeTypeOf('function');
    expect(client.getMutationDefaults([setDefaultBank.path]).networkMode).toBe('online');
  });
});
