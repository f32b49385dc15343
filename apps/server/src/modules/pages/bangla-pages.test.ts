import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed.ts';
import { eq } from 'drizzle-orm';
import { tools } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestApp } from '../../../test/helpers.ts';
import { createTool, payOrder, placeOrder } from '../../../test/fixtures/orders.ts';
import { buildWebApp, type BuiltWebApp } from '../../../test/web-build.ts';

const PUBLIC_URL = 'https://shop.example.com';

let web: BuiltWebApp;
beforeAll(async () => {
  web = await buildWebApp();
}, 120_000);
afterAll(() => web?.remove());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const headTag = (html: string, pattern: RegExp) => pattern.exec(head(html))?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...head(html).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
/** The navbar's language switch: a real link, with its text. */
const languageSwitch = (html: string) =>
  /<a href="([^"]*)" hrefLang="(en|bn)" lang="(?:en|bn)"[^>]*>([^<]*)<\/a>/.exec(html)?.slice(1, 4);
const BENGALI_DIGIT = /[০-৯]/;

describe.each(testEngines)('Bangla twins of the public pages on $engine', ({ engine }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, { webDistDir: web.distDir, publicUrl: PUBLIC_URL });
    await seedDemoData(shop.app.db);
  });
  afterAll(() => shop?.close());

  it('renders /bn in Bangla without JavaScript: lang, its own canonical, both alternates and x-default, Bangla navigation, prices in Bengali digits', async () => {
    const response = await shop.app.inject('/bn');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html lang="bn"/);
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/bn`);
    expect(headTag(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${PUBLIC_URL}/bn`);
    expect(alternates(html)).toEqual({ en: `${PUBLIC_URL}/`, bn: `${PUBLIC_URL}/bn`, 'x-default': `${PUBLIC_URL}/` });
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toMatch(/পাইকারি/);
    expect(html).toContain('>আমাদের যন্ত্রপাতি</h2>');
    expect(html).toContain('>স্বাগতম</h1>');
    // The navigation's links stay in Bangla.
    expect(html).toContain('href="/bn/shop"');
    expect(html).toMatch(/<a[^>]*href="\/bn\/shop"[^>]*>দোকান<\/a>/);
    expect(languageSwitch(html)).toEqual(['/', 'en', 'English']);
    // The first tool's price: Intl's bn-BD currency style, Bengali digits.
    const [first] = (await shop.app.inject('/api/tools?sort=oldest&limit=1')).json() as { price: number }[];
    const price = new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'USD' }).format(first!.price);
    expect(BENGALI_DIGIT.test(price)).toBe(true);
    expect(html).toContain(price);
    // No English left in the shell's words.
    expect(html).not.toContain('>Our Tools<');
    expect(html).not.toContain('>Home</a>');
  });

  it("names a reviewed product in Bangla on the /bn home page's review cards when it has a Bangla name, without JavaScript", async () => {
    const tool = await createTool(shop.app.db, { name: 'Pipe Wrench' });
    await shop.app.db.update(tools).set({ nameBn: 'পাইপ রেঞ্চ' }).where(eq(tools.id, tool.id));
    // Written past the admin service: the catalogue is told, so every later page and count sees the tool at once.
    shop.app.catalog.invalidate();
    const buyer = await createAccount(shop.app);
    const paid = await payOrder(shop.app, buyer, (await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 1 }))._id);
    const reviewed = await shop.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: buyer.authorization,
      payload: { review: 'Holds tight', ratings: 4, id: paid._id },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const bangla = (await shop.app.inject('/bn')).body;
    expect(bangla).toContain('<h3 class="font-bold">পাইপ রেঞ্চ</h3>');
    expect(bangla).not.toContain('<h3 class="font-bold">Pipe Wrench</h3>');
    const english = (await shop.app.inject('/')).body;
    expect(english).toContain('<h3 class="font-bold">Pipe Wrench</h3>');
  });

  it('gives every English page the same alternates and a switch to its Bangla twin, without changing its own canonical or lang', async () => {
    const html = (await shop.app.inject('/shop?page=1')).body;
    expect(html).toMatch(/<html lang="en"/);
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/shop`);
    expect(alternates(html)).toEqual({
      en: `${PUBLIC_URL}/shop`,
      bn: `${PUBLIC_URL}/bn/shop`,
      'x-default': `${PUBLIC_URL}/shop`,
    });
    expect(languageSwitch(html)).toEqual(['/bn/shop?page=1', 'bn', 'বাংলা']);
  });

  it('renders a Bangla product page with its canonical, its English twin and prices in Bengali digits', async () => {
    const [tool] = (await shop.app.inject('/api/tools?sort=oldest&limit=1')).json() as {
      slug: string;
      price: number;
      availableItem: number;
    }[];
    const slug = tool!.slug;
    const response = await shop.app.inject(`/bn/tools/${slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html lang="bn"/);
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/bn/tools/${slug}`);
    expect(alternates(html)).toEqual({
      en: `${PUBLIC_URL}/tools/${slug}`,
      bn: `${PUBLIC_URL}/bn/tools/${slug}`,
      'x-default': `${PUBLIC_URL}/tools/${slug}`,
    });
    expect(languageSwitch(html)).toEqual([`/tools/${slug}`, 'en', 'English']);
    expect(html).toContain(
      `<output aria-live="polite">${new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'USD' }).format(tool!.price)}</output>`,
    );
    expect(html).toContain(`স্টকে আছে: ${new Intl.NumberFormat('bn-BD').format(tool!.availableItem)}টি`);
    // The SKU stays in Latin letters and digits.
    expect(html).toContain('>PT-');
    // The search box searches the Bangla shop without JavaScript too.
    expect(html).toContain('action="/bn/shop"');
    // Add to cart and the next volume saving are Bangla too.
    expect(html).toContain('>কার্টে যোগ করুন<');
    expect(html).not.toContain('Add to cart');
    expect(html).not.toContain('more to pay');
  });

  it('renders the Bangla shop listing without English words: filters, sort, counts and pages in Bangla, counts in Bengali digits', async () => {
    const response = await shop.app.inject('/bn/shop');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const total = Number((await shop.app.inject('/api/tools?limit=1')).headers['x-total-count']);
    expect(html).toContain('>ফিল্টার</h2>');
    expect(html).toContain('>ক্যাটাগরি</h2>');
    expect(html).toContain('>সব ব্র্যান্ড</option>');
    expect(html).toContain('>শুধু স্টকে থাকা পণ্য</label>');
    expect(html).toContain('>সাজান</label>');
    expect(html).toContain('>নতুন আগে</option>');
    expect(html).toContain(`>${new Intl.NumberFormat('bn-BD').format(total)}</strong>`);
    expect(html).toContain('পরের পাতা');
    expect(html).toContain('>কার্টে যোগ করুন<');
    for (const english of [
      '>Filters<',
      '>Categories<',
      '>All brands<',
      '>In stock only<',
      '>Apply filters<',
      '>Sort by<',
      '>Newest first<',
      'Previous',
      '>Next<',
      'Page 1 of',
      '>All tools<',
      'Add to cart',
    ]) {
      expect(html).not.toContain(english);
    }
  });

  it('answers a Bangla page that does not exist with 404 in Bangla, and a Bangla URL of a page drawn in the browser with the app', async () => {
    const missing = await shop.app.inject('/bn/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html lang="bn"/);
    expect(missing.body).toContain('এই পাতাটি নেই');
    expect(head(missing.body)).not.toContain('hreflang');
    const login = await shop.app.inject('/bn/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<noscript>');
  });

  it('never redirects an English URL: a Bangla cookie and Accept-Language still get the English page', async () => {
    const response = await shop.app.inject({
      url: '/',
      headers: { cookie: 'lang=bn', 'accept-language': 'bn-BD,bn;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html lang="en"/);
    expect(response.body).toContain('>Our Tools</h2>');
  });

  it('shows the Bangla names and description where a product or category has them, English otherwise, in the markup, head and JSON-LD', async () => {
    const hammer = 'ক্ল হাতুড়ি'.normalize('NFC');
    const product = await shop.app.inject('/bn/tools/claw-hammer');
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain(`>${hammer}</h1>`);
    expect(headTag(product.body, /<title>([^<]*)<\/title>/)).toContain(hammer);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(product.body)![1]!) as {
      name: string;
      url: string;
      category: string;
    };
    expect(jsonLd).toMatchObject({ name: hammer, url: `${PUBLIC_URL}/bn/tools/claw-hammer` });
    expect(jsonLd.category).toBe(`${'হাতের যন্ত্রপাতি'.normalize('NFC')} > ${'হাতুড়ি'.normalize('NFC')}`);
    // The English page keeps its English name, head and JSON-LD.
    const english = await shop.app.inject('/tools/claw-hammer');
    expect(english.body).toContain('>Claw Hammer</h1>');
    expect(headTag(english.body, /<title>([^<]*)<\/title>/)).toBe('Claw Hammer | Tools-BD');

    const shopPage = await shop.app.inject('/bn/shop/hammers');
    expect(shopPage.body).toContain(`>${hammer}</a>`);
    expect(shopPage.body).toContain(`>${'হাতুড়ি'.normalize('NFC')}</h1>`);
  });

  it('renders the blogs, the portfolio and a product page in Bangla without JavaScript: headings, labels and the main navigation', async () => {
    const blogs = (await shop.app.inject('/bn/blogs')).body;
    expect(blogs).toMatch(/<h1[^>]*>ব্লগ<\/h1>/);
    expect(blogs).toContain('>এই পাতার প্রশ্নগুলো</h2>');
    expect(blogs).toContain('প্রশ্নের তালিকায় ফিরে যান');
    expect(blogs).toMatch(/<nav[^>]*aria-label="প্রধান মেনু"/);
    expect(blogs).not.toContain('>Questions on this page<');
    const portfolio = (await shop.app.inject('/bn/portfolio')).body;
    for (const heading of ['সংক্ষেপে', 'অভিজ্ঞতা', 'প্রকল্প', 'দক্ষতা', 'শিক্ষা'])
      expect(portfolio).toContain(`>${heading}</h2>`);
    expect(portfolio).not.toContain('>Experience</h2>');
    const product = (await shop.app.inject('/bn/tools/claw-hammer')).body;
    expect(product).toContain('aria-label="পাতার পথ"');
    expect(product).toContain('aria-label="পরিমাণ বাড়ান"');
    expect(product).not.toContain('aria-label="Breadcrumb"');
    // The English pages keep the English names.
    expect((await shop.app.inject('/blogs')).body).toMatch(/<nav[^>]*aria-label="Main"/);
  });

  it("writes the blog's answers and the résumé in Bangla, and names the Bangla texts the page drew for the browser to load", async () => {
    const blogs = (await shop.app.inject('/bn/blogs')).body;
    expect(blogs).toContain('লিস্টে key কেন দরকার?');
    expect(blogs).not.toContain('why do keys matter in lists?');
    // The code samples read the same in both languages.
    expect(blogs).toContain('function findProductsByName(products, query)');
    const state = (html: string) =>
      JSON.parse(/<script type="application\/json" id="tools-bd-page-state">(.*?)<\/script>/s.exec(html)![1]!) as {
        banglaTexts?: string[];
      };
    expect(state(blogs).banglaTexts).toEqual(expect.arrayContaining(['shell', 'content', 'blogQuestions']));
    const portfolio = (await shop.app.inject('/bn/portfolio')).body;
    expect(portfolio).toMatch(/<h1[^>]*>নাদিয়া করিম<\/h1>/);
    expect(portfolio).toContain('ফ্রন্ট-এন্ড ডেভেলপার');
    // Only the switch to English says it is English now.
    expect(portfolio).not.toMatch(/<(?!a\b)[a-z]+[^>]*\slang="en"/);
    expect(state(portfolio).banglaTexts).toContain('resume');
    // An English page names none: it loads no Bangla.
    expect(state((await shop.app.inject('/blogs')).body).banglaTexts).toBeUndefined();
  });

  it('preloads the Bangla font, a subset under 40 kB served by the shop, on Bangla pages only', async () => {
    const preload =
      /<link rel="preload" href="(\/assets\/noto-sans-bengali-ui-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin \/>/;
    for (const path of ['/bn', '/bn/shop', '/bn/tools/claw-hammer']) {
      const href = headTag((await shop.app.inject(path)).body, preload);
      expect(href, path).toBeDefined();
      const font = await shop.app.inject(href!);
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload.length).toBeLessThanOrEqual(40 * 1024);
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    for (const path of ['/', '/shop', '/tools/claw-hammer'])
      expect((await shop.app.inject(path)).body).not.toContain('.woff2');
  });
});
