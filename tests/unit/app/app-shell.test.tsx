// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../../src/app/app';
import type { PageTable } from '../../../src/app/routing/page-table';

afterEach(cleanup);

describe('AppShell', () => {
  it('shows the retry view, not a blank screen, when the shell around the pages crashes', () => {
    const broken: PageTable = {
      pageFor: () => {
        throw new Error('layout failed');
      },
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/banks']}>
        <AppShell pages={broken} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    quiet.mockRestore();
  });
});
