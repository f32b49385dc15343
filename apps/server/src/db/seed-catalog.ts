import { sql } from 'drizzle-orm';
import { selectRows, type Database } from './client.ts';
import { brands, tools } from './schema.ts';
import { ensureDemoCategoriesAndBrands, TOOL_IMAGE_PATH } from './seed.ts';

/**
 * A wholesale-sized catalogue for `npm run seed:catalog -- --count N` and the benchmarks:
 * deterministic, realistic product lines ("Stanley 16 oz Claw Hammer 450 mm") filed under the
 * demo categories, from the demo brands and a few more. The same count always gives the same
 * products, so benchmark runs compare like with like.
 */

interface ProductLine {
  type: string;
  category: string;
  image: string;
  /** What sets the products of a line apart, one of each per product. */
  sizes: string[];
  finishes: string[];
  /** Price range in cents. */
  priceCents: [number, number];
  describe: (size: string, finish: string) => string;
}

/** Each line's type in Bangla (NFC): generated products get a Bangla name, as a shop's would. */
const TYPES_BN: Record<string, string> = {
  'Claw Hammer': 'ক্ল হাতুড়ি',
  'Club Hammer': 'ক্লাব হাতুড়ি',
  'Ball Pein Hammer': 'বল পিন হাতুড়ি',
  'Slotted Screwdriver': 'ফ্ল্যাট স্ক্রুড্রাইভার',
  'Phillips Screwdriver': 'ফিলিপস স্ক্রুড্রাইভার',
  'Screwdriver Set': 'স্ক্রুড্রাইভার সেট',
  'Adjustable Wrench': 'অ্যাডজাস্টেবল রেঞ্চ',
  'Combination Spanner': 'কম্বিনেশন স্প্যানার',
  'Socket Set': 'সকেট সেট',
  'Combination Pliers': 'কম্বিনেশন প্লায়ার্স',
  'Long Nose Pliers': 'লং নোজ প্লায়ার্স',
  'Water Pump Pliers': 'ওয়াটার পাম্প প্লায়ার্স',
  'Hand Saw': 'হাত করাত',
  Hacksaw: 'হ্যাকস করাত',
  'Utility Knife': 'ইউটিলিটি ছুরি',
  'Wood Chisel': 'কাঠের বাটাল',
  'Cordless Drill Driver': 'কর্ডলেস ড্রিল ড্রাইভার',
  'Impact Driver': 'ইমপ্যাক্ট ড্রাইভার',
  'Hammer Drill': 'হ্যামার ড্রিল',
  'Circular Saw': 'সার্কুলার করাত',
  Jigsaw: 'জিগস করাত',
  'Angle Grinder': 'অ্যাঙ্গেল গ্রাইন্ডার',
  'Bench Grinder': 'বেঞ্চ গ্রাইন্ডার',
  'Tape Measure': 'মাপার ফিতা',
  'Spirit Level': 'স্পিরিট লেভেল',
  'Laser Level': 'লেজার লেভেল',
};

