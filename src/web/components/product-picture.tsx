import type { Product } from '#common/schemas/catalog.js';
import { productImageSizes, productImageSources } from '../lib/product-image.js';

/**
 * How soon a picture loads: `lcp` for the page's likely largest paint (fetched first, decoded at
 * once), `eager` for the rest of the first screen, `lazy` below it.
 */
export type PictureLoading = 'lcp' | 'eager' | 'lazy';

/** A product's picture in one of its places, with its srcset, the place's sizes and fixed dimensions (no layout shift). */
export function ProductPicture({
  product,
  place,
  loading = 'lazy',
  alt = '',
  size = 400,
  className,
}: {
  product: Pick<Product, 'url' | 'thumbnailUrl'>;
  place: keyof typeof productImageSizes;
  loading?: PictureLoading;
  alt?: string;
  /** The width and height attributes: the aspect ratio the layout reserves. */
  size?: number;
  className?: string;
}) {
  return (
    <img
      className={className}
      {...productImageSources(product)}
      sizes={productImageSizes[place]}
      alt={alt}
      width={size}
      height={size}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'lcp' ? 'high' : 'auto'}
      decoding={loading === 'lcp' ? undefined : 'async'}
    />
  );
}
