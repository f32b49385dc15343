import fp from 'fastify-plugin';

// The payments module registers its service and routes here.
export default fp(async () => {}, { name: 'payments', dependencies: ['database', 'authentication'] });
