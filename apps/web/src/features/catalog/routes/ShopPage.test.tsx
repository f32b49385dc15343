import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand, CategoryNode, Tool } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { wholesaleTool } from '../../../test/fixtures.ts';
import { inBangla } from '../../../test/bangla.tsx';
import ShopPage from './ShopPage.tsx';

const categories: CategoryNode[] = [
  {
    name: 'Hand Tools',
    slug: 'hand-tools',
    count: 30,
    children: [{ name: 'Hammers', slug: 'hammers', count: 30, children: [] }],
  },
  { name: 'Measuring', slug: 'measuring', count: 0, children: [] },
];
const brands: Brand[] = [
  { name: 'Bosch', slug: 'bosch', count: 3 },
  { name: 'Stanley', slug: 'stanley', count: 27 },
];
const tool = (index: number): Tool => ({
  ...wholesaleTool,
  _id: `tool-${index}`,
  name: `Hammer ${index}`,
  slug: `hammer-${index}`,
});

type ToolsAnswer = (url: URL) => { tools: Tool[]; total: number; didYouMean?: string };

/** The shop at `path`, its API answering `tools` for GET /api/tools (with the paging headers). */
function renderShop(
  path: string,
  tools: ToolsAnswer = () => ({ tools: [tool(1), tool(2)], total: 30 }),
  { bangla = false } = {},
) {
  const calls = mockApi({
    '/api/categories': { body: categories },
    '/api/brands': { body: brands },
    '/api/tools': (url) => {
      const answer = tools(url);
      return {
        body: answer.tools,
        headers: {
          'x-total-count': String(answer.total),
          ...(answer.didYouMean ? { 'x-did-you-mean': encodeURIComponent(answer.didYouMean) } : {}),
        },
      };
    },
  });
  const page = bangla ? inBangla(<ShopPage />) : <ShopPage />;
  const view = renderWithApp(
    [
      { path: '/shop', element: page },
      { path: '/shop/:categorySlug', element: page },
    ],
    { path },
  );
  const toolRequests = () =>
    calls
      .filter((call) => call.path.startsWith('/api/tools?'))
      .map((call) => new URL(call.path, 'http://shop').searchParams);
  return { ...view, toolRequests, user: userEvent.setup() };
}