const LINES: ProductLine[] = [
  line(
    'Claw Hammer',
    'hammers',
    'claw-hammer.svg',
    ['16 oz', '20 oz', '24 oz'],
    ['330 mm', '400 mm', '450 mm'],
    [900, 3500],
    'drop-forged head, anti-vibration grip',
  ),
  line(
    'Club Hammer',
    'hammers',
    'claw-hammer.svg',
    ['1 kg', '1.25 kg', '1.5 kg'],
    ['260 mm', '300 mm'],
    [1100, 3200],
    'hardened striking faces, hickory shaft',
  ),
  line(
    'Ball Pein Hammer',
    'hammers',
    'claw-hammer.svg',
    ['8 oz', '16 oz', '24 oz', '32 oz'],
    ['fibreglass', 'wooden'],
    [800, 2800],
    'polished faces for metalwork',
  ),
  line(
    'Slotted Screwdriver',
    'screwdrivers',
    'screwdriver-set.svg',
    ['3 mm', '5.5 mm', '8 mm'],
    ['100 mm', '150 mm', '200 mm'],
    [250, 1200],
    'S2 steel blade, two-component handle',
  ),
  line(
    'Phillips Screwdriver',
    'screwdrivers',
    'screwdriver-set.svg',
    ['PH0', 'PH1', 'PH2', 'PH3'],
    ['75 mm', '100 mm', '150 mm'],
    [250, 1200],
    'magnetic tip, VDE handle',
  ),
  line(
    'Screwdriver Set',
    'screwdrivers',
    'screwdriver-set.svg',
    ['6 pcs', '8 pcs', '12 pcs'],
    ['precision', 'insulated', 'stubby'],
    [1500, 6500],
    'slotted and Phillips blades in a rack',
  ),
  line(
    'Adjustable Wrench',
    'wrenches-sockets',
    'adjustable-wrench.svg',
    ['150 mm', '200 mm', '250 mm', '300 mm'],
    ['chrome', 'phosphate'],
    [900, 4200],
    'smooth worm gear, laser-etched scale',
  ),
  line(
    'Combination Spanner',
    'wrenches-sockets',
    'adjustable-wrench.svg',
    ['8 mm', '10 mm', '13 mm', '17 mm', '19 mm'],
    ['ratcheting', 'standard'],
    [400, 2200],
    'chrome-vanadium, 15° offset ring',
  ),
  line(
    'Socket Set',
    'wrenches-sockets',
    'socket-set.svg',
    ['1/4 in', '3/8 in', '1/2 in'],
    ['24 pcs', '46 pcs', '94 pcs'],
    [2500, 14900],
    '72-tooth ratchet in a moulded case',
  ),
  line(
    'Combination Pliers',
    'pliers',
    'combination-pliers.svg',
    ['160 mm', '180 mm', '200 mm'],
    ['VDE', 'standard'],
    [900, 3900],
    'induction-hardened cutting edges',
  ),
  line(
    'Long Nose Pliers',
    'pliers',
    'combination-pliers.svg',
    ['140 mm', '160 mm', '200 mm'],
    ['straight', 'bent'],
    [800, 3500],
    'serrated jaws, side cutter',
  ),
  line(
    'Water Pump Pliers',
    'pliers',
    'combination-pliers.svg',
    ['180 mm', '250 mm', '300 mm'],
    ['push-button', 'slip-joint'],
    [1200, 4500],
    'self-locking on pipes and nuts',
  ),
  line(
    'Hand Saw',
    'hand-saws',
    'hand-saw.svg',
    ['400 mm', '500 mm', '550 mm'],
    ['7 TPI', '9 TPI', '11 TPI'],
    [1100, 3200],
    'triple-ground hardened teeth',
  ),
  line(
    'Hacksaw',
    'hand-saws',
    'hand-saw.svg',
    ['250 mm', '300 mm'],
    ['24 TPI', '32 TPI'],
    [900, 2900],
    'tensioned frame for metal and plastic',
  ),
  line(
    'Utility Knife',
    'knives-chisels',
    'utility-knife.svg',
    ['18 mm', '25 mm'],
    ['retractable', 'folding', 'fixed'],
    [400, 1900],
    'tool-free blade change',
  ),
  line(
    'Wood Chisel',
    'knives-chisels',
    'wood-chisel-set.svg',
    ['6 mm', '12 mm', '18 mm', '25 mm'],
    ['bevel-edge', 'firmer'],
    [600, 2600],
    'ground and honed chrome-vanadium',
  ),
  line(
    'Cordless Drill Driver',
    'drills-drivers',
    'cordless-drill.svg',
    ['12 V', '18 V'],
    ['2 Ah', '4 Ah', 'body only'],
    [4900, 24900],
    'brushless motor, two speeds',
  ),
  line(
    'Impact Driver',
    'drills-drivers',
    'cordless-drill.svg',
    ['12 V', '18 V'],
    ['2 Ah', '5 Ah', 'body only'],
    [5900, 27900],
    '1/4 in hex chuck, three speeds',
  ),
  line(
    'Hammer Drill',
    'drills-drivers',
    'cordless-drill.svg',
    ['600 W', '750 W', '1,000 W'],
    ['keyed chuck', 'keyless chuck'],
    [3900, 15900],
    'for masonry, wood and steel',
  ),
  line(
    'Circular Saw',
    'power-saws',
    'circular-saw.svg',
    ['165 mm', '185 mm', '235 mm'],
    ['1,200 W', '1,400 W', '18 V'],
    [4500, 22900],
    'carbide-tipped blade, riving knife',
  ),
  line(
    'Jigsaw',
    'power-saws',
    'jigsaw.svg',
    ['500 W', '650 W', '800 W'],
    ['pendulum', 'barrel grip'],
    [3900, 17900],
    'tool-free blade clamp',
  ),
  line(
    'Angle Grinder',
    'grinders',
    'angle-grinder.svg',
    ['115 mm', '125 mm', '230 mm'],
    ['900 W', '1,400 W', '2,200 W'],
    [3500, 19900],
    'spindle lock, restart protection',
  ),
  line(
    'Bench Grinder',
    'grinders',
    'angle-grinder.svg',
    ['150 mm', '200 mm'],
    ['250 W', '370 W'],
    [5900, 18900],
    'two wheels, adjustable eye shields',
  ),
  line(
    'Tape Measure',
    'tape-measures',
    'tape-measure.svg',
    ['3 m', '5 m', '8 m', '10 m'],
    ['19 mm', '25 mm', '32 mm'],
    [400, 2900],
    'nylon-coated blade, true-zero hook',
  ),
  line(
    'Spirit Level',
    'levels',
    'spirit-level.svg',
    ['400 mm', '600 mm', '1,000 mm', '1,200 mm'],
    ['box-section', 'I-beam', 'magnetic'],
    [1200, 7900],
    'shock-proof vials, milled base',
  ),
  line(
    'Laser Level',
    'levels',
    'spirit-level.svg',
    ['cross-line', '3-line', '360°'],
    ['red beam', 'green beam'],
    [5900, 39900],
    'self-levelling within 4°',
  ),
];

