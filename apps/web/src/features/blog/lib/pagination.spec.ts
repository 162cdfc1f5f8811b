import { describe, expect, it } from '@jest/globals';
import { paginationItems, type PaginationItem } from './pagination';

const render = (items: PaginationItem[]) =>
  items.map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('paginationItems', () => {
  it('is hidden for one page or fewer', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it('shows every page when there are no gaps', () => {
    expect(render(paginationItems(1, 2))).toBe('[1] 2');
    expect(render(paginationItems(2, 3))).toBe('1 [2] 3');
    expect(render(paginationItems(3, 5))).toBe('1 2 [3] 4 5');
  });

  it('shows the first, the last and the current page ± 1 with ellipses for gaps', () => {
    expect(render(paginationItems(1, 10))).toBe('[1] 2 … 10');
    expect(render(paginationItems(5, 10))).toBe('1 … 4 [5] 6 … 10');
    expect(render(paginationItems(10, 10))).toBe('1 … 9 [10]');
    expect(render(paginationItems(4, 10))).toBe('1 … 3 [4] 5 … 10');
    expect(render(paginationItems(3, 10))).toBe('1 2 [3] 4 … 10');
  });

  it('shows only the current page between the first and the last on mobile', () => {
    expect(render(paginationItems(5, 10, 0))).toBe('1 … [5] … 10');
    expect(render(paginationItems(1, 10, 0))).toBe('[1] … 10');
    expect(render(paginationItems(2, 3, 0))).toBe('1 [2] 3');
  });

  it('gives each ellipsis its own key', () => {
    const keys = paginationItems(5, 10).flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []));
    expect(new Set(keys).size).toBe(2);
  });

  it('marks no page current past the last page', () => {
    expect(render(paginationItems(9, 3))).toBe('1 2 3');
  });
});
