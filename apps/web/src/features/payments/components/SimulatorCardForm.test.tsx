import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { formatCardNumber, formatExpiry, parseExpiry } from './cardFormat.ts';
import { SimulatorCardForm } from './SimulatorCardForm.tsx';

const billingDetails = { name: 'Rahim Uddin', email: 'rahim@example.com' };

function renderForm({ clientSecret }: { clientSecret: string | undefined } = { clientSecret: 'pi_123_secret_abc' }) {
  const onResult = vi.fn();
  renderWithApp(<SimulatorCardForm clientSecret={clientSecret} billingDetails={billingDetails} onResult={onResult} />);
  return { onResult, user: userEvent.setup() };
}

describe('the simulator card form', () => {
  it('groups the card number in fours, writes the expiry as MM/YY and keeps only digits in the CVC, as typed', async () => {
    const { user } = renderForm();
    const number = screen.getByLabelText('Card number');
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    const cvc = screen.getByLabelText('CVC');

    await user.type(number, '42424242424242429999');
    expect(number).toHaveValue('4242 4242 4242 4242 999');
    await user.clear(number);
    await user.type(number, '4000-0000-0000-0002');
    expect(number).toHaveValue('4000 0000 0000 0002');
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');

    await user.type(expiry, '1');
    expect(expiry).toHaveValue('1');
    await user.type(expiry, '2');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '34');
    expect(expiry).toHaveValue('12/34');
    await user.type(expiry, '5');
    expect(expiry).toHaveValue('12/34');
    // Backspace goes through the slash: "12/3" → "12" → "1".
    await user.type(expiry, '{Backspace}{Backspace}');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('1');
    await user.clear(expiry);
    await user.type(expiry, '7');
    expect(expiry).toHaveValue('07');

    await user.type(cvc, '1a2b3c45');
    expect(cvc).toHaveValue('1234');
  });

  it('keeps Pay disabled until the client secret is there, and shows the test cards', () => {
    renderForm({ clientSecret: undefined });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByText('Test mode')).toBeVisible();
    expect(screen.getByText('4242 4242 4242 4242')).toBeVisible();
    expect(screen.getByText('4000 0000 0000 0002')).toBeVisible();
  });

  it("sends the card with the buyer's billing details and reports the provider's answer", async () => {
    const calls = mockApi({
      'POST /api/payments/simulator/confirm': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { card: { number: string } };
        return body.card.number === '4242424242424242'
          ? { body: { paymentIntent: { id: 'pi_123', status: 'succeeded' } } }
          : {
              body: {
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  decline_code: 'generic_decline',
                  message: 'Your card was declined.',
                },
              },
            };
      },
    });
    const { user, onResult } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ ok: false, message: 'Your card was declined.' }));
    expect(calls.at(-1)?.body).toEqual({
      clientSecret: 'pi_123_secret_abc',
      card: { number: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123' },
      billingDetails,
    });

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith({ ok: true, transactionId: 'pi_123' }));
  });

  it("refuses unfinished fields in Stripe's words without asking the server", async () => {
    const calls = mockApi({});
    const { user, onResult } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onResult).toHaveBeenLastCalledWith({ ok: false, message: 'Your card number is incomplete.' });
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onResult).toHaveBeenLastCalledWith({ ok: false, message: "Your card's expiration date is incomplete." });
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '30');
    await user.type(screen.getByLabelText('CVC'), '1');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onResult).toHaveBeenLastCalledWith({ ok: false, message: "Your card's security code is incomplete." });
    expect(calls).toHaveLength(0);
  });
});

describe('card field formatting', () => {
  it('formats and parses like the fields do', () => {
    expect(formatCardNumber('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('9')).toBe('09');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('12/3')).toBeNull();
  });
});