const EXTRA_BRANDS = [
  { name: 'DeWalt', slug: 'dewalt' },
  { name: 'Milwaukee', slug: 'milwaukee' },
  { name: 'Ingco', slug: 'ingco' },
  { name: 'Total', slug: 'total' },
  { name: 'Tolsen', slug: 'tolsen' },
  { name: 'Hikoki', slug: 'hikoki' },
];

/** Model series make each brand's product of a line distinct ("Stanley 16 oz Claw Hammer 450 mm FatMax"). */
const SERIES = [
  '',
  'Pro',
  'Max',
  'Xtreme',
  'Classic',
  'Compact',
  'Heavy Duty',
  'Site',
  'Trade',
  'Elite',
  'Ergo',
  'Titan',
];

function line(
  type: string,
  category: string,
  image: string,
  sizes: string[],
  finishes: string[],
  priceCents: [number, number],
  feature: string,
): ProductLine {
  return {
    type,
    category,
    image,
    sizes,
    finishes,
    priceCents,
    describe: (size, finish) =>
      `${size} ${type.toLowerCase()}, ${finish}: ${feature}. Sold in trade packs; bulk pricing on request.`,
  };
}

export interface GeneratedTool {
  name: string;
  nameBn: string;
  slug: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  availableQuantity: number;
  minimumPurchase: number;
  listedQuantity: number;
  brand: string;
  category: string;
  createdAt: Date;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'tool';

/** `count` products, the same ones every time; names and slugs unique. */
export function generateCatalog(count: number, brandNames: { name: string; slug: string }[]): GeneratedTool[] {
  const products: GeneratedTool[] = [];
  const slugs = new Set<string>();
  const start = Date.UTC(2025, 0, 1);
  for (let index = 0; products.length < count; index++) {
    const productLine = LINES[index % LINES.length]!;
    const round = Math.floor(index / LINES.length);
    const brand = brandNames[round % brandNames.length]!;
    const variant = Math.floor(round / brandNames.length);
    const size = productLine.sizes[variant % productLine.sizes.length]!;
    const finish = productLine.finishes[Math.floor(variant / productLine.sizes.length) % productLine.finishes.length]!;
    const series =
      SERIES[Math.floor(variant / (productLine.sizes.length * productLine.finishes.length)) % SERIES.length]!;
    const generation = Math.floor(variant / (productLine.sizes.length * productLine.finishes.length * SERIES.length));
    const name = [brand.name, size, productLine.type, finish, series, generation > 0 ? `Mk ${generation + 1}` : '']
      .filter(Boolean)
      .join(' ');
    const nameBn = [brand.name, size, TYPES_BN[productLine.type] ?? productLine.type, series].filter(Boolean).join(' ');
    let slug = slugify(name);
    for (let suffix = 2; slugs.has(slug); suffix++) slug = `${slugify(name)}-${suffix}`;
    slugs.add(slug);
    const [low, high] = productLine.priceCents;
    // A fixed pseudo-random spread (no Math.random): the same count gives the same catalogue.
    const spread = ((index * 2_654_435_761) >>> 0) / 2 ** 32;
    const stock = Math.round(20 + spread * 2_000);
    products.push({
      name,
      nameBn,
      slug,
      description: productLine.describe(size, finish),
      imageUrl: `${TOOL_IMAGE_PATH}${productLine.image}`,
      priceCents: Math.round(low + spread * (high - low)),
      // Every 25th product sold out, so the in-stock filter has something to leave out.
      availableQuantity: index % 25 === 24 ? 0 : stock,
      minimumPurchase: 1 + (index % 10),
      listedQuantity: stock,
      brand: brand.slug,
      category: productLine.category,
      createdAt: new Date(start + index * 60_000),
    });
  }
  return products;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

/**
 * Fills an empty catalogue with `count` generated products in one transaction. Refuses (and
 * changes nothing) when the catalogue already has products.
 */
export async function seedLargeCatalog(db: Database, count: number): Promise<{ inserted: number }> {
  const result = await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    const [existing] = await selectRows<{ count: number }>(database, sql`select count(*)::int as count from tools`);
    if ((existing?.count ?? 0) > 0)
      throw new Error(`the catalogue already has ${existing?.count} products; seed:catalog fills an empty one`);
    await database.insert(brands).values(EXTRA_BRANDS).onConflictDoNothing();
    const ids = await ensureDemoCategoriesAndBrands(database);
    const brandRows = await database.select({ name: brands.name, slug: brands.slug }).from(brands).orderBy(brands.name);
    const products = generateCatalog(count, brandRows);
    for (let offset = 0; offset < products.length; offset += BATCH) {
      await database.insert(tools).values(
        products.slice(offset, offset + BATCH).map(({ brand, category, ...product }) => ({
          ...product,
          brandId: ids.brands.get(brand) ?? null,
          categoryId: ids.categories.get(category) ?? null,
        })),
      );
    }
    return { inserted: products.length };
  });
  // Fresh statistics, or the planner keeps estimating an empty table, and a visibility map for
  // index-only scans of deep pages: the embedded database has no autovacuum to do either.
  await db.execute(sql`vacuum analyze tools, brands, categories, search_words`);
  return result;
}
