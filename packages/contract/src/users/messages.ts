/** Zod-free messages of the users domain: the admin's user list and Make Admin. */
export const usersMessages = {
  /** The shop's own wording, typo included: shown when Make Admin succeeds. */
  adminAdded: 'Admin added sucessfully!',
  /** The warning shown when the make-admin call answers 403. */
  makeAdminForbidden: 'You are not allowed to make an admin',
  adminRemoved: 'Admin rights removed',
  userNotFound: 'User not found',
  lastAdmin: 'The shop needs at least one admin: make someone else admin first',
  codTrustedInvalid: 'codTrusted must be true or false',
  /** The users page: the switch, and what it says when changed. */
  codTrusted: 'Trusted for cash on delivery',
  codTrustedOn: 'Cash on delivery orders from this customer are confirmed at once',
  codTrustedOff: 'Cash on delivery orders from this customer wait for confirmation',
} as const;
