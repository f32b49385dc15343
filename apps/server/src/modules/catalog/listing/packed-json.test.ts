import { describe, expect, it } from 'vitest';
import { hashedJson, PackedJson } from './tool-json.ts';

describe("a catalogue's tool texts packed outside the heap", () => {
  // Long enough that a few thousand fill more than one block; Bengali text comes out escaped.
  const texts = Array.from({ length: 3_000 }, (_, index) =>
    hashedJson(JSON.stringify({ _id: `tool-${index}`, nameBn: 'হাতুড়ি', description: 'x'.repeat(400 + (index % 7)) })),
  );

  it('gives back each text and its hash exactly, across blocks', () => {
    const packed = new PackedJson(10);
    expect(texts.map((text) => packed.add(text))).toEqual(texts.map((_, index) => index));
    for (const [index, text] of texts.entries()) expect(packed.get(index)).toEqual(text);
    expect(packed.get(2_999).text).toBe(texts[2_999]!.text);
    expect(packed.get(1).hash).toBe(hashedJson(texts[1]!.text).hash);
  });

  it('keeps the most recently asked for as the same objects, the others rebuilt equal', () => {
    const packed = new PackedJson(2);
    for (const text of texts.slice(0, 4)) packed.add(text);
    const first = packed.get(0);
    expect(packed.get(0)).toBe(first);
    packed.get(1);
    packed.get(0);
    packed.get(2);
    // 0 was asked for after 1: 1 went when 2 came.
    expect(packed.get(0)).toBe(first);
    const second = packed.get(1);
    expect(second).toEqual(texts[1]);
    expect(packed.get(3)).toEqual(texts[3]);
  });

  it('answers a replaced text from then on', () => {
    const packed = new PackedJson(2);
    for (const text of texts.slice(0, 3)) packed.add(text);
    packed.get(1);
    const changed = hashedJson(JSON.stringify({ _id: 'tool-1', availableItem: 7 }));
    packed.replace(1, changed);
    expect(packed.get(1)).toBe(changed);
    for (const index of [0, 2, 0, 2]) packed.get(index);
    expect(packed.get(1)).toBe(changed);
    expect(packed.get(2)).toEqual(texts[2]);
  });
});
