import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../src/app/routes';

// README "What exists" tells a newcomer which screens are built; it must follow the route table.
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## What exists'), readme.indexOf('## Layout'));

describe('README "What exists"', () => {
  it('is there', () => {
    expect(section.length).toBeGreaterThan(100);
  });

  it.each(appRoutes.filter((route) => route.path !== '*' && route.path !== '/'))(
    'names the routed screen $path',
    ({ path }) => {
      expect(section).toContain(`\`${path}\``);
    },
  );
});
