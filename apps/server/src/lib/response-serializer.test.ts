import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderSchema, type Order } from '@tools-bd/contract';
import { responseSerializerCompiler } from './response-serializer.ts';

const order: Order = {
  _id: '3f1c0b6e-9a4d-4a8e-9b1e-2f7c6d5e4a3b',
  toolId: '7d0c3a52-2f4e-4a51-a3c9-0a1b2c3d4e5f',
  itemName: 'Claw Hammer + 1 more',
  itemNameBn: 'ক্লাব হাতুড়ি + আরও ১টি',
  customerName: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '+8801711000000',
  address: '1 Bench Road',
  district: 'Dhaka',
  deliveryFee: 60,
  price: 160.5,
  net: 139.57,
  vat: 20.93,
  cart: 3,
  paid: false,
  transactionId: null,
  testPayment: false,
  status: 'pending',
  createdAt: '2026-11-27T10:00:00.000Z',
  invoiceNumber: null,
  invoiceIssuedAt: null,
  creditNoteNumber: null,
  creditNoteIssuedAt: null,
  lines: [
    {
      toolId: 'a',
      sku: 'HT-1',
      name: 'Claw Hammer',
      nameBn: 'ক্লাব হাতুড়ি',
      quantity: 2,
      unitPrice: 25,
      lineTotal: 50,
      net: 43.48,
      vatRate: 15,
      vat: 6.52,
    },
    {
      toolId: 'b',
      sku: 'HT-2',
      name: 'Tape',
      quantity: 1,
      unitPrice: 50.5,
      lineTotal: 50.5,
      net: 43.91,
      vatRate: 15,
      vat: 6.59,
    },
  ],
  paymentMethod: 'card',
  paymentStatus: 'unpaid',
  balanceDue: 160.5,
  reservedUntil: '2026-11-27T10:30:00.000Z',
  companyId: null,
  placedBy: null,
  poNumber: null,
  dueDate: null,
  shipment: null,
};

async function shopAnswering(answer: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/order', { schema: { response: { 200: orderSchema } } }, async () => answer);
  await app.ready();
  return app;
}

describe('answers serialised through their response schema', () => {
  it('writes the bytes the schema read backward (zod encode) wrote', async () => {
    const app = await shopAnswering(order);
    const response = await app.inject('/order');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(z.encode(orderSchema, order)));
    await app.close();
  });

  it('drops keys the schema does not name', async () => {
    const app = await shopAnswering({ ...order, passwordHash: 'secret', internalNote: 'x' });
    const response = await app.inject('/order');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.body).toBe(JSON.stringify(z.encode(orderSchema, order)));
    await app.close();
  });

  it('answers 500 for an answer of the wrong shape, as before', async () => {
    const app = await shopAnswering({ ...order, price: 'a lot' });
    const response = await app.inject('/order');
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
