import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { inBangla } from '../../../test/bangla.tsx';
import PortfolioPage from './PortfolioPage.tsx';

function renderPortfolio() {
  return renderWithApp(<PortfolioPage />, { path: '/portfolio' });
}

describe('PortfolioPage', () => {
  it("shows the developer's name as the only level-1 heading, her role, and names the tab", async () => {
    renderPortfolio();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Nadia Karim' })).toBeInTheDocument();
    expect(screen.getByText('Front-end developer', { selector: 'p' })).toBeInTheDocument();
    await expect.poll(() => document.title).toBe('Portfolio | Tools-BD');
  });

  it('shows the portrait with alt text, and an e-mail link that opens a new message', () => {
    renderPortfolio();
    expect(screen.getByRole('img', { name: 'Portrait of Nadia Karim' })).toHaveAttribute(
      'src',
      '/images/portfolio-avatar.svg',
    );
    expect(screen.getByRole('link', { name: 'nadia.karim@example.com' })).toHaveAttribute(
      'href',
      'mailto:nadia.karim@example.com',
    );
  });

  it('keeps a named picture in the same place when the portrait cannot be loaded', () => {
    renderPortfolio();
    fireEvent.error(screen.getByRole('img', { name: 'Portrait of Nadia Karim' }));
    const fallback = screen.getByRole('img', { name: 'Portrait of Nadia Karim' });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback).toHaveTextContent('NK');
  });

  it('has the sections of a résumé, in order', () => {
    renderPortfolio();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Summary', 'Experience', 'Projects', 'Skills', 'Education']);
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(/React and TypeScript/);
    expect(within(screen.getByRole('region', { name: 'Education' })).getAllByRole('listitem').length).toBeGreaterThan(
      0,
    );
    expect(
      within(screen.getByRole('region', { name: 'Experience' })).getAllByRole('heading', { level: 3 }).length,
    ).toBeGreaterThan(0);
  });

  it('groups the skills as lists', () => {
    renderPortfolio();
    const skills = screen.getByRole('region', { name: 'Skills' });
    for (const group of ['Languages', 'Front end', 'Back end', 'Quality and tooling']) {
      expect(within(skills).getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
      expect(
        within(within(skills).getByRole('list', { name: group })).getAllByRole('listitem').length,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(within(skills).getByRole('list', { name: 'Front end' })).toHaveTextContent('React');
  });

  it('presents three projects, Tools-BD among them, each with a description and descriptive links', () => {
    renderPortfolio();
    const projects = within(screen.getByRole('region', { name: 'Projects' })).getAllByRole('article');
    expect(projects).toHaveLength(3);
    expect(projects.map((project) => within(project).getByRole('heading', { level: 3 }).textContent)).toContain(
      'Tools-BD',
    );
    const allLinkTexts: string[] = [];
    for (const project of projects) {
      const name = within(project).getByRole('heading', { level: 3 }).textContent ?? '';
      expect(project.querySelector('p')?.textContent?.length ?? 0).toBeGreaterThan(40);
      const links = within(project).getAllByRole('link');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        // Link text names the project, so it makes sense read on its own.
        expect(link.textContent).toContain(name);
        expect(link.textContent).not.toMatch(/^(click here|here|link|more|read more)$/i);
        allLinkTexts.push(link.textContent ?? '');
        const href = link.getAttribute('href') ?? '';
        expect(href === '/' || new URL(href).hostname.endsWith('example.com'), href).toBe(true);
      }
    }
    expect(new Set(allLinkTexts).size).toBe(allLinkTexts.length);
  });

  it('shows the résumé in Bangla on a Bangla page, links and product names as they are', () => {
    renderWithApp(inBangla(<PortfolioPage />), { path: '/portfolio' });
    expect(screen.getByRole('heading', { level: 1, name: 'নাদিয়া করিম' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'নাদিয়া করিমের প্রতিকৃতি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'nadia.karim@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Workshop Planner' })).toBeInTheDocument();
    // Written in Bangla now: nothing on the page is marked as English.
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });
});
