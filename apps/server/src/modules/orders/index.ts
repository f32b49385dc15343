import fp from 'fastify-plugin';

// The orders module registers its service and routes here.
export default fp(async () => {}, { name: 'orders', dependencies: ['database', 'authentication'] });
