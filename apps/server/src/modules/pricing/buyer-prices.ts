import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  priceWithList,
  pricingMessages,
  type LinePricing,
  type PriceListRules,
  type ToolPricing,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { bearerToken, type CurrentUser } from '../../plugins/authentication.ts';
import { approvedCompanyOf, type CompanyMembership } from '../companies/index.ts';
import { priceListFor, type LoadedPriceList } from './price-list-cache.ts';

/**
 * What one person pays: the public prices, their approved company's price list, or nothing shown
 * (the shop hides prices from everyone but the trade, and they are not in an approved company).
 */
export type BuyerPrices = { kind: 'public' } | { kind: 'list'; list: LoadedPriceList } | { kind: 'hidden' };

/**
 * How the catalogue shows a caller's prices (structurally the catalogue's PriceOverlay): one
 * object per price list as loaded, so the catalogue may keep the tools it re-priced with it.
 */
export interface PriceOverlay {
  price(toolId: string, base: LinePricing): ToolPricing | null;
}

/** Everyone without an approved company, while prices are hidden: no price at all. */
const HIDDEN: PriceOverlay = { price: () => null };

/**
 * How long a catalogue read trusts what a bearer token said of its holder's company. Catalogue
 * reads are the busiest requests, and a membership changes rarely (an approval, a suspension, a
 * new list): a read may show the old prices this long after, also after the token was signed out
 * on another instance. Cart changes and orders use the membership their own session read.
 */
const MEMBERSHIP_TRUSTED_MS = 5_000;
/** Bounds the tokens kept: past it the oldest are dropped. */
const TOKENS_KEPT = 10_000;

/** Whose prices: a signed-in person, with the company their session read (if it did). */
export type PriceBuyer = Pick<CurrentUser, 'id' | 'company'>;

export interface BuyerPricesDependencies {
  db: Database;
  guestPrices: () => Promise<'show' | 'hide'>;
  identify: FastifyInstance['identify'];
}

export function createBuyerPrices({ db, guestPrices, identify }: BuyerPricesDependencies) {
  const recentTokens = new Map<string, { membership: Promise<CompanyMembership | null>; at: number }>();
  const overlays = new WeakMap<LoadedPriceList, PriceOverlay>();

  /** The company of the token's holder, as a sign-in check at most MEMBERSHIP_TRUSTED_MS ago found it. */
  function recentMembership(request: FastifyRequest, token: string): Promise<CompanyMembership | null> {
    const now = Date.now();
    const kept = recentTokens.get(token);
    if (kept && now - kept.at < MEMBERSHIP_TRUSTED_MS) return kept.membership;
    // A token that no longer counts is a guest's: the public routes never refuse one.
    const membership = identify(request).then(
      (user) => user?.company ?? null,
      () => null,
    );
    recentTokens.delete(token);
    if (recentTokens.size >= TOKENS_KEPT) recentTokens.delete(recentTokens.keys().next().value!);
    recentTokens.set(token, { membership, at: now });
    return membership;
  }

  async function pricesOf(membership: CompanyMembership | null): Promise<BuyerPrices> {
    if (membership) {
      const list = membership.priceListId ? await priceListFor(db, membership.priceListId) : null;
      return list ? { kind: 'list', list } : { kind: 'public' };
    }
    return (await guestPrices()) === 'hide' ? { kind: 'hidden' } : { kind: 'public' };
  }

  function overlayOf(list: LoadedPriceList): PriceOverlay {
    let overlay = overlays.get(list);
    if (!overlay) {
      overlay = { price: (toolId, base) => priceWithList(toolId, base, list) };
      overlays.set(list, overlay);
    }
    return overlay;
  }

  return {
    /**
     * For cart changes and orders: the buyer's prices, by the membership their session read (else
     * read now). Throws 403
     * `Prices and ordering are for trade accounts` when the shop hides prices from them.
     */
    async forBuyer(buyer: PriceBuyer): Promise<PriceListRules | null> {
      const prices = await pricesOf(await approvedCompanyOf(db, buyer));
      if (prices.kind === 'hidden') throw forbidden(pricingMessages.tradeOnly);
      return prices.kind === 'list' ? prices.list : null;
    },

    /** The buyer's price list for reading a cart (no refusal), or null for public prices. */
    async listOf(buyer: PriceBuyer): Promise<PriceListRules | null> {
      const prices = await pricesOf(await approvedCompanyOf(db, buyer));
      return prices.kind === 'list' ? prices.list : null;
    },

    /**
     * For the catalogue's public reads: how this caller's prices differ from the public ones, or
     * null when they do not (guests and plain customers while prices are shown: the cached,
     * pre-hashed answers as they are). The bearer token is read only when there is one; a token
     * that no longer counts is a guest's, as the public routes never refuse one.
     */
    async overlayFor(request: FastifyRequest): Promise<PriceOverlay | null> {
      const token = bearerToken(request);
      const prices = await pricesOf(token ? await recentMembership(request, token) : null);
      if (prices.kind === 'hidden') return HIDDEN;
      return prices.kind === 'list' ? overlayOf(prices.list) : null;
    },

    /** Whether guests see no prices (the server-rendered pages are built for guests). */
    async hiddenFromGuests(): Promise<boolean> {
      return (await guestPrices()) === 'hide';
    },

    /** The overlay of a guest while prices are hidden (the server-rendered pages). */
    hidden: HIDDEN,
  };
}

export type BuyerPricesService = ReturnType<typeof createBuyerPrices>;
