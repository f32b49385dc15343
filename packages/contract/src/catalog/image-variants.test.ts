import { describe, expect, it } from 'vitest';
import { imageSizeOf, imageVariantsOf, shareableImageOf } from './image-variants.ts';

describe('the variants of a picture, from its address', () => {
  const hash = '0123456789abcdef0123456789abcdef';

  it('names the WebP variants no wider than the original, narrowest first', () => {
    expect(imageVariantsOf(`/uploads/${hash}-1200x900.jpg`)).toEqual([
      { width: 160, url: `/uploads/${hash}-160.webp` },
      { width: 480, url: `/uploads/${hash}-480.webp` },
      { width: 960, url: `/uploads/${hash}-960.webp` },
    ]);
    expect(imageVariantsOf(`https://pictures.localhost/p/${hash}-480x480.png`).map((variant) => variant.url)).toEqual([
      `https://pictures.localhost/p/${hash}-160.webp`,
      `https://pictures.localhost/p/${hash}-480.webp`,
    ]);
    expect(imageVariantsOf(`/uploads/${hash}-159x100.webp`)).toEqual([]);
  });

  it('has none for drawings, outside pictures and uploads from before sizes were in names', () => {
    for (const img of ['/images/tools/claw-hammer.svg', 'https://media.example.com/vice.png', `/uploads/${hash}.png`]) {
      expect(imageVariantsOf(img), img).toEqual([]);
      expect(imageSizeOf(img), img).toBeNull();
      expect(shareableImageOf(img), img).toBe(img);
    }
  });

  it('shares the widest variant up to 960 px', () => {
    expect(imageSizeOf(`/uploads/${hash}-2000x1000.jpg`)).toEqual({ width: 2000, height: 1000 });
    expect(shareableImageOf(`/uploads/${hash}-2000x1000.jpg`)).toBe(`/uploads/${hash}-960.webp`);
    expect(shareableImageOf(`/uploads/${hash}-300x200.jpg`)).toBe(`/uploads/${hash}-160.webp`);
  });
});