const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('shop page: the URL holds the state', () => {
  afterEach(() => {
    // jsdom has no scrolling; one test puts a spy there.
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it("fetches the first result's picture at once and first (the largest paint), the others when scrolled near", async () => {
    renderShop('/shop', () => ({ tools: [tool(1), tool(2), tool(3)], total: 3 }));
    const grid = await screen.findByTestId('shop-grid');
    await within(grid).findByRole('heading', { level: 3, name: 'Hammer 1' });
    const pictures = grid.querySelectorAll('img');
    expect(pictures).toHaveLength(3);
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    for (const picture of [pictures[1], pictures[2]]) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it('asks the API for exactly what a shared link says, and shows it in the controls', async () => {
    const { toolRequests } = renderShop(
      '/shop/hammers?q=claw&brand=stanley&minPrice=10&maxPrice=300&inStock=true&sort=-price&page=2',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Hammer 1' })).toBeInTheDocument();
    expect(Object.fromEntries(toolRequests()[0] ?? [])).toEqual({
      q: 'claw',
      category: 'hammers',
      brand: 'stanley',
      minPrice: '10',
      maxPrice: '300',
      inStock: 'true',
      sort: '-price',
      page: '2',
      limit: '24',
    });
    expect(screen.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('claw');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('stanley'));
    expect(screen.getByLabelText('Minimum price')).toHaveValue(10);
    expect(screen.getByLabelText('Maximum price')).toHaveValue(300);
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-price');
    // The result count is announced; the current category is marked in the tree.
    expect(screen.getByText(/tools for “claw”/).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const tree = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(tree).getByRole('link', { name: /^Hammers/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tree).getByRole('link', { name: /^Hand Tools/ })).not.toHaveAttribute('aria-current');
  });

  it('puts a filter change in the URL and goes back to page 1', async () => {
    const { router, user, toolRequests } = renderShop('/shop?q=hammer&page=2');
    await screen.findByRole('heading', { level: 3, name: 'Hammer 1' });
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Stanley/ })).toHaveLength(1));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'stanley');
    expect(searchOf(router)).toEqual({ q: 'hammer', brand: 'stanley' });
    await waitFor(() =>
      expect(Object.fromEntries(toolRequests().at(-1) ?? [])).toMatchObject({
        q: 'hammer',
        brand: 'stanley',
        page: '1',
      }),
    );

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(searchOf(router)).toEqual({ q: 'hammer', brand: 'stanley', inStock: 'true' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    expect(searchOf(router)).toEqual({ q: 'hammer', brand: 'stanley', inStock: 'true', sort: 'price' });

    // The price range applies with the form, as does a new search text.
    await user.type(screen.getByLabelText('Minimum price'), '20');
    await user.clear(screen.getByRole('searchbox', { name: 'Search the catalogue' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'mallet{Enter}');
    expect(searchOf(router)).toEqual({ q: 'mallet', brand: 'stanley', inStock: 'true', sort: 'price', minPrice: '20' });
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('ranks a search by relevance unless another order was chosen (the default order is not written into the URL)', async () => {
    const { router, user } = renderShop('/shop');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Name (A–Z)', 'Price: low to high', 'Price: high to low']);
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'claw{Enter}');
    expect(searchOf(router)).toEqual({ q: 'claw' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best match', 'Newest first', 'Name (A–Z)', 'Price: low to high', 'Price: high to low']);
    expect(sort).toHaveValue('');
    await user.selectOptions(sort, 'Newest first');
    expect(searchOf(router)).toEqual({ q: 'claw', sort: 'newest' });
  });

  it('links Previous/Next to the neighbouring pages, keeping the filters', async () => {
    renderShop('/shop/hammers?brand=stanley&page=2', () => ({ tools: [tool(25)], total: 50 }));
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3 · 50 tools')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/shop/hammers?brand=stanley',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/shop/hammers?brand=stanley&page=3',
    );
  });

  it('moves to another category keeping the filters but not the page', async () => {
    const { user, router } = renderShop('/shop/hammers?brand=stanley&page=2');
    const tree = await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(await within(tree).findByRole('link', { name: /^Measuring/ }));
    expect(router.state.location.pathname).toBe('/shop/measuring');
    expect(searchOf(router)).toEqual({ brand: 'stanley' });
  });

  it('shows a new page from the top of the results (Next is under them)', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user, router } = renderShop('/shop', () => ({ tools: [tool(1)], total: 50 }));
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(scrolled).not.toHaveBeenCalled();
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(searchOf(router)).toEqual({ page: '2' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Results' }));
  });

  it('offers "Did you mean" when a search finds nothing', async () => {
    renderShop('/shop?q=hmmer', () => ({ tools: [], total: 0, didYouMean: 'Claw Hammer' }));
    expect(await screen.findByText('No tools match “hmmer”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claw Hammer' })).toHaveAttribute('href', '/shop?q=Claw+Hammer');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('keeps the previous results on screen while the next page loads (no empty grid in between)', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderShop('/shop', (url) => ({
      tools: [tool(url.searchParams.get('page') === '2' ? 30 : 1)],
      total: 50,
    }));
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    // Slow the next answer down until the grid has been checked.
    const slowFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await gate;
      return slowFetch(...args);
    }) as typeof fetch;
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Hammer 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { level: 3, name: 'Hammer 30' })).toBeInTheDocument();
  });

  it('says so for a page past the last one, with a way back to the first', async () => {
    renderShop('/shop?q=hammer&page=9', () => ({ tools: [], total: 30 }));
    expect(await screen.findByText('There is no page 9: the results end on page 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/shop?q=hammer');
  });

  it('says so for a category that does not exist', async () => {
    renderShop('/shop/no-such-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'This category does not exist' })).toBeInTheDocument();
  });
});

describe('shop page in Bangla', () => {
  const bn = (value: number) => new Intl.NumberFormat('bn-BD').format(value);

  it('shows the filters, the sort, the counts and the pages in Bangla, numbers in Bengali digits', async () => {
    renderShop('/shop?page=2', () => ({ tools: [tool(1), tool(2)], total: 30 }), { bangla: true });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(`${bn(30)}টি পণ্য`));
    expect(screen.getByRole('heading', { level: 1, name: 'দোকান' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'পণ্যের তালিকায় খুঁজুন' })).toHaveAttribute(
      'placeholder',
      'নাম, SKU, ব্র্যান্ড দিয়ে খুঁজুন…',
    );
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveDisplayValue('নতুন আগে');
    expect(screen.getByRole('option', { name: 'দাম: কম থেকে বেশি' })).toBeInTheDocument();
    const brand = await screen.findByRole('combobox', { name: 'ব্র্যান্ড' });
    expect(within(brand).getByRole('option', { name: `Stanley (${bn(27)})` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'শুধু স্টকে থাকা পণ্য' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব যন্ত্রপাতি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^Hand Tools\\s*${bn(30)}টি পণ্য$`) })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'পাতা' });
    expect(pages).toHaveTextContent(`${bn(2)}টি পাতার ${bn(2)} নম্বর · মোট ${bn(30)}টি পণ্য`);
    expect(within(pages).getByRole('link', { name: 'আগের পাতা' })).toHaveAttribute('rel', 'prev');
    expect(within(pages).getByText('পরের পাতা')).toHaveAttribute('aria-disabled', 'true');
    expect(document.body).not.toHaveTextContent(/Filters|Brand|Sort by|Previous|Page \d/);
  });

  it('says in Bangla that nothing matched, with the "did you mean" link', async () => {
    renderShop('/shop?q=hmmer', () => ({ tools: [], total: 0, didYouMean: 'Claw Hammer' }), { bangla: true });
    expect(await screen.findByText('“hmmer” দিয়ে কোনো পণ্য পাওয়া যায়নি।')).toBeInTheDocument();
    expect(screen.getByText(/আপনি কি খুঁজছেন/)).toHaveTextContent('আপনি কি খুঁজছেন Claw Hammer?');
    expect(screen.getByRole('heading', { level: 1, name: '“hmmer”-এর ফলাফল' })).toBeInTheDocument();
  });

  it('says in Bangla that a category does not exist', async () => {
    renderShop('/shop/no-such-category', undefined, { bangla: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'এই ক্যাটাগরিটি নেই' })).toBeInTheDocument();
  });
});
