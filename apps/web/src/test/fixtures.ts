import type { Order, SessionUser } from '@tools-bd/contract';

/** A signed-in customer, as GET /api/auth/me answers it. */
export const testCustomer: SessionUser = { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: true };

/** An unpaid order of testCustomer's; spread it to vary one field. */
export const unpaidOrder: Order = {
  _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  toolId: 't1',
  itemName: 'Claw Hammer',
  customerName: 'Rahim Uddin',
  email: testCustomer.email,
  phone: '+880 1711-000000',
  address: '12 Test Road',
  price: 79.96,
  cart: 4,
  paid: false,
  transactionId: null,
  testPayment: false,
  status: 'pending',
  createdAt: '2026-05-01T10:00:00.000Z',
  lines: [{ toolId: 't1', sku: 'TBD-000001', name: 'Claw Hammer', quantity: 4, unitPrice: 19.99, lineTotal: 79.96 }],
};
