import { z } from 'zod';
import { emailSchema, idSchema } from '../common/schemas.ts';
import { bangladeshiMobileSchema } from '../shipping/schemas.ts';
import { officialDistrict } from '../shipping/rules.ts';
import { catalogMessages } from '../catalog/messages.ts';
import { ORDER_LIMITS, orderMessages } from '../orders/messages.ts';
import { isPlainText, orderNoteSchema, phoneSchema } from '../orders/schemas.ts';
import { creditLimitSchema, paymentTermsSchema } from '../accounts/schemas.ts';
import {
  ADMIN_COMPANY_PAGE,
  COMPANY_DECISIONS,
  COMPANY_LIMITS,
  COMPANY_ROLES,
  COMPANY_STATUSES,
  companyMessages as messages,
} from './messages.ts';

// Business accounts: facts and messages in companies/messages.ts.

export const companyStatusSchema = z.enum(COMPANY_STATUSES, { error: messages.statusFilterInvalid });
export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: messages.roleInvalid });

const plainText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => isPlainText(value), orderMessages.controlCharacters);

/** Bangladesh's Business Identification Number: 13 digits (spaces and dashes as people write it are dropped); '' or null for none. */
const binSchema = z
  .string({ error: messages.binInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^(\d{13})?$/.test(value), messages.binInvalid)
  .transform((value) => value || null)
  .nullable();

/** One of the 64 districts, whatever its letter case; stored in its official spelling. */
const addressDistrictSchema = z.string({ error: messages.chooseDistrict }).transform((value, context) => {
  const district = officialDistrict(value);
  if (district) return district;
  context.addIssue({ code: 'custom', message: messages.chooseDistrict });
  return z.NEVER;
});

const tradeLicenseSchema = z
  .string({ error: messages.tradeLicenseTooLong })
  .trim()
  .max(COMPANY_LIMITS.tradeLicenseMax, messages.tradeLicenseTooLong)
  .refine((value) => isPlainText(value), orderMessages.controlCharacters)
  .transform((value) => value || null)
  .nullable();

/** A buyer's order limit in the shop's currency (at most two decimals), or null for none. */
export const orderLimitSchema = z
  .number({ error: messages.orderLimitInvalid })
  .min(0, messages.orderLimitInvalid)
  .max(COMPANY_LIMITS.orderLimitMax, messages.orderLimitInvalid)
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, messages.orderLimitInvalid)
  .nullable();

/** POST /api/companies: a signed-in customer applies for a trade account. */
export const companyApplicationSchema = z.object({
  name: plainText(COMPANY_LIMITS.nameMax, messages.nameRequired, messages.nameTooLong),
  bin: binSchema.optional(),
  phone: phoneSchema,
  address: plainText(ORDER_LIMITS.addressMax, orderMessages.addressRequired, orderMessages.addressTooLong),
  district: addressDistrictSchema,
  tradeLicense: tradeLicenseSchema.optional(),
});
export type CompanyApplication = z.output<typeof companyApplicationSchema>;

/** PATCH /api/companies/mine (owners): any subset of the application's fields, and whether orders need a PO number. */
export const companyUpdateSchema = companyApplicationSchema.partial().extend({
  requirePoNumber: z.boolean({ error: messages.requirePoNumberInvalid }).optional(),
});
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

/** PATCH /api/admin/companies/{id}: the decision, the price list, the admin's note, and what an owner may change. */
export const adminCompanyUpdateSchema = companyUpdateSchema.extend({
  status: z.enum(COMPANY_DECISIONS, { error: messages.statusInvalid }).optional(),
  priceListId: z.uuid({ error: messages.priceListIdInvalid }).nullable().optional(),
  note: z
    .string({ error: messages.noteTooLong })
    .trim()
    .max(COMPANY_LIMITS.noteMax, messages.noteTooLong)
    .refine((value) => isPlainText(value, { multiline: true }), orderMessages.controlCharacters)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  /** Trade credit: how long the company has to pay, and how much it may owe (0: nothing on account). */
  paymentTerms: paymentTermsSchema.optional(),
  creditLimit: creditLimitSchema.optional(),
});
export type AdminCompanyUpdate = z.output<typeof adminCompanyUpdateSchema>;

/** A member as the API shows them; `orderLimit` in the shop's currency, null for none. */
export const companyMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: companyRoleSchema,
  orderLimit: z.number().nullable(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;
export const companyMemberListSchema = z.array(companyMemberSchema);

/** A company with its members: what its members and the admins see. */
export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  bin: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  district: z.string(),
  tradeLicense: z.string().nullable(),
  status: companyStatusSchema,
  priceListId: z.string().nullable(),
  requirePoNumber: z.boolean(),
  /** Trade credit: the terms and limit an admin set, what the company owes now and what it may still buy on account. */
  paymentTerms: paymentTermsSchema,
  creditLimit: z.number(),
  balance: z.number(),
  available: z.number(),
  /**
   * Checkout on account, by the credit check's own rule: what an order may still use (the limit
   * minus the balance and the on-account orders awaiting approval, never below 0), and whether
   * on-account orders are refused because an invoice is more than OVERDUE_BLOCK_DAYS past due.
   */
  onAccount: z.object({ available: z.number(), overdueBlocked: z.boolean() }),
  members: companyMemberListSchema,
});
export type Company = z.infer<typeof companySchema>;

