import { afterEach, describe, expect, it } from 'vitest';
import { preloadProductImage, productImageSizes, productImageSources } from '#web/lib/product-image.js';
import { savesData } from '#web/lib/save-data.js';

/** The storefront under the browser's Save-Data wish (docs/decisions/0065-low-data.md). */
const product = { url: '/uploads/products/rice.webp', thumbnailUrl: '/uploads/products/rice-400.webp' };

/** The browser's data saver, as Chromium reports it (`navigator.connection.saveData`). */
function askToSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });
}

afterEach(() => {
  askToSaveData(undefined);
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('a product picture', () => {
  it('offers the 400 px thumbnail and the 1200 px image when the browser does not ask to save data', () => {
    for (const wish of [undefined, false]) {
      askToSaveData(wish);
      expect(savesData()).toBe(false);
      expect(productImageSources(product)).toEqual({
        src: '/uploads/products/rice-400.webp',
        srcSet: '/uploads/products/rice-400.webp 400w, /uploads/products/rice.webp 1200w',
      });
    }
  });

  it('is the thumbnail alone, with no larger candidate, when the browser asks to save data', () => {
    askToSaveData(true);
    expect(savesData()).toBe(true);
    expect(productImageSources(product)).toEqual({ src: '/uploads/products/rice-400.webp' });
  });

  it('is the one image there is when a product has no thumbnail, whatever the wish', () => {
    askToSaveData(true);
    expect(productImageSources({ url: '/uploads/products/old.webp', thumbnailUrl: '' })).toEqual({ src: '/uploads/products/old.webp' });
  });
});

describe('a picture fetched ahead of its page', () => {
  it('is preloaded with its srcset when the browser does not ask to save data', () => {
    preloadProductImage(product, productImageSizes.details);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe('/uploads/products/rice-400.webp');
    expect(link?.imageSrcset).toContain('rice.webp 1200w');
  });

  it('is not fetched ahead when the browser asks to save data', () => {
    askToSaveData(true);
    preloadProductImage(product, productImageSizes.details);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
