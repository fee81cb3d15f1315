import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

// FIND-8: previous, numbered and next buttons; the ends disable their arrow, long runs fold.

function renderPagination(page: number, pageCount: number) {
  const onPage = vi.fn();
  const view = render(<Pagination page={page} pageCount={pageCount} onPage={onPage} />);
  return { onPage, view };
}

describe('pagination (FIND-8)', () => {
  it('shows nothing for a single page', () => {
    const { view } = renderPagination(1, 1);
    expect(view.container).toBeEmptyDOMElement();
  });

  it('marks the current page and disables the way back on the first', async () => {
    const { onPage } = renderPagination(1, 3);
    const nav = within(screen.getByRole('navigation'));
    expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('button', { name: /previous/i })).toBeDisabled();
    await userEvent.setup().click(nav.getByRole('button', { name: /next/i }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('goes to a page by its number and back one from the last', async () => {
    const { onPage } = renderPagination(3, 3);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: /previous/i }));
    expect(onPage.mock.calls).toEqual([[1], [2]]);
  });

  it('folds a long run of pages around the current one', () => {
    renderPagination(10, 20);
    const numbers = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => Number(button.textContent));
    expect(numbers).toContain(1);
    expect(numbers).toContain(10);
    expect(numbers).toContain(20);
    expect(numbers.length).toBeLessThan(20);
    expect(screen.getAllByText('…').length).toBeGreaterThan(0);
  });
});
