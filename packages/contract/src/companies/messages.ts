/** Zod-free facts and messages of business accounts: companies, their members and invitations. */

/** A company's standing: applied, approved by an admin, turned down, or approved and then suspended. */
export const COMPANY_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** What an admin may set (a company is `pending` only until its first decision). */
export const COMPANY_DECISIONS = ['approved', 'rejected', 'suspended'] as const;
export type CompanyDecision = (typeof COMPANY_DECISIONS)[number];

/** Owners manage the company, its members and invitations; buyers order for it. */
export const COMPANY_ROLES = ['owner', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

export const COMPANY_LIMITS = {
  nameMax: 120,
  tradeLicenseMax: 60,
  noteMax: 1000,
  /** The largest order limit (dollars): order totals are 32-bit integers of cents. */
  orderLimitMax: 21_474_836.47,
  addressLabelMax: 60,
  recipientMax: 100,
} as const;

/** The admin's company list: pages like the admin product list. */
export const ADMIN_COMPANY_PAGE = { defaultLimit: 25, maxLimit: 100, maxPage: 10_000, queryMax: 100 } as const;

export const companyMessages = {
  /** A person is a member of at most one company: applying or accepting an invitation again. */
  alreadyInCompany: 'You already belong to a company',
  binInvalid: 'BIN must be 13 digits',
  chooseDistrict: 'Choose a district',
  /** Demoting or removing the last owner. */
  needsOwner: 'A company needs an owner',
  /** GET /api/companies/mine and the other `mine` calls for somebody without a company. */
  noCompany: 'You do not belong to a company',
  companyNotFound: 'Company not found',
  ownersOnly: "Only the company's owners can do that",
  memberNotFound: 'That person is not a member of your company',
  alreadyMember: 'That person is already a member of your company',
  invitationNotFound: 'Invitation not found',
  invitationGone: 'This invitation has expired or was already used',
  invitationOtherEmail: 'This invitation was sent to another e-mail address',
  nameRequired: 'Company name is required',
  nameTooLong: 'Company name is too long',
  tradeLicenseTooLong: 'Trade licence number is too long',
  requirePoNumberInvalid: 'requirePoNumber must be true or false',
  roleInvalid: 'role must be owner or buyer',
  orderLimitInvalid: 'orderLimit must be an amount with at most two decimals, or null',
  statusInvalid: 'status must be approved, rejected or suspended',
  statusFilterInvalid: 'status must be pending, approved, rejected or suspended',
  priceListIdInvalid: 'priceListId must be a price list id or null',
  noteTooLong: 'Note is too long',
  addressNotFound: 'Address not found',
  addressLabelRequired: 'Give the address a label',
  addressLabelTooLong: 'The label is too long',
  recipientRequired: 'Recipient is required',
  recipientTooLong: 'Recipient is too long',
  /** Approve or decline by somebody who is not an owner of the order's company. */
  approvalOwnersOnly: "Only the company's owners can approve or decline its orders",
} as const;
