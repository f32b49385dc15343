/**
 * Quotes: the buyer's cart becomes a request for prices (POST /api/quotes), the shop answers with
 * prices valid through the end of a Dhaka day (PATCH), messages go both ways, and the buyer accepts
 * (an order placed by checkout's placement at the quoted prices and quantities, maxPerOrder
 * lifted) or rejects. Every change lands on the quote's timeline and is written in the
 * transaction that makes it, with its e-mails queued there too.
 *
 * Locks: a new quote takes the account lock (the open-quote cap counts under it) and bumps the
 * year's counter last, so numbers are gapless; every other change locks the quote's row alone.
 * An acceptance locks the quote inside the placing transaction, after the order is stored, so
 * the order exists exactly when the quote says accepted.
 */
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  cartMessages,
  centsToDollars,
  checkQuantity,
  dollarsToCents,
  dhakaYearOf,
  endOfDhakaDay,
  isOpenQuote,
  isValidUntilAllowed,
  quoteMessages,
  quoteNumber,
  SYSTEM_ACTOR,
  type AdminQuoteListQuery,
  type CartView,
  type CheckoutRequest,
  type OrderEvent,
  type Quote,
  type QuoteDecision,
  type QuoteEventType,
  type QuoteMessageRequest,
  type QuoteRequest,
  type QuoteStatus,
  type QuoteUpdate,
} from '@tools-bd/contract';
import { selectRows, type Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import {
  quoteCounters,
  quoteEvents,
  quoteLines,
  quoteMessages as quoteMessageRows,
  quotes,
  tools,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { accountsLocked } from '../cart/index.ts';
import { approvedCompanyOf } from '../companies/index.ts';
import type { OrdersService, OrderWithLines } from '../orders/index.ts';
import { messageMail, quotedMail, type QuoteMailFacts } from './mails.ts';
import { enqueueMail } from '../notifications/index.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { renderQuote, type QuoteSettings } from './document.ts';

export type QuoteRow = typeof quotes.$inferSelect;
/** A stored line, with its product's Bangla name (null when it has none) for Bangla screens, mails and PDFs. */
type QuoteLineRow = typeof quoteLines.$inferSelect & { nameBn: string | null };

export interface QuotesServiceOptions {
  db: Database;
  /** At most this many open quotes (requested or quoted) per customer. */
  openQuotesPerCustomer: number;
  /** The buyer's prices: their company price list or null; 403 when the shop hides prices from them. */
  buyerPriceList: (buyer: CurrentUser) => Promise<unknown>;
  /** The buyer's cart as it shows (their prices). */
  cartOf: (userId: string) => Promise<CartView>;
  /** Checkout's placement (orders are placed by the orders module only). */
  orders: () => OrdersService;
  /** After a change queued mail: send it soon. */
  sendSoon?: () => void;
  /** The shop's address, for the link in e-mails. */
  publicUrl: string;
  /** The shop's name, which the buyer sees as the actor of an admin's change. */
  shopName?: () => Promise<string>;
  /** The shop's VAT setting, currency and seller, for the quote PDF. */
  settings?: () => Promise<QuoteSettings>;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface QuoteWithLines extends QuoteRow {
  lines: QuoteLineRow[];
}

/** How a viewer stands to a quote: its buyer's side (the requester, an owner of their company), the shop, or nobody. */
type Standing = 'buyer' | 'shop' | null;

const DEFAULT_SETTINGS: QuoteSettings = {
  pricesIncludeVat: true,
  currency: 'USD',
  shop: { legalName: 'Tools-BD', address: '', phone: '', email: '', bin: '' },
};

export function createQuotesService(options: QuotesServiceOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const settingsOf = () => (options.settings ? options.settings() : Promise.resolve(DEFAULT_SETTINGS));

  async function linesOf(executor: Pick<Database, 'select'>, ids: string[]): Promise<Map<string, QuoteLineRow[]>> {
    const byQuote = new Map<string, QuoteLineRow[]>();
    if (ids.length === 0) return byQuote;
    const rows = await executor
      .select({ ...getTableColumns(quoteLines), nameBn: tools.nameBn })
      .from(quoteLines)
      .leftJoin(tools, eq(tools.id, quoteLines.toolId))
      .where(inArray(quoteLines.quoteId, ids))
      .orderBy(asc(quoteLines.quoteId), asc(quoteLines.position));
    for (const row of rows) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
    return byQuote;
  }

  async function withLines(executor: Pick<Database, 'select'>, rows: QuoteRow[]): Promise<QuoteWithLines[]> {
    const lines = await linesOf(
      executor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, lines: lines.get(row.id) ?? [] }));
  }

  async function find(id: string): Promise<QuoteWithLines | undefined> {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
    return row ? (await withLines(db, [row]))[0] : undefined;
  }

  /** Locks the quote's row (its changes take turns) and reads it: 404 when unknown. */
  async function lockQuote(tx: Database, id: string): Promise<QuoteRow> {
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    if (!row) throw notFound(quoteMessages.quoteNotFound);
    return row;
  }

  async function standingOf(viewer: CurrentUser, quote: QuoteRow): Promise<Standing> {
    if (viewer.role === 'admin') return 'shop';
    if (viewer.id === quote.userId) return 'buyer';
    if (quote.companyId) {
      const company = await approvedCompanyOf(db, viewer);
      if (company && company.companyId === quote.companyId && company.role === 'owner') return 'buyer';
    }
    return null;
  }

  /** The quote for someone who may see it (404 unknown, 403 anybody else). */
  async function readable(viewer: CurrentUser, id: string): Promise<{ quote: QuoteWithLines; standing: Standing }> {
    const quote = await find(id);
    if (!quote) throw notFound(quoteMessages.quoteNotFound);
    const standing = await standingOf(viewer, quote);
    if (!standing) throw forbidden(quoteMessages.notYours);
    return { quote, standing };
  }

  /** The requester or an owner of their company (403 for anybody else, admins included). */
  async function actingBuyer(viewer: CurrentUser, id: string): Promise<QuoteWithLines> {
    const quote = await find(id);
    if (!quote) throw notFound(quoteMessages.quoteNotFound);
    const standing = viewer.id === quote.userId ? 'buyer' : await standingOf({ ...viewer, role: 'user' }, quote);
    if (standing !== 'buyer') throw forbidden(quoteMessages.notYours);
    return quote;
  }

  const hasRunOut = (quote: QuoteRow, at: Date) =>
    quote.status === 'expired' || (quote.status === 'quoted' && quote.expiresAt !== null && quote.expiresAt <= at);

  /** What the buyer may do with it now: the 409 of a quote expired or closed, else nothing. */
  function requireOpenForBuyer(quote: QuoteRow): void {
    if (hasRunOut(quote, now())) throw conflict(quoteMessages.expired);
    if (!isOpenQuote(quote.status)) throw conflict(quoteMessages.noLongerOpen);
  }

  async function record(
    executor: Pick<Database, 'insert'>,
    quoteId: string,
    actor: string,
    type: QuoteEventType,
    from: QuoteStatus | null,
    to: QuoteStatus | null,
    note: string | null = null,
  ) {
    await executor.insert(quoteEvents).values({ quoteId, actor, type, fromState: from, toState: to, note });
  }

  const actorOf = (viewer: CurrentUser, quote: QuoteRow) =>
    viewer.role === 'admin' ? viewer.email : viewer.id === quote.userId ? 'customer' : viewer.name || viewer.email;

  async function messagesOf(ids: string[]) {
    if (ids.length === 0) return new Map<string, Quote['messages']>();
    const rows = await db
      .select()
      .from(quoteMessageRows)
      .where(inArray(quoteMessageRows.quoteId, ids))
      .orderBy(asc(quoteMessageRows.createdAt), asc(quoteMessageRows.id));
    const byQuote = new Map<string, Quote['messages']>();
    for (const row of rows)
      byQuote.set(row.quoteId, [
        ...(byQuote.get(row.quoteId) ?? []),
        {
          _id: row.id,
          author: row.author,
          authorName: row.authorName,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        },
      ]);
    return byQuote;
  }

  /** Quotes in their wire shape, messages included. */
  async function answer(rows: QuoteWithLines[]): Promise<Quote[]> {
    const messages = await messagesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      _id: row.id,
      number: row.number,
      status: row.status,
      lines: row.lines.map((line) => ({
        toolId: line.toolId,
        sku: line.sku,
        name: line.name,
        ...(line.nameBn ? { nameBn: line.nameBn } : {}),
        quantity: line.quantity,
        currentPrice: centsToDollars(line.currentPriceCents),
        price: line.priceCents === null ? null : centsToDollars(line.priceCents),
      })),
      note: row.note,
      shopNote: row.shopNote,
      validUntil: row.validUntil,
      orderId: row.orderId,
      customerName: row.customerName,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      messages: messages.get(row.id) ?? [],
    }));
  }
  const answerOne = async (row: QuoteWithLines) => (await answer([row]))[0]!;

  const mailFactsOf = (quote: QuoteWithLines): QuoteMailFacts => ({
    id: quote.id,
    number: quote.number,
    customerName: quote.customerName,
    validUntil: quote.validUntil,
    shopNote: quote.shopNote,
    lines: quote.lines,
    url: `${options.publicUrl}/quotes/${quote.id}`,
  });

  /** The shop's admins, who hear of a buyer's message. */
  const admins = (executor: Pick<Database, 'select'>) =>
    executor
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.email);

  /** Gives the next number of the Dhaka year: the counter row bumped in the caller's transaction (gapless). */
  async function nextNumber(tx: Database, at: Date): Promise<string> {
    const year = dhakaYearOf(at);
    const [row] = await selectRows<{ last_number: number }>(
      tx,
      sql`insert into ${quoteCounters} (year, last_number) values (${year}, 1)
          on conflict (year) do update set last_number = ${quoteCounters}.last_number + 1
          returning last_number`,
    );
    return quoteNumber(year, Number(row!.last_number));
  }

  return {
    /**
     * POST /api/quotes: the caller's cart as a request for prices, each line at what the buyer pays
     * today. The cart stays as it is. Lines must keep the minimum and the packs (400 with the cart's
     * message); maxPerOrder and stock are what one asks about, so they are not checked.
     */
    async request(buyer: CurrentUser, request: QuoteRequest): Promise<Quote> {
      // 403 where the shop hides prices from the buyer.
      await options.buyerPriceList(buyer);
      const cart = await options.cartOf(buyer.id);
      if (cart.lines.length === 0) throw badRequest(cartMessages.cartEmpty);
      for (const line of cart.lines) {
        if (line.problem === cartMessages.toolNotOnSale) throw badRequest(line.problem);
        const problem = checkQuantity({
          quantity: line.quantity,
          minPurse: line.minPurse,
          packSize: line.packSize,
          // Stock and the per-order maximum are what a quote may go beyond.
          available: line.quantity,
        });
        if (problem) throw badRequest(problem);
      }
      const company = await approvedCompanyOf(db, buyer);
      const id = await retryingTransaction(db, async (tx) => {
        // The account lock first, so two requests of one buyer count their open quotes in turn.
        const [open] = await tx
          .select({ open: count() })
          .from(quotes)
          .where(
            and(
              accountsLocked([buyer.id]),
              eq(quotes.userId, buyer.id),
              inArray(quotes.status, ['requested', 'quoted']),
            ),
          );
        if (Number(open?.open ?? 0) >= options.openQuotesPerCustomer)
          throw conflict(quoteMessages.tooManyOpenQuotes(options.openQuotesPerCustomer));
        const at = now();
        // The counter last (the lock order's last step): held for the shortest time.
        const number = await nextNumber(tx, at);
        const [row] = await tx
          .insert(quotes)
          .values({
            number,
            userId: buyer.id,
            companyId: company?.companyId ?? null,
            customerName: buyer.name,
            email: buyer.email,
            note: request.note ?? null,
            createdAt: at,
          })
          .returning({ id: quotes.id });
        await tx.insert(quoteLines).values(
          cart.lines.map((line, position) => ({
            quoteId: row!.id,
            position,
            toolId: line.toolId,
            sku: line.sku,
            name: line.name,
            quantity: line.quantity,
            currentPriceCents: dollarsToCents(line.unitPrice),
          })),
        );
        await record(tx, row!.id, 'customer', 'requested', null, 'requested', request.note ?? null);
        return row!.id;
      });
      return answerOne((await find(id))!);
    },

    /** GET /api/quotes: the caller's own quotes, and an owner's whole company's; newest first. */
    async listMine(viewer: CurrentUser): Promise<Quote[]> {
      const company = await approvedCompanyOf(db, viewer);
      const mine =
        company?.role === 'owner'
          ? sql`(${quotes.userId} = ${viewer.id} or ${quotes.companyId} = ${company.companyId})`
          : eq(quotes.userId, viewer.id);
      const rows = await db
        .select()
        .from(quotes)
        .where(mine)
        .orderBy(sql`${quotes.createdAt} desc`, sql`${quotes.id} desc`);
      return answer(await withLines(db, rows));
    },

    /** GET /api/admin/quotes: a page, oldest request first, optionally of one status. */
    async listForAdmin(query: AdminQuoteListQuery, pageSize: number): Promise<{ rows: Quote[]; total: number }> {
      const where = query.status ? eq(quotes.status, query.status) : undefined;
      const [total] = await db.select({ total: count() }).from(quotes).where(where);
      const rows = await db
        .select()
        .from(quotes)
        .where(where)
        .orderBy(asc(quotes.createdAt), asc(quotes.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize);
      return { rows: await answer(await withLines(db, rows)), total: Number(total?.total ?? 0) };
    },

    /** GET /api/quotes/{id}: with its messages, for its buyer's side and admins. */
    async get(viewer: CurrentUser, id: string): Promise<Quote> {
      return answerOne((await readable(viewer, id)).quote);
    },

    /** The quote as stored, for someone who may see it (the PDF). */
    readable: async (viewer: CurrentUser, id: string) => (await readable(viewer, id)).quote,

    /** GET /api/quotes/{id}/quote.pdf: a priced quote as a PDF, for its buyer's side and admins (409 before it is priced). */
    async pdfFor(viewer: CurrentUser, id: string): Promise<{ filename: string; pdf: Buffer }> {
      const { quote } = await readable(viewer, id);
      if (quote.status === 'requested' || quote.lines.some((line) => line.priceCents === null))
        throw conflict(quoteMessages.notPricedYet);
      return renderQuote(db, quote, await settingsOf());
    },

    /** GET /api/quotes/{id}/events: the timeline; the buyer sees the shop's name where an admin acted. */
    async events(viewer: CurrentUser, id: string): Promise<OrderEvent[]> {
      const { standing } = await readable(viewer, id);
      const rows = await db
        .select()
        .from(quoteEvents)
        .where(eq(quoteEvents.quoteId, id))
        .orderBy(asc(quoteEvents.at), asc(quoteEvents.id));
      const shopName = standing === 'shop' ? '' : options.shopName ? await options.shopName() : 'Tools-BD';
      return rows.map((row) => ({
        at: row.at.toISOString(),
        actor: standing !== 'shop' && row.actor.includes('@') ? shopName : row.actor,
        type: row.type,
        from: row.fromState,
        to: row.toState,
        note: row.note,
      }));
    },

    /**
     * PATCH /api/quotes/{id}: the shop's prices for every line (any price from 0.01), the last Dhaka
     * day they hold (today to 90 days ahead) and a note; only from requested or quoted (409). The
     * buyer is e-mailed the quote with its PDF.
     */
    async quote(admin: CurrentUser, id: string, update: QuoteUpdate): Promise<Quote> {
      if (!isValidUntilAllowed(update.validUntil, now())) throw badRequest(quoteMessages.validUntilInvalid);
      // Read before the transaction: the embedded database runs one transaction at a time, and the
      // settings are read outside it when not cached.
      const settings = await settingsOf();
      const quoted = await retryingTransaction(db, async (tx) => {
        const row = await lockQuote(tx, id);
        if (row.status === 'expired') throw conflict(quoteMessages.expired);
        if (!isOpenQuote(row.status)) throw conflict(quoteMessages.noLongerOpen);
        const lines = (await linesOf(tx, [id])).get(id) ?? [];
        const asked = new Map(update.lines.map((line) => [line.toolId, line]));
        if (
          asked.size !== update.lines.length ||
          asked.size !== lines.length ||
          lines.some((line) => !asked.has(line.toolId))
        )
          throw badRequest(quoteMessages.linesInvalid);
        // Quantities the shop changes keep the minimum and the packs, as the buyer's did.
        const toolRows = await tx
          .select()
          .from(tools)
          .where(inArray(tools.id, [...asked.keys()]));
        for (const tool of toolRows) {
          const quantity = asked.get(tool.id)!.quantity;
          const problem = checkQuantity({
            quantity,
            minPurse: tool.minimumPurchase,
            packSize: tool.packSize,
            available: quantity,
          });
          if (problem) throw badRequest(problem);
        }
        for (const line of lines) {
          const priced = asked.get(line.toolId)!;
          await tx
            .update(quoteLines)
            .set({ quantity: priced.quantity, priceCents: dollarsToCents(priced.price) })
            .where(and(eq(quoteLines.quoteId, id), eq(quoteLines.position, line.position)));
        }
        const shopNote = update.note === undefined ? row.shopNote : update.note;
        const [updated] = await tx
          .update(quotes)
          .set({
            status: 'quoted',
            validUntil: update.validUntil,
            expiresAt: endOfDhakaDay(update.validUntil),
            shopNote,
            revision: sql`${quotes.revision} + 1`,
          })
          .where(eq(quotes.id, id))
          .returning();
        await record(tx, id, admin.email, 'quoted', row.status, 'quoted', update.note ?? null);
        const [withItsLines] = await withLines(tx, [updated!]);
        const language = await recipientLanguage(tx, { userId: updated!.userId });
        const mail = quotedMail(mailFactsOf(withItsLines!), updated!.email, language);
        // The PDF the buyer would download now, sent with the mail.
        const { filename, pdf } = await renderQuote(tx, withItsLines!, settings);
        await enqueueMail(tx, { ...mail, attachments: [{ filename, contentType: 'application/pdf', content: pdf }] });
        return withItsLines!;
      });
      options.sendSoon?.();
      return answerOne(quoted);
    },

    /** POST /api/quotes/{id}/messages: 1–2,000 characters from either side; the other side is e-mailed. */
    async addMessage(viewer: CurrentUser, id: string, request: QuoteMessageRequest): Promise<Quote> {
      const { quote: before, standing } = await readable(viewer, id);
      if (standing === 'buyer' && hasRunOut(before, now())) throw conflict(quoteMessages.expired);
      await retryingTransaction(db, async (tx) => {
        const row = await lockQuote(tx, id);
        const author = standing!;
        await tx.insert(quoteMessageRows).values({
          quoteId: id,
          author,
          authorId: viewer.id,
          authorName: author === 'shop' ? 'Tools-BD' : viewer.name || viewer.email,
          text: request.text,
        });
        await record(tx, id, actorOf(viewer, row), 'message', null, null, null);
        const facts = mailFactsOf({ ...row, lines: before.lines });
        if (author === 'shop') {
          const language = await recipientLanguage(tx, { userId: row.userId });
          await enqueueMail(tx, messageMail(facts, row.email, language, 'shop', request.text));
        } else {
          // Admins open it in the dashboard's editor.
          const shopFacts = { ...facts, url: `${options.publicUrl}/dashboard/quotes/${id}` };
          for (const admin of await admins(tx)) {
            const language = await recipientLanguage(tx, { userId: admin.id });
            await enqueueMail(tx, messageMail(shopFacts, admin.email, language, 'buyer', request.text, viewer.name));
          }
        }
      });
      options.sendSoon?.();
      return answerOne((await find(id))!);
    },

    /**
     * POST /api/quotes/{id}/accept: the order at exactly the quoted prices and quantities, placed by
     * checkout (every rule of checkout holds but maxPerOrder); a retry with the same
     * Idempotency-Key answers the same order (replayed).
     */
    async accept(
      viewer: CurrentUser,
      id: string,
      request: CheckoutRequest,
      idempotencyKey: string,
    ): Promise<{ order: OrderWithLines; replayed: boolean }> {
      const quote = await actingBuyer(viewer, id);
      const orders = options.orders();
      const earlier = await orders.quoteReplay(viewer, request, idempotencyKey, id);
      if (earlier) return { order: earlier, replayed: true };
      if (quote.status === 'requested') throw conflict(quoteMessages.notPricedYet);
      requireOpenForBuyer(quote);
      const placed = await orders.checkout(viewer, request, idempotencyKey, {
        quoteId: id,
        lines: quote.lines.map((line) => ({
          toolId: line.toolId,
          quantity: line.quantity,
          unitPriceCents: line.priceCents!,
        })),
        // In the placing transaction: the quote must still be as it was read, or the order is undone.
        onPlaced: async (tx, order) => {
          const row = await lockQuote(tx, id);
          if (row.status === 'quoted' && row.revision !== quote.revision) throw conflict(quoteMessages.changed);
          requireOpenForBuyer(row);
          await tx.update(quotes).set({ status: 'accepted', orderId: order.id }).where(eq(quotes.id, id));
          await record(tx, id, actorOf(viewer, row), 'accepted', 'quoted', 'accepted', order.id);
        },
      });
      return placed;
    },

    /** POST /api/quotes/{id}/reject: the buyer's side says no (from requested or quoted). */
    async reject(viewer: CurrentUser, id: string, decision: QuoteDecision): Promise<Quote> {
      await actingBuyer(viewer, id);
      await retryingTransaction(db, async (tx) => {
        const row = await lockQuote(tx, id);
        requireOpenForBuyer(row);
        await tx.update(quotes).set({ status: 'rejected' }).where(eq(quotes.id, id));
        await record(tx, id, actorOf(viewer, row), 'rejected', row.status, 'rejected', decision.note ?? null);
      });
      return answerOne((await find(id))!);
    },

    /** POST /api/quotes/{id}/withdraw: the shop takes an open quote back. */
    async withdraw(admin: CurrentUser, id: string, decision: QuoteDecision): Promise<Quote> {
      await retryingTransaction(db, async (tx) => {
        const row = await lockQuote(tx, id);
        if (row.status === 'expired') throw conflict(quoteMessages.expired);
        if (!isOpenQuote(row.status)) throw conflict(quoteMessages.noLongerOpen);
        await tx.update(quotes).set({ status: 'withdrawn' }).where(eq(quotes.id, id));
        await record(tx, id, admin.email, 'withdrawn', row.status, 'withdrawn', decision.note ?? null);
      });
      return answerOne((await find(id))!);
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;

/**
 * The expiry sweep, the reservation sweep's pattern: quoted quotes whose last day ended become
 * expired, on every instance; each quote is taken FOR UPDATE SKIP LOCKED and its condition read
 * again under the lock, so two sweepers never expire one twice and an acceptance that committed
 * first wins.
 */
export function createQuoteExpirySweeper({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const BATCH_SIZE = 50;
  return {
    async sweepOnce(at: Date = now()): Promise<{ expired: string[] }> {
      const expired = await retryingTransaction(db, async (tx) => {
        const locked = await selectRows<{ id: string }>(
          tx,
          sql`select id from ${quotes}
               where status = 'quoted' and expires_at <= ${at.toISOString()}::timestamptz
               order by expires_at, id
               limit ${BATCH_SIZE}
                 for update skip locked`,
        );
        const ids = locked.map((row) => row.id);
        if (ids.length === 0) return [];
        await tx.update(quotes).set({ status: 'expired' }).where(inArray(quotes.id, ids));
        await tx.insert(quoteEvents).values(
          ids.map((quoteId) => ({
            quoteId,
            actor: SYSTEM_ACTOR,
            type: 'expired',
            fromState: 'quoted',
            toState: 'expired',
            note: null,
          })),
        );
        return ids;
      });
      return { expired };
    },
  };
}

export type QuoteExpirySweeper = ReturnType<typeof createQuoteExpirySweeper>;
