import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage, processImage, THUMBNAIL_MAX_BYTES } from '#server/lib/images.js';
import { categorySvg, productSvg } from '#server/seed/demo/art.js';
import { DEMO_CATALOGUE } from '#server/seed/demo/catalogue.js';

/**
 * Busier than any photo: every pixel a random colour (seeded, so every run is the same). At the
 * first quality its thumbnail is well over the budget.
 */
async function grainImage(size: number): Promise<Buffer> {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = random() * 256;
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

describe('thumbnails', () => {
  it('keep a very busy picture within the 40 KB a product list can afford, at 400 px', async () => {
    const { thumbnail, large } = await processImage(await grainImage(1200));
    const meta = await sharp(thumbnail).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(400);
    expect(thumbnail.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
    expect(large.length).toBeGreaterThan(thumbnail.length);
  });

  it('keep the demo catalogue pictures far within the budget', async () => {
    const background = DEMO_CATALOGUE[0]?.background ?? '#ffffff';
    const art = DEMO_CATALOGUE[0]?.products.map((p) => p.art) ?? [];
    for (const svg of [categorySvg(art, background), productSvg(art[0]!, background, 1)]) {
      const { thumbnail } = await encodeImage(svg, { effort: 1 });
      expect(thumbnail.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES / 2);
    }
  });
});
