/**
 * The shop's one money formatter: every amount on screen goes through it, in the sketch's look
 * (the amount followed by $, e.g. "45.99$"). Currency work (BDT) extends this function rather
 * than adding a second one, so every screen changes together.
 */
export function formatPrice(dollars: number): string {
  return `${dollars.toFixed(2)}$`;
}
