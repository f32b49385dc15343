import fp from 'fastify-plugin';
import { createCompaniesService, type CompaniesService } from './service.ts';
import { createInvitationsService, type InvitationsService } from './invitations.ts';
import companiesRoutes from './routes.ts';

/** For other modules: a person's approved company (prices, approvals, PO numbers), or null. */
export { companyOf, type CompanyMembership } from './membership.ts';

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompaniesService;
    companyInvitations: InvitationsService;
  }
}

export default fp(
  async (app) => {
    const dependencies = { db: app.db, publicUrl: app.config.publicUrl, sendSoon: () => app.notifications.sendSoon() };
    app.decorate('companies', createCompaniesService(dependencies));
    app.decorate('companyInvitations', createInvitationsService(dependencies));
    await app.register(companiesRoutes, { prefix: '/api' });
  },
  { name: 'companies', dependencies: ['database', 'authentication', 'notifications'] },
);
