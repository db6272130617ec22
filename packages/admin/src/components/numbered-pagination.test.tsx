import { render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { NumberedPagination } from './numbered-pagination';

function renderPager(page: number, total: number) {
  const setPage = vi.fn();
  const context = { page, perPage: 20, total, setPage } as unknown as ListControllerResult;
  render(
    <ListContextProvider value={context}>
      <NumberedPagination />
    </ListContextProvider>,
  );
  return setPage;
}

describe('NumberedPagination', () => {
  it('shows first, current ±1 and last with ellipses, and the Dutch range text', () => {
    renderPager(5, 200);
    const pages = screen.getAllByRole('button').map((button) => button.textContent);
    expect(pages).toEqual(['Vorige', '1', '4', '5', '6', '10', 'Volgende']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByText('Toont 81 tot 100 van 200 resultaten')).toBeTruthy();
    expect(screen.getByRole('button', { name: '5' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes to a chosen page', () => {
    const setPage = renderPager(1, 45);
    screen.getByRole('button', { name: '3' }).click();
    expect(setPage).toHaveBeenCalledWith(3);
    expect(screen.getByText('Toont 1 tot 20 van 45 resultaten')).toBeTruthy();
  });
});
