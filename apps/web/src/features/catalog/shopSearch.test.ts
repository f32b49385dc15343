import { describe, expect, it } from 'vitest';
import { changeShopSearch, shopSearchHref, toolListParamsFromUrl, toolListPath } from './shopSearch.ts';

const url = (query: string) => new URLSearchParams(query);

describe('the shop URL', () => {
  it('reads a hand-edited link forgivingly: a bad page or sort falls back to the default, empty values are no filter', () => {
    expect(toolListParamsFromUrl(undefined, url('page=0&sort=cheapest&q=%20%20&brand='))).toEqual({
      page: 1,
      limit: 24,
    });
    expect(toolListParamsFromUrl(undefined, url('page=2.5'))).toEqual({ page: 1, limit: 24 });
    expect(toolListParamsFromUrl(undefined, url('page=-3'))).toEqual({ page: 1, limit: 24 });
    expect(toolListParamsFromUrl(undefined, url('inStock=yes'))).toEqual({ page: 1, limit: 24 });
    // Relevance needs a search text.
    expect(toolListParamsFromUrl(undefined, url('sort=relevance'))).toEqual({ page: 1, limit: 24 });
    expect(toolListParamsFromUrl('hammers', url('sort=relevance&q=claw&page=3'))).toEqual({
      q: 'claw',
      category: 'hammers',
      sort: 'relevance',
      page: 3,
      limit: 24,
    });
  });

  it('gives the same request (and query key) for the same state, whatever the order of the link', () => {
    const a = toolListParamsFromUrl('hammers', url('brand=stanley&q=claw&inStock=true'));
    const b = toolListParamsFromUrl('hammers', url('inStock=true&q=claw&brand=stanley'));
    expect(a).toEqual(b);
    expect(toolListPath(a)).toBe('/tools?q=claw&category=hammers&brand=stanley&inStock=true&page=1&limit=24');
  });

  it('goes back to page 1 on any change but the page, and drops emptied values', () => {
    expect(changeShopSearch(url('q=claw&page=4'), { brand: 'stanley' }).toString()).toBe('q=claw&brand=stanley');
    expect(changeShopSearch(url('q=claw&brand=stanley'), { brand: '' }).toString()).toBe('q=claw');
    expect(changeShopSearch(url('q=claw'), { page: '2' }).toString()).toBe('q=claw&page=2');
    expect(changeShopSearch(url('q=claw&page=2'), { page: '1' }).toString()).toBe('q=claw');
    expect(shopSearchHref('  claw hammer ')).toBe('/shop?q=claw+hammer');
    expect(shopSearchHref(' ')).toBe('/shop');
  });
});
