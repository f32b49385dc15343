/** The demo catalogue a fresh embedded shop starts with. Prices in cents. */

export interface SeedCategory {
  name: string;
  /** The Bangla name (NFC), shown on Bangla pages. */
  nameBn: string;
  slug: string;
  children: { name: string; nameBn: string; slug: string }[];
}

/** Two levels, in the order the shop lists them. */
export const seedCategories: SeedCategory[] = [
  {
    name: 'Hand Tools',
    nameBn: 'হাতের যন্ত্রপাতি',
    slug: 'hand-tools',
    children: [
      { name: 'Hammers', nameBn: 'হাতুড়ি', slug: 'hammers' },
      { name: 'Screwdrivers', nameBn: 'স্ক্রুড্রাইভার', slug: 'screwdrivers' },
      { name: 'Wrenches & Sockets', nameBn: 'রেঞ্চ ও সকেট', slug: 'wrenches-sockets' },
      { name: 'Pliers', nameBn: 'প্লায়ার্স', slug: 'pliers' },
      { name: 'Hand Saws', nameBn: 'হাত করাত', slug: 'hand-saws' },
      { name: 'Knives & Chisels', nameBn: 'ছুরি ও বাটাল', slug: 'knives-chisels' },
    ],
  },
  {
    name: 'Power Tools',
    nameBn: 'বৈদ্যুতিক যন্ত্রপাতি',
    slug: 'power-tools',
    children: [
      { name: 'Drills & Drivers', nameBn: 'ড্রিল ও ড্রাইভার', slug: 'drills-drivers' },
      { name: 'Power Saws', nameBn: 'বৈদ্যুতিক করাত', slug: 'power-saws' },
      { name: 'Grinders', nameBn: 'গ্রাইন্ডার', slug: 'grinders' },
    ],
  },
  {
    name: 'Measuring',
    nameBn: 'মাপজোখ',
    slug: 'measuring',
    children: [
      { name: 'Tape Measures', nameBn: 'মাপার ফিতা', slug: 'tape-measures' },
      { name: 'Levels', nameBn: 'লেভেল', slug: 'levels' },
    ],
  },
];

export const seedBrands: { name: string; slug: string }[] = [
  { name: 'Bahco', slug: 'bahco' },
  { name: 'Bosch', slug: 'bosch' },
  { name: 'Irwin', slug: 'irwin' },
  { name: 'Knipex', slug: 'knipex' },
  { name: 'Makita', slug: 'makita' },
  { name: 'Stabila', slug: 'stabila' },
  { name: 'Stanley', slug: 'stanley' },
  { name: 'Wera', slug: 'wera' },
];

export interface SeedTool {
  name: string;
  /** The Bangla name (NFC), shown on Bangla pages and found by Bangla searches. */
  nameBn: string;
  /** Slugs of seedBrands and seedCategories. */
  brand: string;
  category: string;
  /** The code buyers order by (quick order). */
  sku: string;
  image: string;
  description: string;
  priceCents: number;
  stock: number;
  minimumPurchase: number;
  /** Sold in packs of this many (default 1). */
  packSize?: number;
  maxPerOrder?: number;
  /** Volume prices, minQuantity ascending, cents descending. */
  priceBreaks?: { minQuantity: number; unitPriceCents: number }[];
}

