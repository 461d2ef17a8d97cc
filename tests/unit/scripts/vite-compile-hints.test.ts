import { describe, expect, it } from 'vitest';
import { compileHints } from '../../../scripts/vite-compile-hints';

interface FakeChunk {
  type: 'chunk';
  moduleIds: string[];
  code: string;
  map: { mappings: string } | null;
}

const chunk = (moduleIds: string[], map: FakeChunk['map'] = null): FakeChunk => ({
  type: 'chunk',
  moduleIds,
  code: 'const __vite__mapDeps=0;\nexport{};',
  map,
});

function run(bundle: Record<string, unknown>): void {
  const hook = compileHints().generateBundle as unknown as {
    order: string;
    handler: (options: unknown, bundle: Record<string, unknown>) => void;
  };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
}

describe('compileHints', () => {
  it("puts the hint on the first line of the SDK's chunk only", () => {
    const sdk = chunk(['/app/src/main.tsx', '/app/src/sdk/index.ts'], { mappings: 'AAAA' });
    const page = chunk(['/app/src/features/banks/banks-page.tsx']);
    const lazySdkPart = chunk(['/app/src/sdk/popup/popup-lazy.ts']);
    const asset = { type: 'asset', source: 'x' };
    run({ sdk, page, lazySdkPart, asset });
    expect(sdk.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(sdk.code.endsWith('const __vite__mapDeps=0;\nexport{};')).toBe(true);
    expect(sdk.map?.mappings).toBe(';AAAA');
    expect(page.code.startsWith('const')).toBe(true);
    expect(lazySdkPart.code.startsWith('const')).toBe(true);
    expect(asset).toEqual({ type: 'asset', source: 'x' });
  });

  it('matches Windows paths too', () => {
    const sdk = chunk(['C:\\app\\src\\sdk\\index.ts']);
    run({ sdk });
    expect(sdk.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});
