import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestApp } from './helpers.ts';
import { companyInvitationEmail, companyApprovedEmail } from '../src/modules/companies/emails.ts';
import { passwordResetEmail, verificationEmail } from '../src/modules/identity/emails.ts';
import { formatCount, formatMailAmount, recipientLanguage } from '../src/lib/recipient-language.ts';

describe.each(testEngines)('the language a message is written in, on $engine', ({ engine }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it("is the person's saved language, else the shop's default, by account or by address", async () => {
    const [bangla, chose, none] = await Promise.all([
      createAccount(shop.app),
      createAccount(shop.app),
      createAccount(shop.app),
    ]);
    await shop.app.db.update(users).set({ language: 'bn' }).where(eq(users.email, bangla.email));
    await shop.app.db.update(users).set({ language: 'en' }).where(eq(users.email, chose.email));
    const idOf = async (email: string) =>
      (await shop.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const db = shop.app.db;

    expect(await recipientLanguage(db, { userId: await idOf(bangla.email) })).toBe('bn');
    expect(await recipientLanguage(db, { email: bangla.email.toUpperCase() })).toBe('bn');
    expect(await recipientLanguage(db, { userId: await idOf(none.email) })).toBe('en');
    expect(await recipientLanguage(db, { email: 'nobody@example.com' })).toBe('en');

    await shop.app.settings.update({ defaultLanguage: 'bn' });
    expect(await recipientLanguage(db, { userId: await idOf(none.email) })).toBe('bn');
    expect(await recipientLanguage(db, { email: 'nobody@example.com' })).toBe('bn');
    expect(await recipientLanguage(db, { userId: null })).toBe('bn');
    // A saved English stays English under a Bangla default.
    expect(await recipientLanguage(db, { userId: await idOf(chose.email) })).toBe('en');
    await shop.app.settings.update({ defaultLanguage: 'en' });
  });
});

describe('account and trade account e-mails in Bangla', () => {
  it('writes the words, subject included, in Bangla and keeps links as they are', () => {
    const verify = verificationEmail('a@example.com', 'রহিম', 'https://shop.example/verify-email?token=abc', 'bn');
    expect(verify.subject).toBe('Tools-BD-তে আপনার ই-মেইল ঠিকানা নিশ্চিত করুন');
    expect(verify.text).toContain('প্রিয় রহিম,');
    expect(verify.text).toContain('আমার ই-মেইল নিশ্চিত করুন: https://shop.example/verify-email?token=abc');
    expect(verify.html).toContain('<html lang="bn">');
    expect(passwordResetEmail('a@example.com', '', 'https://x/r', 'bn').text).toMatch(/^প্রিয় গ্রাহক,/);
    const invitation = companyInvitationEmail(
      'b@example.com',
      'Karim',
      'Karim Traders',
      'buyer',
      'https://x/i',
      7,
      'bn',
    );
    expect(invitation.subject).toBe('Karim আপনাকে Tools-BD-তে Karim Traders-এ যোগ দিতে আমন্ত্রণ জানিয়েছেন');
    expect(invitation.text).toContain('৭ দিন পর');
    expect(companyApprovedEmail('c@example.com', '', 'Karim Traders', 'https://x/dashboard', 'bn').subject).toBe(
      'Karim Traders-এর ট্রেড অ্যাকাউন্ট অনুমোদিত হয়েছে',
    );
  });

  it('formats amounts and counts as each language writes them', () => {
    expect(formatMailAmount(123456.5, 'en')).toBe('123,456.50');
    expect(formatMailAmount(123456.5, 'bn')).toBe('১,২৩,৪৫৬.৫০');
    expect(formatCount(1200, 'en')).toBe('1200');
    expect(formatCount(1200, 'bn')).toBe('১২০০');
  });
});
