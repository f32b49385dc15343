import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_DELIVERY_ZONES,
  SHOP_PAYMENT_METHODS,
  centsToDollars,
  dollarsToCents,
  settingsMessages,
  type DeliveryZone,
  type DeliveryZoneInput,
  type DeliveryZoneView,
  type GuestPrices,
  type ShopPaymentMethod,
  type PublicSettings,
  type SettingsUpdate,
  type ShopSettings,
  type SmsSwitches,
} from '@tools-bd/contract';
import { selectRows, type Database } from '../../db/client.ts';
import { orders, shopSettings } from '../../db/schema.ts';
import { createSnapshotCache } from '../../lib/snapshot-cache.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';

type SettingsRow = typeof shopSettings.$inferSelect;
type SettingsChanges = Partial<typeof shopSettings.$inferInsert>;

/** The single row's key (the table's CHECK allows no other). */
const SETTINGS_ID = 1;

/**
 * Settings are read on many requests (checkout, payment pages, invoices) and change rarely: each
 * instance keeps them this long; a PUT on this instance drops its copy at once, other instances
 * see the change within this time.
 */
export const SETTINGS_CACHE_MILLISECONDS = 5_000;

export interface SettingsDependencies {
  db: Database;
  /** Whether SSLCOMMERZ_STORE_ID/PASSWORD are configured on this shop. */
  sslcommerzAvailable: boolean;
}

export function createSettingsService({ db, sslcommerzAvailable }: SettingsDependencies) {
  const cache = createSnapshotCache(async () => {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID));
    // Migration 0010 inserts the row; a database restored without it still answers the defaults.
    return row ?? (await insertDefaults(db));
  }, SETTINGS_CACHE_MILLISECONDS);

  /** Enabled methods in the shop's order. SSLCommerz never counts without its credentials. */
  const enabledMethods = (row: SettingsRow): ShopPaymentMethod[] => {
    const switches: Record<ShopPaymentMethod, boolean> = {
      card: row.cardEnabled,
      sslcommerz: sslcommerzAvailable && (row.sslcommerzEnabled ?? true),
      cod: row.codEnabled,
      bank_transfer: row.bankTransferEnabled,
    };
    return SHOP_PAYMENT_METHODS.filter((method) => switches[method]);
  };

  /** The currency locks with the first order: its amounts are in that currency. */
  const hasOrders = async (executor: Pick<Database, 'execute'>) => {
    const [row] = await selectRows<{ exists: boolean }>(
      executor as Database,
      sql`select exists (select 1 from ${orders}) as "exists"`,
    );
    return Boolean(row?.exists);
  };

  const toShopSettings = (row: SettingsRow, currencyLocked: boolean): ShopSettings => ({
    paymentMethods: enabledMethods(row),
    codCeiling: centsToDollars(row.codCeilingCents),
    bankTransferText: row.bankTransferText,
    legalName: row.legalName,
    address: row.address,
    phone: row.phone,
    email: row.email,
    bin: row.bin,
    currency: row.currency,
    defaultVatRate: row.defaultVatRateBasisPoints / 100,
    pricesIncludeVat: row.pricesIncludeVat,
    defaultLanguage: row.defaultLanguage,
    shipping: { zones: deliveryZonesOf(row).map(toZoneView) },
    sms: smsSwitchesOf(row),
    guestPrices: row.guestPrices,
    sslcommerzAvailable,
    currencyLocked,
  });

  return {
    /** The stored row, from the short per-instance cache: for services that need a setting. */
    current: () => cache.get(),

    /** The delivery zones in the order they are tried, amounts in cents. */
    async deliveryZones(): Promise<readonly DeliveryZone[]> {
      return deliveryZonesOf(await cache.get());
    },

    /** Which order events send the buyer an SMS. */
    async smsSwitches(): Promise<SmsSwitches> {
      return smsSwitchesOf(await cache.get());
    },

    /** Whether guests and customers without an approved company see prices ('show') or not ('hide'). */
    async guestPrices(): Promise<GuestPrices> {
      return (await cache.get()).guestPrices;
    },

    /** The payment methods buyers may choose now. */
    async paymentMethods(): Promise<ShopPaymentMethod[]> {
      return enabledMethods(await cache.get());
    },

    /** GET /api/admin/settings. */
    async forAdmin(): Promise<ShopSettings> {
      const row = await cache.get();
      return toShopSettings(row, await hasOrders(db));
    },

    /** GET /api/settings: what buyers see, without the settings' internals. */
    async forPublic(): Promise<PublicSettings> {
      const row = await cache.get();
      return {
        paymentMethods: enabledMethods(row),
        codCeiling: centsToDollars(row.codCeilingCents),
        currency: row.currency,
        bankTransferText: row.bankTransferText,
        pricesIncludeVat: row.pricesIncludeVat,
        defaultLanguage: row.defaultLanguage,
        shop: { legalName: row.legalName, address: row.address, phone: row.phone, email: row.email, bin: row.bin },
      };
    },

    /**
     * PUT /api/admin/settings: any subset of the fields (already checked by the contract's
     * schema); all of it is saved or, on a refusal, none of it.
     */
    async update(update: SettingsUpdate): Promise<ShopSettings> {
      if (update.paymentMethods?.includes('sslcommerz') && !sslcommerzAvailable)
        throw badRequest(settingsMessages.sslcommerzNotConfigured);
      const saved = await db.transaction(async (tx) => {
        // The row lock makes concurrent PUTs take turns, so the currency check below sees the latest value.
        const [current] = await tx.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID)).for('update');
        const before = current ?? (await insertDefaults(tx));
        const currencyLocked = await hasOrders(tx);
        // Orders keep amounts in the currency they were placed in: changing it would rewrite their meaning.
        if (update.currency !== undefined && update.currency !== before.currency && currencyLocked)
          throw conflict(settingsMessages.currencyLocked);
        const [after] = await tx
          .update(shopSettings)
          .set({ ...changesFrom(update), updatedAt: new Date() })
          .where(eq(shopSettings.id, SETTINGS_ID))
          .returning();
        return toShopSettings(after ?? before, currencyLocked);
      });
      cache.invalidate();
      return saved;
    },
  };
}

