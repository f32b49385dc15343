import type { CartLine, Order, SessionUser, Tool } from '@tools-bd/contract';

/** A signed-in customer, as GET /api/auth/me answers it. */
export const testCustomer: SessionUser = {
  email: 'rahim@example.com',
  name: 'Rahim Uddin',
  role: 'user',
  emailVerified: true,
};

/** An unpaid order of testCustomer's; spread it to vary one field. */
export const unpaidOrder: Order = {
  _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  toolId: 't1',
  itemName: 'Claw Hammer',
  customerName: 'Rahim Uddin',
  email: testCustomer.email,
  phone: '+880 1711-000000',
  address: '12 Test Road',
  district: null,
  deliveryFee: 0,
  price: 79.96,
  net: 79.96,
  vat: 0,
  cart: 4,
  paid: false,
  transactionId: null,
  testPayment: false,
  status: 'pending',
  createdAt: '2026-05-01T10:00:00.000Z',
  invoiceNumber: null,
  invoiceIssuedAt: null,
  creditNoteNumber: null,
  creditNoteIssuedAt: null,
  lines: [
    {
      toolId: 't1',
      sku: 'TBD-000001',
      name: 'Claw Hammer',
      quantity: 4,
      unitPrice: 19.99,
      lineTotal: 79.96,
      net: 79.96,
      vatRate: 0,
      vat: 0,
    },
  ],
  paymentMethod: 'card',
  paymentStatus: 'unpaid',
  balanceDue: 79.96,
  reservedUntil: null,
  companyId: null,
  placedBy: null,
  poNumber: null,
  dueDate: null,
  shipment: null,
};

/** The wholesale example product: minimum 12, packs of 6, at most 600 per order, 48 → 235.00, 144 → 220.00, base 250.00. */
export const wholesaleTool: Tool = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Claw Hammer 16 oz',
  img: '/images/tools/claw-hammer.svg',
  imgVariants: [],
  description: 'A hammer for the trade',
  price: 250,
  availableItem: 1_000,
  minPurse: 12,
  slug: 'claw-hammer-16-oz',
  brand: { name: 'Stanley', slug: 'stanley' },
  category: { name: 'Hammers', slug: 'hammers' },
  sku: 'HT-HAM-16OZ',
  packSize: 6,
  maxPerOrder: 600,
  priceBreaks: [
    { minQuantity: 48, price: 235 },
    { minQuantity: 144, price: 220 },
  ],
  vatRate: 15,
  weightGrams: 1_000,
};

/** A cart line as GET /api/cart answers it; spread it to vary one field. */
export const hammerLine: CartLine = {
  toolId: wholesaleTool._id,
  sku: wholesaleTool.sku,
  name: wholesaleTool.name,
  img: wholesaleTool.img,
  quantity: 42,
  unitPrice: 250,
  lineTotal: 10_500,
  packSize: 6,
  minPurse: 12,
  maxPerOrder: 600,
  availableItem: 1_000,
  nextBreak: { minQuantity: 48, price: 235 },
  problem: null,
  vatRate: 15,
};
