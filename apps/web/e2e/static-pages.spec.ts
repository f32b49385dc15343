import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from './support.ts';

const pages = [
  { link: 'Blogs', path: '/blogs', heading: 'Blogs', title: 'Blogs | Tools-BD' },
  { link: 'Portfolio', path: '/portfolio', heading: 'Nadia Karim', title: 'Portfolio | Tools-BD' },
];

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test.describe('static pages', () => {
  for (const target of pages) {
    test(`${target.link} is reachable from the top navigation on a wide screen`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openLivePage(page, '/');
      await mainNavigation(page).getByRole('link', { name: target.link, exact: true }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
      await expect(page).toHaveTitle(target.title);
    });

    test(`${target.link} is reachable from the phone menu and fits 375 px without sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openLivePage(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: target.link, exact: true }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
      await expectNoHorizontalScroll(page, 375);
    });
  }

  test('a question in the table of contents scrolls to its answer, below the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLivePage(page, '/blogs');
    const contents = page.getByRole('navigation', { name: 'Questions on this page' });
    // The page is a lazy chunk: wait for it before counting.
    await expect(contents).toBeVisible();
    const links = contents.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(6);

    const question = 'How would you find products by name in an array of products?';
    await contents.getByRole('link', { name: question }).click();
    await expect(page).toHaveURL(/\/blogs#find-products-by-name$/);
    const heading = page.getByRole('heading', { level: 2, name: question });
    await expect(heading).toBeInViewport();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);

    // Code samples scroll inside their own box, never the page.
    await expectNoHorizontalScroll(page, 375);
    await page
      .getByRole('article', { name: question })
      .getByRole('link', { name: 'Back to the list of questions' })
      .click();
    await expect(contents).toBeInViewport();
  });

  test('the portfolio shows two columns on a wide screen and one on a phone', async ({ page }) => {
    const columnsOf = async () => {
      const profile = await page
        .getByRole('heading', { level: 1 })
        .evaluate((heading) => heading.closest('header')!.getBoundingClientRect());
      const summary = await page.getByRole('region', { name: 'Summary' }).boundingBox();
      return { profile, summary: summary! };
    };

    await page.setViewportSize({ width: 1280, height: 900 });
    await openLivePage(page, '/portfolio');
    await expect(page.getByRole('img', { name: 'Portrait of Nadia Karim' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'nadia.karim@example.com' })).toHaveAttribute(
      'href',
      'mailto:nadia.karim@example.com',
    );
    const wide = await columnsOf();
    // Summary sits to the right of the profile, at the same height.
    expect(wide.summary.x).toBeGreaterThanOrEqual(wide.profile.right);
    expect(Math.abs(wide.summary.y - wide.profile.top)).toBeLessThan(2);

    await page.setViewportSize({ width: 375, height: 800 });
    const narrow = await columnsOf();
    // Summary comes below the profile, in the same column.
    expect(narrow.summary.y).toBeGreaterThanOrEqual(narrow.profile.bottom);
    expect(Math.abs(narrow.summary.x - narrow.profile.left)).toBeLessThan(2);
    await expectNoHorizontalScroll(page, 375);
  });
});
