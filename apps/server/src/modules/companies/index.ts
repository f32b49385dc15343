import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { createCompaniesService, type CompaniesService } from './service.ts';
import { createInvitationsService, type InvitationsService } from './invitations.ts';
import { createAddressesService, type AddressesService } from './addresses.ts';
import companiesRoutes from './routes.ts';
import { noAccountFigures } from './company-records.ts';

/** For other modules: a person's approved company (prices, approvals, PO numbers), or null. */
export { approvedCompanyOf, companyOf, type CompanyMembership } from './membership.ts';
/** For orders: a saved address of a company, the owners to tell of an order waiting, the invoice's buyer. */
export { savedAddressOf } from './addresses.ts';
export { companyOwners, companyInvoiceFacts } from './membership.ts';
/** For accounts: the person's company whatever its status (a suspended company still sees what it owes). */
export { membershipOf, companyRow, type AccountFigures } from './company-records.ts';

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompaniesService;
    companyInvitations: InvitationsService;
    companyAddresses: AddressesService;
  }
}

export default fp(
  async (app) => {
    const dependencies = {
      db: app.db,
      publicUrl: app.config.publicUrl,
      sendSoon: () => app.notifications.sendSoon(),
      // The accounts module registers after this one (it builds on companies); there by the first request.
      accountFigures: (db: Database, companyId: string) =>
        app.hasDecorator('accounts') ? app.accounts.figures(db, companyId) : Promise.resolve(noAccountFigures),
    };
    app.decorate('companies', createCompaniesService(dependencies));
    app.decorate('companyInvitations', createInvitationsService(dependencies));
    app.decorate('companyAddresses', createAddressesService(dependencies));
    await app.register(companiesRoutes, { prefix: '/api' });
  },
  { name: 'companies', dependencies: ['database', 'authentication', 'notifications'] },
);
