import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTable } from '../../../src/app/routing/page-table';
import type { AppRoute } from '../../../src/app/routing/route-types';

const unused = () => Promise.reject(new Error('not loaded in this test'));
const routes: AppRoute[] = [
  { path: '/', load: unused },
  { path: '/bankDetail', load: unused },
  { path: '/directOrder', load: unused, keepAlive: true },
  { path: '*', load: unused },
];
const pages = pageTable(routes);
const pathOf = (pathname: string) => pages.pageFor(pathname).path;

describe('pageTable: a flat route table matched as react-router matched it', () => {
  it('finds each row by its path, with its keepAlive flag', () => {
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/bankDetail')).toBe('/bankDetail');
    expect(pages.pageFor('/directOrder').keepAlive).toBe(true);
    expect(pages.pageFor('/bankDetail').keepAlive).toBe(false);
  });

  it('ignores case and trailing slashes', () => {
    expect(pathOf('/bankdetail')).toBe('/bankDetail');
    expect(pathOf('/BANKDETAIL/')).toBe('/bankDetail');
    expect(pathOf('/directOrder//')).toBe('/directOrder');
    expect(pathOf('')).toBe('/');
  });

  it('reads percent escapes, and a malformed one matches nothing', () => {
    expect(pathOf('/bank%44etail')).toBe('/bankDetail');
    expect(pathOf('/bank%E0%A4%A')).toBe('*');
  });

  it('answers the catch-all for anything else, including deeper paths', () => {
    expect(pathOf('/nope')).toBe('*');
    expect(pathOf('/bankDetail/1')).toBe('*');
    expect(pathOf('/bankDetailx')).toBe('*');
  });

  it('gives one element per row, the same on every lookup (a page keeps its state)', () => {
    expect(pages.pageFor('/bankDetail').element).toBe(pages.pageFor('/bankdetail/').element);
    expect(pages.pageFor('/x').element).toBe(pages.pageFor('/y').element);
    expect(pages.pageFor('/').element).not.toBe(pages.pageFor('/bankDetail').element);
  });

  it('always answers a row of the table, whatever the pathname', () => {
    const rows = new Set(routes.map((route) => route.path));
    fc.assert(
      fc.property(fc.string(), (pathname) => {
        expect(rows.has(pathOf(`/${pathname}`))).toBe(true);
      }),
    );
  });

  it('refuses a table without a catch-all', () => {
    expect(() => pageTable([{ path: '/', load: unused }])).toThrow(/catch-all/);
  });
});
