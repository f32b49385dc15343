import { defineTexts } from '../../lib/i18n/texts.ts';

/** What the server-rendered pages say of themselves in <head> (titles as the screens name themselves). */
export const headTexts = defineTexts('heads', {
  shopDescription:
    'Tools-BD: wholesale hand and power tools for trade buyers. Order by the box, pay by card, delivered reliably since 1992.',
  categoryNotFound: 'Category not found',
  categoryAt: (name: string) => `${name} at Tools-BD`,
  theCatalogue: 'The Tools-BD catalogue',
  resultsFor: (query: string) => `Results for “${query}”`,
  shop: 'Shop',
  shopDescriptionOf: (where: string, count: number | null) =>
    `${where}: ${count === null ? 'tools' : `${count} ${count === 1 ? 'tool' : 'tools'}`} for trade buyers, with wholesale prices by the box.`,
  toolNotFound: 'Tool not found',
  blogs: 'Blogs',
  blogsDescription:
    'Questions we are often asked about building shops like this one with React and JavaScript, answered in plain English.',
  portfolio: 'Portfolio',
  portfolioDescription: 'The résumé of the developer behind Tools-BD: experience, skills and projects.',
  notFound: 'Page not found',
  notFoundDescription: 'This page does not exist. The link may be broken, or the page may have moved.',
});
