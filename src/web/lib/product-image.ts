import type { Product } from '#common/schemas/catalog.js';
import { savesData } from './save-data.js';

/** The server stores every product picture twice (DESIGN.md "images"): these are their widths. */
const THUMBNAIL_WIDTH = 400;
const LARGE_WIDTH = 1200;

/**
 * `src` and `srcSet` of a product picture: the browser takes the 400 px thumbnail where it is
 * enough for the slot's `sizes` and the screen's density, and the 1200 px image where it is not
 * (a product page on a sharp screen). The thumbnail is the `src` for browsers without srcset.
 * A browser asking to save data gets the thumbnail alone, wherever the picture is shown
 * (decision 0065).
 */
export function productImageSources(product: Pick<Product, 'url' | 'thumbnailUrl'>): { src: string; srcSet?: string } {
  if (!product.thumbnailUrl) return { src: product.url };
  if (savesData()) return { src: product.thumbnailUrl };
  return {
    src: product.thumbnailUrl,
    srcSet: `${product.thumbnailUrl} ${THUMBNAIL_WIDTH}w, ${product.url} ${LARGE_WIDTH}w`,
  };
}

/**
 * `sizes` for each place a product picture appears, from the CSS that sizes it: the browser
 * picks a file before layout, so these repeat the widths the stylesheets give the images.
 */
export const productImageSizes = {
  /** products.css: two columns on phones (page, grid and card padding taken off), else at most 9rem. */
  card: '(max-width: 35.99rem) calc(50vw - 2.5rem), 9rem',
  /** home.css: a 2.75rem picture beside the name on phones, else 5.5rem. */
  category: '(max-width: 35.99rem) 2.75rem, 5.5rem',
  /** home.css: `.slide-card img` is 6rem wide on phones, 8rem from 48rem. */
  slide: '(max-width: 47.99rem) 6rem, 8rem',
  /** pages.css: the page width less its padding, at most 28rem; half of it beside the details from 48rem. */
  details: '(max-width: 31.99rem) calc(100vw - 4rem), (min-width: 48rem) and (max-width: 63.99rem) calc(50vw - 3.75rem), 28rem',
} as const;

/**
 * Starts fetching a product picture before the element that shows it exists: as soon as the
 * list's data is in, instead of after the page's code has arrived and rendered. The same srcset
 * and sizes make the browser pick the same file, which the element then takes from its cache.
 * Nothing is fetched ahead of use for a browser asking to save data (decision 0065).
 */
export function preloadProductImage(product: Pick<Product, 'url' | 'thumbnailUrl'>, sizes: string): void {
  if (savesData()) return;
  const { src, srcSet } = productImageSources(product);
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
