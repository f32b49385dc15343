import type { ToolDetail, ToolReviews } from '@tools-bd/contract';
import {
  descriptionIn,
  isSoldOut,
  nameIn,
  REVIEW_LIMITS,
  shareableImageOf,
  type Language,
} from '@tools-bd/contract/messages';
import { toolLimits } from '../../features/catalog/index.ts';
import { absoluteUrl } from './pageHead.ts';

/**
 * A product page's schema.org Product (what search engines show as a rich result): name, SKU,
 * picture, brand, the offer (the base price in the shop's currency, in stock or not) and, when
 * buyers have reviewed it, the rating.
 */
export function productJsonLd(
  tool: ToolDetail,
  reviews: ToolReviews | null,
  { origin, currency, language = 'en' }: { origin: string; currency: string; language?: Language },
): Record<string, unknown> {
  // A Bangla page describes the product in Bangla (where it has Bangla content) at its own address.
  const url = absoluteUrl(origin, `${language === 'bn' ? '/bn' : ''}/tools/${tool.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: nameIn(tool, language),
    sku: tool.sku,
    image: absoluteUrl(origin, shareableImageOf(tool.img)),
    description: descriptionIn(tool, language),
    url,
    ...(tool.brand ? { brand: { '@type': 'Brand', name: tool.brand.name } } : {}),
    ...(tool.category ? { category: tool.categoryPath.map((category) => nameIn(category, language)).join(' > ') } : {}),
    // No offer while the shop hides its prices from guests: an offer without a price is not one.
    ...(tool.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: tool.price.toFixed(2),
            priceCurrency: currency,
            availability: isSoldOut(toolLimits(tool)) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          },
        }
      : {}),
    ...(reviews && reviews.count > 0 && reviews.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.averageRating,
            reviewCount: reviews.count,
            bestRating: REVIEW_LIMITS.ratingMax,
            worstRating: REVIEW_LIMITS.ratingMin,
          },
        }
      : {}),
  };
}

/** A search result's text: the description's first sentence or so, at most 160 characters. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
