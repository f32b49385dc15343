import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, INVOICE_DOCUMENTS, type InvoiceDocumentKind } from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';

const operationIds: Record<InvoiceDocumentKind, string> = {
  invoice: 'getOrderInvoicePdf',
  creditNote: 'getOrderCreditNotePdf',
};

/** GET /api/orders/{id}/invoice.pdf and /credit-note.pdf: the documents of an order (its buyer or an admin). */
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of Object.keys(INVOICE_DOCUMENTS) as InvoiceDocumentKind[]) {
    const { title, path } = INVOICE_DOCUMENTS[kind];
    app.get(
      `/orders/:id/${path}`,
      {
        config: { access: 'owner' },
        schema: {
          tags: ['orders'],
          operationId: operationIds[kind],
          summary: `The order's ${title.toLowerCase()} as an A4 PDF (its buyer or an admin); 404 until one is issued`,
          produces: ['application/pdf'],
          params: idParamsSchema,
          response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const { number, pdf } = await app.invoices.documentFor(signedInUser(request), request.params.id, kind);
        // A PDF, not one of the JSON shapes the route declares for its refusals.
        return (reply as FastifyReply)
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
};

export default invoicesRoutes;
