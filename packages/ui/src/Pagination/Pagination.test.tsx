// Every page of a list is a real link (D25): previous and next carry `rel`, the current page is
// marked, and the page numbers shown stay few at any page count.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './index';

const props = {
  hrefOf: (n: number) => (n === 1 ? '/sectors/dyes' : `/sectors/dyes/${n}`),
  label: 'Pages',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: (n: number) => `Page ${n}`,
};

describe('pageWindow', () => {
  it('shows the first, the last, the current and its neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageWindow(3, 9)).toEqual([1, 2, 3, 4, null, 9]);
    expect(pageWindow(1, 9)).toEqual([1, 2, null, 9]);
  });

  it('stays at seven items or fewer at any page count', () => {
    for (const count of [1, 2, 7, 70, 5000]) {
      for (const page of [1, 2, Math.ceil(count / 2), count - 1, count].filter((n) => n >= 1)) {
        expect(pageWindow(page, count).length).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination {...props} page={1} pageCount={1} status="Page 1 of 1" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('links every shown page, marks the current one and steps with rel', () => {
    render(<Pagination {...props} page={2} pageCount={3} status="Page 2 of 3" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('Page 2 of 3').tagName).toBe('P');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['←Previous page', '/sectors/dyes'],
      ['1', '/sectors/dyes'],
      ['2', '/sectors/dyes/2'],
      ['3', '/sectors/dyes/3'],
      ['Next page→', '/sectors/dyes/3'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('rel')).toBe(
      'prev',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('rel')).toBe('next');
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 3' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination {...props} page={1} pageCount={2} status="1/2" />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    rerender(<Pagination {...props} page={2} pageCount={2} status="2/2" />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});