/** What only admins see beside it: their note and when the company applied. */
export const adminCompanySchema = companySchema.extend({ note: z.string().nullable(), createdAt: z.string() });
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** A row of the admin's list: the company without its members, with how many it has. */
export const adminCompanyRowSchema = adminCompanySchema
  .omit({ members: true, balance: true, available: true, onAccount: true })
  .extend({ memberCount: z.number().int() });
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;
export const adminCompanyPageSchema = z.array(adminCompanyRowSchema).meta({
  description: 'One page of the admin company list, newest first',
  headers: {
    'x-total-count': { type: 'integer', description: 'Companies matching the filters, on all pages' },
  },
});

/** A whole number in a query string, within bounds. */
const wholeNumberParameter = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** GET /api/admin/companies: `status` filters, `q` matches the name, the BIN or a member's e-mail. */
export const adminCompanyListQuerySchema = z.object({
  status: companyStatusSchema.optional(),
  q: z
    .string({ error: catalogMessages.searchTooLong })
    .trim()
    .max(ADMIN_COMPANY_PAGE.queryMax, catalogMessages.searchTooLong)
    .refine((value) => isPlainText(value), orderMessages.controlCharacters)
    .optional(),
  page: wholeNumberParameter(1, ADMIN_COMPANY_PAGE.maxPage, catalogMessages.pageInvalid).optional(),
  limit: wholeNumberParameter(1, ADMIN_COMPANY_PAGE.maxLimit, catalogMessages.limitInvalid).optional(),
});
export type AdminCompanyListQuery = z.output<typeof adminCompanyListQuerySchema>;

/** POST /api/companies/mine/invitations (owners). */
export const companyInvitationRequestSchema = z.object({
  email: emailSchema,
  role: companyRoleSchema,
  orderLimit: orderLimitSchema.optional(),
});
export type CompanyInvitationRequest = z.output<typeof companyInvitationRequestSchema>;

/** The invitation as its sender sees it (never the link's token). */
export const companyInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  orderLimit: z.number().nullable(),
  expiresAt: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/**
 * GET /api/invitations/{token}: what the invitation link's page shows before the person accepts
 * (the token is the secret: whoever holds the link may read which company, role and address it names).
 */
export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  role: companyRoleSchema,
  email: z.string(),
  orderLimit: z.number().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** PATCH /api/companies/mine/members/{userId} (owners). */
export const companyMemberUpdateSchema = z.object({
  role: companyRoleSchema.optional(),
  orderLimit: orderLimitSchema.optional(),
});
export type CompanyMemberUpdate = z.output<typeof companyMemberUpdateSchema>;

export const companyMemberParamsSchema = z.object({ userId: idSchema });
/** The link's token: unknown ones answer 404, so only its length is checked here. */
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** A company's saved delivery address (POST /api/companies/mine/addresses); the phone is a Bangladeshi mobile. */
export const companyAddressInputSchema = z.object({
  label: plainText(COMPANY_LIMITS.addressLabelMax, messages.addressLabelRequired, messages.addressLabelTooLong),
  recipient: plainText(COMPANY_LIMITS.recipientMax, messages.recipientRequired, messages.recipientTooLong),
  phone: bangladeshiMobileSchema,
  address: plainText(ORDER_LIMITS.addressMax, orderMessages.addressRequired, orderMessages.addressTooLong).refine(
    (value) => value.length >= ORDER_LIMITS.addressMin,
    orderMessages.addressTooShort,
  ),
  district: addressDistrictSchema,
});
export type CompanyAddressInput = z.output<typeof companyAddressInputSchema>;
/** PATCH /api/companies/mine/addresses/{id}: any subset of the fields. */
export const companyAddressUpdateSchema = companyAddressInputSchema.partial();
export type CompanyAddressUpdate = z.output<typeof companyAddressUpdateSchema>;

export const companyAddressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  recipient: z.string(),
  phone: z.string(),
  address: z.string(),
  district: z.string(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;
export const companyAddressListSchema = z.array(companyAddressSchema);

/** POST /api/orders/{id}/decline (owners): an optional note for the buyer and the timeline. */
export const orderDeclineSchema = z.object({ note: orderNoteSchema.optional() }).default({});
export type OrderDecline = z.output<typeof orderDeclineSchema>;

/**
 * GET /api/orders: `email` lists a person's orders as always; `scope=company` lists the caller's
 * company's orders (owners) and needs no `email`. Without a scope, `email` is required as before.
 */
export const orderListScopeQuerySchema = z
  .object({
    email: emailSchema.optional(),
    scope: z.literal('company', { error: 'scope must be company' }).optional(),
  })
  .check((context) => {
    if (context.value.scope === undefined && context.value.email === undefined)
      context.issues.push({
        code: 'invalid_type',
        expected: 'string',
        path: ['email'],
        message: 'Invalid input: expected string, received undefined',
        input: undefined,
      });
  });
export type OrderListScopeQuery = z.output<typeof orderListScopeQuerySchema>;
