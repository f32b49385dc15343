/** Zod-free constants and messages of the users domain (SPEC.md sections 7 and 8). */
export const usersMessages = {
  /** SPEC.md's exact wording, typo included. */
  adminAdded: 'Admin added sucessfully!',
  /** The warning shown when the make-admin call answers 403. */
  makeAdminForbidden: 'You are not allowed to make an admin',
  adminRemoved: 'Admin rights removed',
  userNotFound: 'User not found',
  lastAdmin: 'The shop needs at least one admin: make someone else admin first',
} as const;
