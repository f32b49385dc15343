import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCompanyListQuerySchema,
  adminCompanyPageSchema,
  adminCompanySchema,
  adminCompanyUpdateSchema,
  companyAddressInputSchema,
  companyAddressListSchema,
  companyAddressSchema,
  companyAddressUpdateSchema,
  companyApplicationSchema,
  companyInvitationRequestSchema,
  companyInvitationSchema,
  companyMemberListSchema,
  companyMemberParamsSchema,
  companyMemberSchema,
  companyMemberUpdateSchema,
  companySchema,
  companyUpdateSchema,
  errorSchema,
  idParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
} from '@tools-bd/contract';
import { signedInUser } from '../../plugins/authentication.ts';

const tags = ['companies'];

/** Business accounts: applying, the company's details, its members and invitations; the admins' list and decisions. */
const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.companies;

  app.post(
    '/companies',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'applyForCompany',
        summary:
          'Apply for a trade account: the company starts pending, the caller is its owner (one company per person)',
        body: companyApplicationSchema,
        response: { 201: companySchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.apply(signedInUser(request), request.body)),
  );

  app.get(
    '/companies/mine',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'getMyCompany',
        summary: "The caller's company with its members (404 without one)",
        response: { 200: companySchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.mine(signedInUser(request)),
  );

  app.patch(
    '/companies/mine',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'updateMyCompany',
        summary: "Change the company's details and whether orders need a PO number (owners)",
        body: companyUpdateSchema,
        response: { 200: companySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.updateMine(signedInUser(request), request.body),
  );

  app.get(
    '/companies/mine/members',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'listMyCompanyMembers',
        summary: "The company's people, owners first",
        response: { 200: companyMemberListSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.listMembers(signedInUser(request)),
  );

  app.patch(
    '/companies/mine/members/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'updateMyCompanyMember',
        summary: "Change a member's role or order limit (owners; never the last owner to buyer)",
        params: companyMemberParamsSchema,
        body: companyMemberUpdateSchema,
        response: {
          200: companyMemberSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => service.updateMember(signedInUser(request), request.params.userId, request.body),
  );

  app.delete(
    '/companies/mine/members/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'removeMyCompanyMember',
        summary: 'Remove a member (owners) or leave (oneself); never the last owner. Answers the members left',
        params: companyMemberParamsSchema,
        response: {
          200: companyMemberListSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => service.removeMember(signedInUser(request), request.params.userId),
  );

  app.post(
    '/companies/mine/invitations',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'inviteToMyCompany',
        summary: 'Invite a person by e-mail as owner or buyer (owners); the e-mailed link works once, for 7 days',
        body: companyInvitationRequestSchema,
        response: {
          201: companyInvitationSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.companyInvitations.invite(signedInUser(request), request.body)),
  );

  app.get(
    '/invitations/:token',
    {
      // The link's token is the secret: its page shows the invitation before the person signs in.
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'getCompanyInvitation',
        summary: "An invitation link's company, role, order limit and invited address, before accepting it",
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema, 400: errorSchema, 404: errorSchema, 410: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.companyInvitations.preview(request.params.token);
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'acceptCompanyInvitation',
        summary: 'Join the company of an invitation sent to the signed-in e-mail address; answers the company',
        params: invitationTokenParamsSchema,
        response: {
          200: companySchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          410: errorSchema,
        },
      },
    },
    async (request) => app.companyInvitations.accept(signedInUser(request), request.params.token),
  );

  app.get(
    '/admin/companies',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'listCompanies',
        summary:
          'Every company, newest first, a page at a time (admins); status filters, q matches the name, the BIN or a member e-mail',
        description: 'X-Total-Count gives the number of matches on all pages.',
        querystring: adminCompanyListQuerySchema,
        response: { 200: adminCompanyPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const page = await service.listCompanies(request.query);
      reply.header('cache-control', 'no-store').header('x-total-count', String(page.total));
      return page.rows;
    },
  );

  app.get(
    '/admin/companies/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'getCompany',
        summary: "A company with its members and the admins' note (admins)",
        params: idParamsSchema,
        response: { 200: adminCompanySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.getCompany(request.params.id),
  );

  app.patch(
    '/admin/companies/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'updateCompany',
        summary:
          'Approve, reject or suspend a company, assign its price list, keep a note, or change its details (admins); the applicant is e-mailed on approval or rejection',
        params: idParamsSchema,
        body: adminCompanyUpdateSchema,
        response: { 200: adminCompanySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.updateCompany(request.params.id, request.body),
  );

  app.get(
    '/companies/mine/addresses',
    {
      config: { access: 'user' },
      schema: {
        tags,
        operationId: 'listMyCompanyAddresses',
        summary: "The company's saved delivery addresses, oldest first (members)",
        response: { 200: companyAddressListSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => app.companyAddresses.list(signedInUser(request)),
  );

  app.post(
    '/companies/mine/addresses',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'addMyCompanyAddress',
        summary: 'Save a delivery address (owners): label, recipient, Bangladeshi mobile, address and district',
        body: companyAddressInputSchema,
        response: { 201: companyAddressSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await app.companyAddresses.add(signedInUser(request), request.body)),
  );

  app.patch(
    '/companies/mine/addresses/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'updateMyCompanyAddress',
        summary: 'Change a saved address (owners); orders placed with it keep their copy',
        params: idParamsSchema,
        body: companyAddressUpdateSchema,
        response: { 200: companyAddressSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => app.companyAddresses.update(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/companies/mine/addresses/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        operationId: 'removeMyCompanyAddress',
        summary: 'Remove a saved address (owners); answers the addresses left',
        params: idParamsSchema,
        response: {
          200: companyAddressListSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => app.companyAddresses.remove(signedInUser(request), request.params.id),
  );
};

export default companiesRoutes;
