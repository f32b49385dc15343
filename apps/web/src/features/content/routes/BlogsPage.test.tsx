import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { inBangla } from '../../../test/bangla.tsx';
import BlogsPage from './BlogsPage.tsx';

function renderBlogs() {
  return renderWithApp(<BlogsPage />, { path: '/blogs' });
}

/** Words of an article's answer, code samples left out. */
function proseWordCount(article: HTMLElement) {
  const answer = article.querySelector('h2 + div');
  if (!answer) throw new Error(`${article.id} has no answer below its heading`);
  const copy = answer.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('pre').forEach((element) => element.remove());
  return (copy.textContent ?? '').split(/\s+/).filter(Boolean).length;
}

describe('BlogsPage', () => {
  it('has one level-1 heading and names the tab', async () => {
    renderBlogs();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    await expect.poll(() => document.title).toBe('Blogs | Tools-BD');
  });

  it('answers at least six questions, each an article named by its own heading', () => {
    renderBlogs();
    const articles = screen.getAllByRole('article');
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      const heading = within(article).getByRole('heading', { level: 2 });
      expect(article).toHaveAccessibleName(heading.textContent ?? '');
      expect(article.id).not.toBe('');
    }
    for (const question of [
      /rendering and reconciliation/,
      /manage state/,
      /prototypal inheritance/,
      /performance of a React application/,
      /never mutate state/,
      /find products by name/,
      /unit test/,
    ]) {
      expect(screen.getByRole('article', { name: question })).toBeInTheDocument();
    }
  });

  it('lists every question in the table of contents, each link pointing at its article', () => {
    renderBlogs();
    const contents = screen.getByRole('navigation', { name: 'Questions on this page' });
    const links = within(contents).getAllByRole('link');
    const articles = screen.getAllByRole('article');
    expect(links).toHaveLength(articles.length);
    links.forEach((link, index) => {
      const article = articles[index]!;
      expect(link).toHaveAttribute('href', `#${article.id}`);
      expect(link).toHaveTextContent(within(article).getByRole('heading', { level: 2 }).textContent ?? '');
    });
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
  });

  it('gives answers of 150 to 300 words, with code samples in <pre><code>', () => {
    renderBlogs();
    const articles = screen.getAllByRole('article');
    for (const article of articles) {
      const words = proseWordCount(article);
      expect(words, article.id).toBeGreaterThanOrEqual(150);
      expect(words, article.id).toBeLessThanOrEqual(300);
    }
    const mutation = screen.getByRole('article', { name: /never mutate state/ });
    const sample = mutation.querySelector('pre > code');
    expect(sample).not.toBeNull();
    expect(sample?.textContent).toContain('setProducts([...products, item]);');
    expect(sample?.textContent).toContain('products.push(item);');
  });

  it('lets every article lead back to the table of contents', () => {
    renderBlogs();
    const contents = screen.getByRole('navigation', { name: 'Questions on this page' });
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).getByRole('link', { name: 'Back to the list of questions' })).toHaveAttribute(
        'href',
        `#${contents.id}`,
      );
    }
  });

  it('answers the same questions in Bangla on a Bangla page, with the same anchors and the same code', () => {
    const english = renderBlogs();
    const englishArticles = screen.getAllByRole('article').map((article) => ({
      id: article.id,
      heading: within(article).getByRole('heading', { level: 2 }).textContent,
      code: [...article.querySelectorAll('pre')].map((block) => block.textContent),
    }));
    english.unmount();
    renderWithApp(inBangla(<BlogsPage />), { path: '/blogs' });
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.id)).toEqual(englishArticles.map((article) => article.id));
    articles.forEach((article, index) => {
      const heading = within(article).getByRole('heading', { level: 2 }).textContent ?? '';
      expect(heading).toMatch(/[\u0980-\u09FF]/);
      expect(heading).not.toBe(englishArticles[index]!.heading);
      expect([...article.querySelectorAll('pre')].map((block) => block.textContent)).toEqual(
        englishArticles[index]!.code,
      );
    });
  });
});