/** The contract's wire fields → columns; fields not sent stay as they are. */
function changesFrom(update: SettingsUpdate): SettingsChanges {
  const changes: SettingsChanges = {};
  if (update.paymentMethods) {
    const on = new Set(update.paymentMethods);
    changes.cardEnabled = on.has('card');
    changes.sslcommerzEnabled = on.has('sslcommerz');
    changes.codEnabled = on.has('cod');
    changes.bankTransferEnabled = on.has('bank_transfer');
  }
  if (update.codCeiling !== undefined) changes.codCeilingCents = dollarsToCents(update.codCeiling);
  if (update.bankTransferText !== undefined) changes.bankTransferText = update.bankTransferText;
  if (update.legalName !== undefined) changes.legalName = update.legalName;
  if (update.address !== undefined) changes.address = update.address;
  if (update.phone !== undefined) changes.phone = update.phone;
  if (update.email !== undefined) changes.email = update.email;
  if (update.bin !== undefined) changes.bin = update.bin;
  if (update.currency !== undefined) changes.currency = update.currency;
  if (update.defaultVatRate !== undefined) changes.defaultVatRateBasisPoints = Math.round(update.defaultVatRate * 100);
  if (update.pricesIncludeVat !== undefined) changes.pricesIncludeVat = update.pricesIncludeVat;
  if (update.defaultLanguage !== undefined) changes.defaultLanguage = update.defaultLanguage;
  if (update.shipping !== undefined) changes.shippingZones = update.shipping.zones.map(toStoredZone);
  if (update.sms?.placed !== undefined) changes.smsPlaced = update.sms.placed;
  if (update.sms?.codConfirmed !== undefined) changes.smsCodConfirmed = update.sms.codConfirmed;
  if (update.sms?.shipped !== undefined) changes.smsShipped = update.sms.shipped;
  if (update.sms?.delivered !== undefined) changes.smsDelivered = update.sms.delivered;
  if (update.sms?.paid !== undefined) changes.smsPaid = update.sms.paid;
  if (update.guestPrices !== undefined) changes.guestPrices = update.guestPrices;
  return changes;
}

const smsSwitchesOf = (row: SettingsRow): SmsSwitches => ({
  placed: row.smsPlaced,
  codConfirmed: row.smsCodConfirmed,
  shipped: row.smsShipped,
  delivered: row.smsDelivered,
  paid: row.smsPaid,
});

/** The shop's zones: the saved ones, or the defaults until an admin saves some. */
const deliveryZonesOf = (row: SettingsRow): readonly DeliveryZone[] => row.shippingZones ?? DEFAULT_DELIVERY_ZONES;

/** A zone as the API shows it: amounts in the shop's currency, `freeAbove` only when there is one. */
function toZoneView(zone: DeliveryZone): DeliveryZoneView {
  return {
    name: zone.name,
    districts: zone.districts === '*' ? '*' : [...zone.districts],
    baseFee: centsToDollars(zone.baseFeeCents),
    perKgFee: centsToDollars(zone.perKgFeeCents),
    ...(zone.freeAboveCents === null ? {} : { freeAbove: centsToDollars(zone.freeAboveCents) }),
  };
}

/** An admin's zone (checked by the contract's schema) as it is stored: integer cents. */
function toStoredZone(zone: DeliveryZoneInput): DeliveryZone {
  return {
    name: zone.name,
    districts: zone.districts,
    baseFeeCents: dollarsToCents(zone.baseFee),
    perKgFeeCents: dollarsToCents(zone.perKgFee),
    freeAboveCents: zone.freeAbove === undefined || zone.freeAbove === null ? null : dollarsToCents(zone.freeAbove),
  };
}

async function insertDefaults(executor: Pick<Database, 'insert' | 'select'>): Promise<SettingsRow> {
  await executor.insert(shopSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [row] = await executor.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID));
  if (!row) throw new Error('shop_settings has no row after inserting it');
  return row;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
