import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query/query-client';
import { CHANGE_MODULES, registerAllChanges } from '../../../src/app/boot/register-changes';
import { loginByPassword } from '../../../src/shared/contracts/user';
import { registerByCode, sendSms } from '../../../src/shared/contracts/user-registration';
import { setDefaultBank } from '../../../src/shared/contracts/bank-wallet';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('every change is registered at boot, by file name', () => {
  it('the boot imports exactly the files that define a change', () => {
    const defining = sourceFiles('src')
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(join('src', 'api', 'query')))
      .filter((file) => /\bdefineChange\(/.test(readFileSync(file, 'utf8')))
      .map((file) => `../../${file.replace(/^src[\\/]/, '').replaceAll('\\', '/')}`)
      .sort();
    expect(defining.length).toBeGreaterThan(0);
    expect(Object.keys(CHANGE_MODULES).sort()).toEqual(defining);
  });

  it('sets the defaults of each change on the client, before any screen asks', () => {
    const client = createQueryClient();
    registerAllChanges(client);
    for (const endpoint of [setDefaultBank, loginByPassword, registerByCode, sendSms]) {
      expect(client.getMutationDefaults([endpoint.path]).mutationFn).toBeTypeOf('function');
    }
    expect(client.getMutationDefaults([loginByPassword.path]).networkMode).toBe('always');
  });
});