export const seedTools: SeedTool[] = [
  {
    name: 'Circular Saw',
    nameBn: 'সার্কুলার করাত',
    brand: 'bosch',
    category: 'power-saws',
    sku: 'PT-CSAW-185',
    image: 'circular-saw.svg',
    description:
      '1,400 W corded circular saw with a 185 mm carbide-tipped blade. Cuts 64 mm deep at 90° and bevels to 45°; a riving knife and electric brake make it safe for site work.',
    priceCents: 4599,
    stock: 120,
    minimumPurchase: 5,
  },
  {
    name: 'Cordless Drill Driver',
    nameBn: 'কর্ডলেস ড্রিল ড্রাইভার',
    brand: 'makita',
    category: 'drills-drivers',
    sku: 'PT-DRL-18V',
    image: 'cordless-drill.svg',
    description:
      '18 V brushless drill driver with a 13 mm keyless chuck, two speeds, 21 torque settings and an LED work light. Supplied with two 2 Ah batteries and a one-hour charger.',
    priceCents: 8950,
    stock: 80,
    minimumPurchase: 4,
  },
  {
    name: 'Claw Hammer',
    nameBn: 'ক্ল হাতুড়ি',
    brand: 'stanley',
    category: 'hammers',
    sku: 'HT-HAM-16OZ',
    image: 'claw-hammer.svg',
    description:
      '16 oz drop-forged steel head with a curved claw for pulling nails, on a fibreglass shaft with an anti-vibration rubber grip. Magnetic nail starter on the top face.',
    priceCents: 1299,
    stock: 600,
    minimumPurchase: 20,
  },
  {
    name: 'Adjustable Wrench',
    nameBn: 'অ্যাডজাস্টেবল রেঞ্চ',
    brand: 'bahco',
    category: 'wrenches-sockets',
    sku: 'HT-WRN-250',
    image: 'adjustable-wrench.svg',
    description:
      '250 mm chrome-vanadium adjustable wrench opening to 30 mm, with laser-etched metric and imperial scales and a smooth worm gear that holds its setting.',
    priceCents: 1575,
    stock: 450,
    minimumPurchase: 10,
  },
  {
    name: 'Precision Screwdriver Set',
    nameBn: 'প্রিসিশন স্ক্রুড্রাইভার সেট',
    brand: 'wera',
    category: 'screwdrivers',
    sku: 'HT-SDR-SET8',
    image: 'screwdriver-set.svg',
    description:
      'Eight screwdrivers (slotted, Phillips and Pozidriv) with magnetic hardened S2 tips and two-component handles, in a wall-mountable rack.',
    priceCents: 2450,
    stock: 300,
    minimumPurchase: 10,
  },
  {
    name: 'Combination Pliers',
    nameBn: 'কম্বিনেশন প্লায়ার্স',
    brand: 'knipex',
    category: 'pliers',
    sku: 'HT-PLR-200',
    image: 'combination-pliers.svg',
    description:
      '200 mm combination pliers with induction-hardened cutting edges for soft and hard wire, serrated gripping jaws and VDE-insulated handles rated to 1,000 V.',
    priceCents: 1890,
    stock: 380,
    minimumPurchase: 12,
    packSize: 6,
    maxPerOrder: 360,
    priceBreaks: [
      { minQuantity: 48, unitPriceCents: 1790 },
      { minQuantity: 144, unitPriceCents: 1690 },
    ],
  },
  {
    name: 'Tape Measure 8 m',
    nameBn: 'মাপার ফিতা ৮ মিটার',
    brand: 'stanley',
    category: 'tape-measures',
    sku: 'MS-TAPE-8M',
    image: 'tape-measure.svg',
    description:
      '8 m × 25 mm steel tape with a nylon-coated blade, a true-zero hook and a belt clip. Stands out to 3 m unsupported; class II accuracy.',
    priceCents: 999,
    stock: 900,
    minimumPurchase: 25,
    packSize: 5,
    priceBreaks: [
      { minQuantity: 100, unitPriceCents: 899 },
      { minQuantity: 300, unitPriceCents: 799 },
    ],
  },
  {
    name: 'Spirit Level 600 mm',
    nameBn: 'স্পিরিট লেভেল ৬০০ মিমি',
    brand: 'stabila',
    category: 'levels',
    sku: 'MS-LVL-600',
    image: 'spirit-level.svg',
    description:
      'Box-section aluminium level with three shock-proof vials (0.5 mm/m accuracy), milled base and rubber end caps. Reads plumb, level and 45°.',
    priceCents: 2199,
    stock: 260,
    minimumPurchase: 10,
  },
  {
    name: 'Hand Saw',
    nameBn: 'হাত করাত',
    brand: 'bahco',
    category: 'hand-saws',
    sku: 'HT-SAW-500',
    image: 'hand-saw.svg',
    description:
      '550 mm general-purpose hand saw with hardened, triple-ground teeth (7 TPI) for fast cuts along and across the grain, and a soft-grip handle with a 45°/90° square.',
    priceCents: 1750,
    stock: 340,
    minimumPurchase: 10,
  },
  {
    name: 'Angle Grinder',
    nameBn: 'অ্যাঙ্গেল গ্রাইন্ডার',
    brand: 'bosch',
    category: 'grinders',
    sku: 'PT-GRN-115',
    image: 'angle-grinder.svg',
    description:
      '900 W, 115 mm angle grinder with a slim body, spindle lock, restart protection and a tool-free adjustable guard. For cutting, grinding and rust removal.',
    priceCents: 5490,
    stock: 95,
    minimumPurchase: 4,
  },
  {
    name: 'Socket Set 46 pcs',
    nameBn: 'সকেট সেট ৪৬ পিস',
    brand: 'stanley',
    category: 'wrenches-sockets',
    sku: 'HT-SKT-46',
    image: 'socket-set.svg',
    description:
      'Quarter-inch drive set: 72-tooth ratchet, 4–14 mm six-point sockets, extension bars, universal joint and a bit selection in a blow-moulded case.',
    priceCents: 3995,
    stock: 150,
    minimumPurchase: 5,
    priceBreaks: [{ minQuantity: 20, unitPriceCents: 3750 }],
  },
  {
    name: 'Utility Knife',
    nameBn: 'ইউটিলিটি ছুরি',
    brand: 'stanley',
    category: 'knives-chisels',
    sku: 'HT-KNF-18',
    image: 'utility-knife.svg',
    description:
      'Die-cast aluminium utility knife with a retractable blade, tool-free blade change and storage for five spare blades in the handle.',
    priceCents: 799,
    stock: 800,
    minimumPurchase: 25,
    packSize: 25,
    maxPerOrder: 500,
    priceBreaks: [{ minQuantity: 100, unitPriceCents: 699 }],
  },
  {
    name: 'Wood Chisel Set',
    nameBn: 'কাঠের বাটাল সেট',
    brand: 'irwin',
    category: 'knives-chisels',
    sku: 'HT-CHS-SET4',
    image: 'wood-chisel-set.svg',
    description:
      'Four bevel-edge chisels (6, 12, 18 and 25 mm) in chrome-vanadium steel, ground and honed, with impact-resistant handles and protective caps.',
    priceCents: 3250,
    stock: 140,
    minimumPurchase: 5,
  },
  {
    name: 'Jigsaw',
    nameBn: 'জিগস করাত',
    brand: 'makita',
    category: 'power-saws',
    sku: 'PT-JIG-650',
    image: 'jigsaw.svg',
    description:
      '650 W pendulum jigsaw with variable speed, four orbital settings, tool-free blade clamp and a bevelling base plate for curved and angled cuts up to 85 mm in wood.',
    priceCents: 6490,
    stock: 70,
    minimumPurchase: 3,
  },
];

