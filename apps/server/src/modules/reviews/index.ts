import fp from 'fastify-plugin';
import { createReviewsService, type ReviewsService } from './service.ts';
import reviewsRoutes from './routes.ts';

export type { ReviewsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('reviews', createReviewsService(app.db));
    await app.register(reviewsRoutes, { prefix: '/api' });
  },
  { name: 'reviews', dependencies: ['database', 'authentication'] },
);
