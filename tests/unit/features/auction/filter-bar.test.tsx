// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from '../../../../src/features/auction/components/filter-bar';
import type { AuctionFilter } from '../../../../src/features/auction/auction-filter';

const OPTIONS = {
  brands: [
    { id: 1, name: '苹果' },
    { id: 2, name: '华为' },
  ],
  levels: [
    { code: 'A', name: 'A 级', description: '几乎全新' },
    { code: 'B', name: 'B 级', description: '轻微使用痕迹' },
  ],
};

function open(filter: AuctionFilter = {}) {
  const onChange = vi.fn<(next: AuctionFilter) => void>();
  render(<FilterBar options={OPTIONS} filter={filter} onChange={onChange} />);
  return onChange;
}

afterEach(cleanup);

describe('FilterBar', () => {
  it('opens one menu at a time and chooses a brand, keeping the level', () => {
    const onChange = open({ evaluationLevel: 'B' });
    const brand = screen.getByRole('button', { name: '品牌' });
    expect(brand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(brand);
    expect(brand.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: '全部品牌' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '华为' }));
    expect(onChange).toHaveBeenCalledWith({ brandId: 2, evaluationLevel: 'B' });
    // Opening the level menu closes the brand one.
    fireEvent.click(screen.getByRole('button', { name: 'B 级' }));
    expect(screen.queryByRole('group', { name: '品牌' })).toBeNull();
    screen.getByRole('group', { name: '成色' });
  });

  it('"all" clears a filter; the chosen chip does not fire again', () => {
    const onChange = open({ brandId: 1 });
    fireEvent.click(screen.getByRole('button', { name: '苹果' }));
    fireEvent.click(screen.getAllByRole('button', { name: '苹果' })[1]!);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '全部品牌' }));
    expect(onChange).toHaveBeenCalledWith({ brandId: undefined });
  });

  it('a tap beside the open menu closes it', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: '成色' }));
    screen.getByRole('group', { name: '成色' });
    const mask = document.querySelector('[class*="mask"]');
    expect(mask).not.toBeNull();
    fireEvent.click(mask!);
    expect(screen.queryByRole('group', { name: '成色' })).toBeNull();
  });
});
