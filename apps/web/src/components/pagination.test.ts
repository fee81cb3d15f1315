import { describe, expect, it } from 'vitest';
import { pageItems, showingCaption } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps around the current page when there are many', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('has nothing to show for no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('showingCaption', () => {
  it('counts from the first doctor of the page', () => {
    expect(showingCaption(1, 9, 42, 9)).toBe('Showing 1-9 of 42 doctors');
    expect(showingCaption(5, 9, 42, 6)).toBe('Showing 37-42 of 42 doctors');
  });

  it('is empty without results', () => {
    expect(showingCaption(1, 9, 0, 0)).toBeNull();
    expect(showingCaption(9, 9, 42, 0)).toBeNull();
  });
});
