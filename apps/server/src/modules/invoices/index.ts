import fp from 'fastify-plugin';
import { createInvoicesService, type InvoicesService } from './service.ts';
import invoicesRoutes from './routes.ts';

export { issueInvoice, issueInvoices, invoicesOnInsert, issueCreditNote, type IssuedDocument } from './numbering.ts';
/** For quotes: the invoice's PDF, its style and fonts, printing a quotation. */
export { renderTaxDocument, type DocumentLine, type TaxDocument } from './pdf.ts';
export { openA4Document, PAGE_MARGIN, runsOf } from './pdf-document.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PDF invoices and credit notes of orders (numbers are issued by numbering.ts). */
    invoices: InvoicesService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'invoices',
      createInvoicesService(app.db, {
        withLines: (rows) => app.orders.withLines(rows),
        requireReader: async (viewer, order) => {
          await app.orders.getOrderForViewer(viewer, order.id);
        },
      }),
    );
    await app.register(invoicesRoutes, { prefix: '/api' });
  },
  { name: 'invoices', dependencies: ['database', 'authentication', 'orders'] },
);
