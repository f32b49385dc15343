import fp from 'fastify-plugin';

// The profiles module registers its service and routes here.
export default fp(async () => {}, { name: 'profiles', dependencies: ['database', 'authentication'] });
