import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asciiJson, hashedJson, jsonArrayOf, jsonOfOne, withAvailableItem } from './tool-json.ts';

describe('tools kept as JSON with their hashes', () => {
  const texts = [
    { name: 'Bevel 45°', price: 12.5 },
    { name: 'হাতুড়ি', price: 3 },
    { name: 'Plain', price: 1 },
  ].map((tool) => JSON.stringify(tool));
  const [a, b, c] = texts.map(hashedJson);

  it('a page is the JSON array of its tools', () => {
    const page = jsonArrayOf([a!, b!, c!]);
    expect(page.body).toBe(`[${texts.map(asciiJson).join(',')}]`);
    expect(JSON.parse(page.body)).toEqual(texts.map((text) => JSON.parse(text)));
    expect(jsonArrayOf([]).body).toBe('[]');
    // ASCII: sent as its latin1 bytes (lib/etag.ts), which are its UTF-8 bytes.
    expect(page.ascii).toBe(true);
    expect(Buffer.from(page.body, 'latin1').equals(Buffer.from(page.body))).toBe(true);
  });

  it("a page's validator stays with the same tools and changes with any of them, or their order", () => {
    const page = jsonArrayOf([a!, b!, c!]).etag;
    expect(page).toMatch(/^"a[\w-]+"$/);
    expect(jsonArrayOf(texts.map(hashedJson)).etag).toBe(page);
    expect(jsonArrayOf([b!, a!, c!]).etag).not.toBe(page);
    expect(jsonArrayOf([a!, b!, hashedJson(JSON.stringify({ name: 'Plain', price: 2 }))]).etag).not.toBe(page);
    expect(jsonArrayOf([a!, b!]).etag).not.toBe(page);
  });

  it('keeps the text in ASCII: characters past it as \\u escapes, the same JSON once parsed', () => {
    expect(a!.text).toBe('{"name":"Bevel 45\\u00b0","price":12.5}');
    expect(b!.text).toMatch(/^[\x20-\x7e]+$/);
    expect(c!.text).toBe(texts[2]);
    expect(hashedJson(JSON.stringify({ name: 'Emoji 🔧' })).text).toBe('{"name":"Emoji \\ud83d\\udd27"}');
    for (const [index, item] of [a!, b!, c!].entries())
      expect(JSON.parse(item.text)).toEqual(JSON.parse(texts[index]!));
  });

  it('escapes every UTF-16 unit past ASCII as the regular expression it replaces did', () => {
    const reference = (text: string) =>
      text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const text = JSON.stringify({
      all: Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join(''),
      high: '\uffff\ufffe\ud800\udfff 🔧 আমি ক্ল হাতুড়ি',
    });
    expect(asciiJson(text)).toBe(reference(text));
    expect(asciiJson('plain')).toBe('plain');
  });

  it('one tool answers its text, its validator the hash of its bytes', () => {
    const sha1 = createHash('sha1')
      .update(Buffer.from(asciiJson(texts[1]!)))
      .digest('base64url');
    expect(jsonOfOne(b!)).toEqual({ body: b!.text, etag: `"${sha1}"` });
  });

  it('a stock change replaces the one number in the text: the same answer as the tool written again', () => {
    const tool = {
      _id: 't1',
      name: 'Claw "availableItem": 5 hammer, {heavy}',
      description: 'availableItem":9,} in a string',
      price: 4.5,
      availableItem: 120,
      minPurse: 1,
      category: { name: 'Hammers', nameBn: 'হাতুড়ি' },
      nameBn: 'হাতুড়ি',
    };
    const before = hashedJson(JSON.stringify(tool));
    for (const availableItem of [0, 7, 119, 12_345_678]) {
      const rewritten = hashedJson(JSON.stringify({ ...tool, availableItem }));
      expect(withAvailableItem(before, availableItem)).toEqual(rewritten);
    }
    // The last field too.
    const last = hashedJson(JSON.stringify({ name: 'Saw', availableItem: 3 }));
    expect(withAvailableItem(last, 40)).toEqual(hashedJson('{"name":"Saw","availableItem":40}'));
    // A text without the field gains it, as writing the tool again would.
    expect(withAvailableItem(hashedJson('{"name":"Saw"}'), 2).text).toBe('{"name":"Saw","availableItem":2}');
  });
});
