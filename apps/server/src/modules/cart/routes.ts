import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CART_LIMITS,
  cartImportRequestSchema,
  cartImportResultSchema,
  cartViewSchema,
  errorSchema,
  mergeCartRequestSchema,
  setCartLineRequestSchema,
  toolIdParamsSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';

const cartTags = { tags: ['cart'] };

/**
 * An import's text may be 1 MB of UTF-8; inside JSON each byte can take up to six (`\u0000`
 * escapes), so the body limit leaves room for that and the parser enforces the real 1 MB.
 */
const IMPORT_BODY_LIMIT = CART_LIMITS.importBytesMax * 6 + 4096;

/** The signed-in buyer's own cart: one per account, stored so it follows them across devices. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.cart;

  app.get(
    '/cart',
    {
      config: { access: 'user' },
      schema: {
        ...cartTags,
        operationId: 'getCart',
        summary: "The buyer's cart, every line judged against today's rules, prices and stock",
        response: { 200: cartViewSchema, 401: errorSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.getCart(signedInUser(request))),
  );

  app.put(
    '/cart/lines/:toolId',
    {
      config: { access: 'user' },
      schema: {
        ...cartTags,
        operationId: 'setCartLine',
        summary:
          "Set a line's quantity (0 removes it); a quantity the tool's rules refuse is a 400 and changes nothing",
        params: toolIdParamsSchema,
        body: setCartLineRequestSchema,
        response: { 200: cartViewSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.setLine(signedInUser(request), request.params.toolId, request.body.quantity),
  );

  app.delete(
    '/cart/lines/:toolId',
    {
      config: { access: 'user' },
      schema: {
        ...cartTags,
        operationId: 'removeCartLine',
        summary: 'Remove one line from the cart',
        params: toolIdParamsSchema,
        response: { 200: cartViewSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => service.removeLine(signedInUser(request), request.params.toolId),
  );

  app.delete(
    '/cart',
    {
      config: { access: 'user' },
      schema: {
        ...cartTags,
        operationId: 'clearCart',
        summary: 'Empty the cart',
        response: { 200: cartViewSchema, 401: errorSchema },
      },
    },
    async (request) => service.clear(signedInUser(request)),
  );

  app.post(
    '/cart/merge',
    {
      config: { access: 'user' },
      schema: {
        ...cartTags,
        operationId: 'mergeCart',
        summary:
          "Merge a visitor's browser cart at sign-in: quantities added to the account's lines, then judged again",
        body: mergeCartRequestSchema,
        response: { 200: cartViewSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => service.merge(signedInUser(request), request.body),
  );

  app.post(
    '/cart/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'user' },
      schema: {
        ...cartTags,
        operationId: 'importCart',
        summary:
          'Quick order: add `sku,quantity` lines (CSV or pasted) to the cart; `dryRun` previews each row without changing it',
        body: cartImportRequestSchema,
        response: { 200: cartImportResultSchema, 400: errorSchema, 401: errorSchema, 413: errorSchema },
      },
    },
    async (request) => service.importLines(signedInUser(request), request.body),
  );
};

export default cartRoutes;
