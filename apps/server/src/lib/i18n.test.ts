import { describe, expect, it } from 'vitest';
import { MESSAGE_PARAMETERS, bangla, english } from '@tools-bd/contract/i18n';
import { findText, requestedLanguage, translateMessage } from './i18n.ts';

type MessageFunction = (...args: unknown[]) => string;

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${name}.`)
      : [[`${prefix}${name}`, value] as [string, unknown]],
  );
}
const at = (tree: object, key: string) =>
  key.split('.').reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], tree);

describe('requestedLanguage', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['BN-bd', 'bn'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['en-GB, bn;q=0.9', 'en'],
    ['bn;q=0.4, en;q=0.8', 'en'],
    ['en;q=0.5, bn-BD;q=0.9', 'bn'],
    ['fr-FR, fr;q=0.9, bn;q=0.1', 'bn'],
  ])('%s → %s', (header, language) => {
    expect(requestedLanguage(header)).toBe(language);
  });

  it.each([undefined, '', 'fr', 'de-DE,fr;q=0.8', '*', 'bn;q=0', 'bengali'])('%s names neither language', (header) => {
    expect(requestedLanguage(header)).toBeNull();
  });

  it('reads no further than a real header would reach', () => {
    expect(requestedLanguage(`${'x-private;q=0.1, '.repeat(100)}bn`)).toBeNull();
  });
});

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage('Follow the minimum quantity', 'en')).toBe('Follow the minimum quantity');
  });

  it('prints every English string of the contract in Bangla', () => {
    for (const [key, text] of leaves(english)) {
      if (typeof text === 'string') expect(translateMessage(text, 'bn'), key).toBe(at(bangla, key));
    }
  });

  it('reads the parameters back from what every message function printed in English', () => {
    const samples: Record<string, unknown[][]> = {};
    for (const [key, parameters] of Object.entries(MESSAGE_PARAMETERS)) {
      let combinations: unknown[][] = [[]];
      for (const parameter of parameters) {
        const values =
          parameter === 'count'
            ? [1, 3, 12_500]
            : parameter === 'text'
              ? ['Claw Hammer', '$1,234.50', 'a "quoted" (name)']
              : parameter;
        combinations = combinations.flatMap((combination) => values.map((value) => [...combination, value]));
      }
      samples[key] = combinations;
    }
    for (const [key, combinations] of Object.entries(samples)) {
      for (const args of combinations) {
        const printed = (at(english, key) as MessageFunction)(...args);
        if (args.includes(printed)) continue; // the item name of a one-line order is only its argument
        expect(translateMessage(printed, 'bn'), `${key}(${args.join(', ')})`).toBe(
          (at(bangla, key) as MessageFunction)(...args),
        );
      }
    }
  });

  it('prints the numbers it read back with Bengali digits', () => {
    expect(
      translateMessage(
        'This category holds 12 products (archived ones included): move them to another category first',
        'bn',
      ),
    ).toContain('১২টি');
    expect(translateMessage('An order that is pending can not become delivered', 'bn')).toBe(
      bangla.orders.transitionRefused('pending', 'delivered'),
    );
    expect(findText('Order in packs of 48')).toEqual({ key: 'orders.orderMessagesFor.packSize', args: [48] });
  });

  it("leaves a text that is not the contract's as it is", () => {
    for (const text of [
      "Body cannot be empty when content-type is set to 'application/json'",
      'Invalid input: expected string, received undefined',
      '',
      'Order in packs of many',
    ]) {
      expect(translateMessage(text, 'bn')).toBe(text);
    }
  });
});