export interface SeedReview {
  itemName: string;
  body: string;
  rating: number;
}

/** Oldest first; the last one is the newest. */
export const seedReviews: SeedReview[] = [
  {
    itemName: 'Claw Hammer',
    body: 'Balanced well and the grip really does take the sting out. Our crew has used them daily for months.',
    rating: 5,
  },
  {
    itemName: 'Tape Measure 8 m',
    body: 'Blade stands out a long way and the hook is accurate. Belt clip is a little stiff at first.',
    rating: 4,
  },
  {
    itemName: 'Adjustable Wrench',
    body: 'Jaw stays put under load, no slipping on plumbing nuts. Good value in a pack of ten.',
    rating: 4,
  },
  {
    itemName: 'Cordless Drill Driver',
    body: 'Plenty of torque for 100 mm screws and the batteries last a full day of kitchen fitting.',
    rating: 5,
  },
  {
    itemName: 'Spirit Level 600 mm',
    body: 'Checked it against our laser: spot on. The vials are easy to read in low light.',
    rating: 5,
  },
  {
    itemName: 'Combination Pliers',
    body: 'Cutters are sharp and the insulation passed our electrician’s inspection. Would order again.',
    rating: 4,
  },
  {
    itemName: 'Angle Grinder',
    body: 'Slim enough to hold one-handed. Guard adjustment without a key saves time between jobs.',
    rating: 4,
  },
  {
    itemName: 'Circular Saw',
    body: 'Clean, straight cuts through 2x4s and the brake stops the blade in about two seconds. Arrived well packed.',
    rating: 5,
  },
];
