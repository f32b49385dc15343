import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.ts';

/** The sitemap protocol's limit of URLs per file; past it /sitemap.xml becomes an index of parts. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Product slugs read per query while streaming: memory stays flat at any catalogue size. */
const SLUGS_PER_QUERY = 2_000;

/** The public pages that are no category or product. */
export const STATIC_PUBLIC_PATHS = ['/', '/shop', '/blogs', '/portfolio'] as const;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
/** Each page has an English URL and a Bangla twin under /bn (the home page's is /bn itself). */
const banglaPath = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);
/**
 * A page in both languages: one <url> per language, each naming the other as its alternate and
 * English as the default (hreflang in the sitemap, as in the pages' heads).
 */
function pageEntries(origin: string, path: string): string {
  const english = escapeXml(`${origin}${path}`);
  const bangla = escapeXml(`${origin}${banglaPath(path)}`);
  const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${english}"/><xhtml:link rel="alternate" hreflang="bn" href="${bangla}"/><xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
  return `<url><loc>${english}</loc>${alternates}</url>\n<url><loc>${bangla}</loc>${alternates}</url>\n`;
}
/** URLs per page: English and Bangla. */
const LANGUAGE_COUNT = 2;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export interface SitemapOptions {
  /** The shop's address without a trailing slash. */
  origin: string;
  urlsPerFile?: number;
}

/**
 * /sitemap.xml: the public pages, each in English and Bangla, every category (/shop/{slug}) and every product on sale
 * (/tools/{slug}). Up to `urlsPerFile` URLs it is one <urlset>; beyond, a <sitemapindex> of
 * parts (/sitemap.xml?part=1…), part 1 holding the pages and categories and each further part
 * `urlsPerFile` products. Every text is generated a chunk at a time from keyset queries.
 */
export function createSitemap(db: Database, { origin, urlsPerFile = SITEMAP_URLS_PER_FILE }: SitemapOptions) {
  // A page is two URLs: a part holds as many pages as fit in the protocol's limit of URLs.
  const pagesPerFile = Math.max(1, Math.floor(urlsPerFile / LANGUAGE_COUNT));
  async function categorySlugs(): Promise<string[]> {
    const rows = await selectRows<{ slug: string }>(db, sql`select slug from categories order by slug`);
    return rows.map((row) => row.slug);
  }

  async function productCount(): Promise<number> {
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from tools where archived_at is null`,
    );
    return row?.count ?? 0;
  }

  /** Product slugs in slug order, from `skip` on, at most `take`, a query at a time. */
  async function* productSlugs(skip: number, take: number): AsyncGenerator<string[]> {
    let after: string | null = null;
    let left = take;
    // The first query skips (only parts past the first do); later ones continue after the last slug.
    let offset = skip;
    while (left > 0) {
      const limit = Math.min(SLUGS_PER_QUERY, left);
      const rows: { slug: string }[] = await selectRows<{ slug: string }>(
        db,
        sql`select slug from tools where archived_at is null ${after === null ? sql`` : sql`and slug > ${after}`}
            order by slug limit ${limit} offset ${offset}`,
      );
      if (rows.length === 0) return;
      yield rows.map((row) => row.slug);
      after = rows[rows.length - 1]!.slug;
      offset = 0;
      left -= rows.length;
      if (rows.length < limit) return;
    }
  }

  async function* urlset(parts: {
    pagesAndCategories: boolean;
    productsFrom: number;
    productsTake: number;
  }): AsyncGenerator<string> {
    yield `${XML_HEADER}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
    if (parts.pagesAndCategories) {
      yield STATIC_PUBLIC_PATHS.map((path) => pageEntries(origin, path)).join('');
      yield (await categorySlugs()).map((slug) => pageEntries(origin, `/shop/${slug}`)).join('');
    }
    for await (const slugs of productSlugs(parts.productsFrom, parts.productsTake)) {
      yield slugs.map((slug) => pageEntries(origin, `/tools/${slug}`)).join('');
    }
    yield '</urlset>\n';
  }

  return {
    /** How many parts /sitemap.xml has; 0 when it is a single urlset. */
    async partCount(): Promise<number> {
      const [categories, products] = await Promise.all([categorySlugs(), productCount()]);
      if ((STATIC_PUBLIC_PATHS.length + categories.length + products) * LANGUAGE_COUNT <= urlsPerFile) return 0;
      return 1 + Math.ceil(products / pagesPerFile);
    },

    /** The single urlset (every URL). */
    whole: () => urlset({ pagesAndCategories: true, productsFrom: 0, productsTake: Number.MAX_SAFE_INTEGER }),

    /** The sitemap index naming `count` parts. */
    async *index(count: number): AsyncGenerator<string> {
      yield `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n`;
      for (let part = 1; part <= count; part += 1)
        yield `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${part}`)}</loc></sitemap>\n`;
      yield '</sitemapindex>\n';
    },

    /** Part 1: the pages and categories; part n > 1: the (n-1)th run of products, `urlsPerFile` URLs. */
    part: (part: number) =>
      part === 1
        ? urlset({ pagesAndCategories: true, productsFrom: 0, productsTake: 0 })
        : urlset({ pagesAndCategories: false, productsFrom: (part - 2) * pagesPerFile, productsTake: pagesPerFile }),
  };
}

export type Sitemap = ReturnType<typeof createSitemap>;
