import { defineTexts } from '../lib/i18n/texts.ts';

/** The shell's texts: the navigation bar, the footer and the skip link, on every page. */
export const shellTexts = defineTexts('shell', {
  /** The main navigation's accessible name (journeys find the English one as 'Main'). */
  mainNavigation: 'Main',
  home: 'Home',
  shop: 'Shop',
  blogs: 'Blogs',
  portfolio: 'Portfolio',
  dashboard: 'Dashboard',
  logOut: 'Log out',
  login: 'Login',
  signedInAs: 'Signed in as ',
  openSearch: 'Open search',
  closeSearch: 'Close search',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  /** The switch to the other language, written in that language. */
  otherLanguage: 'বাংলা',
  otherLanguageLabel: 'এই পাতা বাংলায়',
  footerGroups: {
    shipping: {
      title: 'Shipping',
      links: { selling: 'Selling', design: 'Design', production: 'Production', advertisement: 'Advertisement' },
    },
    company: {
      title: 'Company',
      links: { about: 'About us', contact: 'Contact Us', join: 'Join With us', employee: 'Employee' },
    },
    legal: { title: 'Legal', links: { terms: 'Terms of use', privacy: 'Privacy policy', cookies: 'Cookie policy' } },
  },
  tagline: 'Providing reliable tech since 1992',
  copyright: (year: string) => `Copyright © ${year} - All right reserved by Tools-BD`,
});
