import { describe, expect, it } from 'vitest';
import type { orders } from '../../db/schema.ts';
import { orderPlacedMail, paymentReceivedMail, statusMail, type PlacedOrderFacts } from './mails.ts';

type OrderRow = typeof orders.$inferSelect;

const placed: PlacedOrderFacts = {
  id: '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0',
  customerName: 'Rahim Uddin',
  email: 'r@example.com',
  paymentMethod: 'bank_transfer',
  totalCents: 123_456_789,
  lines: [
    { quantity: 1200, name: 'Claw <Hammer> "16oz"', sku: 'HM-16', lineTotalCents: 123_456_789 },
  ] as unknown as PlacedOrderFacts['lines'],
};
const row = { ...placed, amountPaidCents: 1000, userId: null } as unknown as OrderRow;

describe('the order e-mails', () => {
  it('writes English exactly as the shop always did', () => {
    expect(orderPlacedMail(placed, 'Bank: X\nAcc: 1', 'en')).toEqual({
      to: 'r@example.com',
      subject: 'Thank you for your order — order TBD-0B1C2D3E',
      text: 'Hello Rahim Uddin,\n\nWe have your order, to be paid by Bank transfer.\n\nPlease transfer the total to the account below, quoting the reference TBD-0B1C2D3E. The items are held for you for a few days.\n\nTotal: 1,234,567.89\n\n  1200 × Claw <Hammer> "16oz" (HM-16)  1,234,567.89\n\nBank: X\nAcc: 1\nReference: TBD-0B1C2D3E\n\nOrder TBD-0B1C2D3E\n\n— Tools-BD',
      html: '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">\n<p>Hello Rahim Uddin,</p>\n<p>We have your order, to be paid by Bank transfer.</p>\n<p>Please transfer the total to the account below, quoting the reference TBD-0B1C2D3E. The items are held for you for a few days.</p>\n<p>Total: 1,234,567.89</p>\n<table style="border-collapse:collapse"><tr><td style="padding:2px 12px 2px 0">1200 × Claw &lt;Hammer&gt; &quot;16oz&quot; (HM-16)</td><td style="padding:2px 0;text-align:right">1,234,567.89</td></tr></table>\n<pre style="font-family:inherit;white-space:pre-wrap;background:#f8fafc;padding:12px;border-radius:6px">Bank: X\nAcc: 1\nReference: TBD-0B1C2D3E</pre>\n<p style="font-size:13px;color:#475569">Order TBD-0B1C2D3E</p>\n<p>— Tools-BD</p>\n</body></html>',
    });
    expect(paymentReceivedMail(row, 500, 'en').text).toContain(
      'We received 5.00 for your order.\n\nStill due: 1,234,557.89.',
    );
    expect(statusMail({ ...row, paymentMethod: 'cod' }, 'cancelled', null, true, 'en')!.text).toContain(
      'Your order was not confirmed in time, so it was cancelled and its items were put back on sale.',
    );
    expect(statusMail(row, 'cancelled', null, false, 'en')!.text).toContain('Your order is cancelled.');
  });

  it('writes Bangla with Bengali digits and lakh grouping, keeping the reference, names and SKUs as they are', () => {
    const mail = orderPlacedMail(placed, 'Bank: X', 'bn');
    expect(mail.subject).toBe('আপনার অর্ডারের জন্য ধন্যবাদ — অর্ডার TBD-0B1C2D3E');
    expect(mail.text).toContain('মোট: ১২,৩৪,৫৬৭.৮৯');
    expect(mail.text).toContain('১২০০ × Claw <Hammer> "16oz" (HM-16)  ১২,৩৪,৫৬৭.৮৯');
    expect(mail.text).toContain('রেফারেন্স: TBD-0B1C2D3E');
    expect(statusMail(row, 'shipped', 'SC-1', false, 'bn')!.subject).toBe('আপনার অর্ডার পথে আছে — অর্ডার TBD-0B1C2D3E');
    expect(statusMail(row, 'confirmed', null, false, 'bn')).toBeNull();
  });

  it('adds the delivery fee as a line under the goods, worded as on the invoice, in both languages', () => {
    const delivered = { ...placed, deliveryFeeCents: 19_500, district: 'Chattogram' };
    expect(orderPlacedMail(delivered, '', 'en').text).toContain(
      '  1200 × Claw <Hammer> "16oz" (HM-16)  1,234,567.89\n  Delivery to Chattogram  195.00\n',
    );
    expect(orderPlacedMail(delivered, '', 'bn').text).toContain('  চট্টগ্রাম-এ ডেলিভারি  ১৯৫.০০\n');
    // Free delivery (or none) prints no line, as on the invoice.
    expect(orderPlacedMail({ ...delivered, deliveryFeeCents: 0 }, '', 'en').text).not.toContain('Delivery');
  });
});
