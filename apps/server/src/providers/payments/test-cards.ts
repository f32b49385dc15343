import { cardErrorMessages, type CardError, type SimulatorCard } from '@tools-bd/contract';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export type CardCheck = { ok: true; brand: CardBrand; last4: string } | { ok: false; error: CardError };

/** Stripe's test cards that are charged successfully. */
const SUCCEEDING_CARDS = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
]);

const declined = (declineCode: string, message: string = cardErrorMessages.declined): CardError => ({
  type: 'card_error',
  code: 'card_declined',
  decline_code: declineCode,
  message,
});

/** Stripe's test cards that fail, with the error Stripe answers for each. */
const FAILING_CARDS: Record<string, CardError> = {
  '4000000000000002': declined('generic_decline'),
  '4000000000009995': declined('insufficient_funds', cardErrorMessages.insufficientFunds),
  '4000000000009987': declined('lost_card'),
  '4000000000009979': declined('stolen_card'),
  '4100000000000019': declined('fraudulent'),
  '4000000000000069': { type: 'card_error', code: 'expired_card', message: cardErrorMessages.expired },
  '4000000000000127': { type: 'card_error', code: 'incorrect_cvc', message: cardErrorMessages.incorrectCvc },
  '4000000000000119': { type: 'card_error', code: 'processing_error', message: cardErrorMessages.processingError },
};

const cardError = (code: string, message: string): CardError => ({ type: 'card_error', code, message });

export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** The Luhn checksum every real card number satisfies. */
function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card the way Stripe does in test mode: the number's form, the expiry, the CVC,
 * the checksum, then the test card's own outcome. Any other valid number is a live card,
 * which test mode declines.
 */
export function checkTestCard(card: SimulatorCard, now: Date): CardCheck {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number))
    return { ok: false, error: cardError('invalid_number', cardErrorMessages.invalidNumber) };

  if (card.expMonth < 1 || card.expMonth > 12) {
    return { ok: false, error: cardError('invalid_expiry_month', cardErrorMessages.invalidExpiryMonth) };
  }
  const expYear = card.expYear >= 0 && card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (expYear < thisYear || expYear > thisYear + 50) {
    return { ok: false, error: cardError('invalid_expiry_year', cardErrorMessages.invalidExpiryYear) };
  }
  if (expYear === thisYear && card.expMonth < now.getUTCMonth() + 1) {
    return { ok: false, error: cardError('invalid_expiry_month', cardErrorMessages.invalidExpiryMonth) };
  }

  const brand = cardBrand(number);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return { ok: false, error: cardError('invalid_cvc', cardErrorMessages.invalidCvc) };
  }
  if (!passesLuhn(number))
    return { ok: false, error: cardError('incorrect_number', cardErrorMessages.incorrectNumber) };

  const failure = FAILING_CARDS[number];
  if (failure) return { ok: false, error: failure };
  if (!SUCCEEDING_CARDS.has(number))
    return { ok: false, error: declined('live_mode_test_card', cardErrorMessages.liveCardInTestMode) };
  return { ok: true, brand, last4: number.slice(-4) };
}
