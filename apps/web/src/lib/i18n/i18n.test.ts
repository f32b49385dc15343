import { describe, expect, it } from 'vitest';
import { formatDateIn, formatMoneyIn, formatNumber } from './format.ts';
import { pathInLanguage, pathWithoutLanguage } from './paths.ts';
import { preferredLanguage } from './preference.ts';

describe('language of a page and its twin', () => {
  it('puts the Bangla twin under /bn and takes it off again, query kept', () => {
    expect(pathInLanguage('bn', '/')).toBe('/bn');
    expect(pathInLanguage('bn', '/shop?page=2')).toBe('/bn/shop?page=2');
    expect(pathInLanguage('en', '/bn/tools/claw-hammer')).toBe('/tools/claw-hammer');
    expect(pathInLanguage('en', '/bn?x=1')).toBe('/?x=1');
    expect(pathWithoutLanguage('/bn')).toBe('/');
    // Not a Bangla page: only /bn itself and what is under it.
    expect(pathWithoutLanguage('/bnx')).toBe('/bnx');
  });

  it("follows the account's saved language, then the cookie, then the browser's languages, then the shop's default", () => {
    expect(preferredLanguage({ saved: 'en', cookies: 'lang=bn', browserLanguages: ['bn-BD'] })).toBe('en');
    expect(preferredLanguage({ cookies: 'theme=dark; lang=bn', browserLanguages: ['en-US'] })).toBe('bn');
    expect(preferredLanguage({ cookies: 'lang=fr', browserLanguages: ['fr-FR', 'bn-BD', 'en'] })).toBe('bn');
    expect(preferredLanguage({ cookies: '', browserLanguages: ['de'], shopDefault: 'bn' })).toBe('bn');
    expect(preferredLanguage({ cookies: '', browserLanguages: [] })).toBe('en');
  });
});

describe('numbers, money and dates in a language', () => {
  it('keeps English exactly as the shop prints it', () => {
    expect(formatMoneyIn(45.99, 'USD', 'en')).toBe('45.99$');
    expect(formatMoneyIn(1_234_567.89, 'BDT', 'en')).toBe('৳12,34,567.89');
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatDateIn('2026-11-23T10:00:00Z', 'en', { utc: true })).toBe('Nov 23, 2026');
  });

  it('writes Bangla with Bengali digits, lakh grouping, Intl bn-BD currency and Bangla months in Asia/Dhaka', () => {
    expect(formatMoneyIn(1_234_567.89, 'BDT', 'bn')).toBe(
      new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT' }).format(1_234_567.89),
    );
    expect(formatMoneyIn(1_234_567.89, 'BDT', 'bn')).toMatch(/^১২,৩৪,৫৬৭\.৮৯/);
    expect(formatNumber(1_234_567, 'bn')).toBe('১২,৩৪,৫৬৭');
    // 20:30 UTC is the next morning in Dhaka.
    expect(formatDateIn('2026-11-23T20:30:00Z', 'bn')).toBe('২৪ নভেম্বর, ২০২৬');
  });
});
