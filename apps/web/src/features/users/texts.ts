import { defineTexts } from '../../lib/i18n/texts.ts';

/** The admin's users screen. */
export const userTexts = defineTexts('users', {
  allUsers: 'All Users',
  admin: 'Admin',
  customer: 'Customer',
  alreadyAdmin: (email: string) => `${email} is already an admin`,
  takeAdminAway: (email: string) => `Take admin rights away from ${email}?`,
  user: 'User',
  cashOnDelivery: 'Cash on delivery',
  trusted: 'Trusted',
  actions: 'Actions',
  removeAdmin: 'Remove Admin',
  makeAdmin: 'Make Admin',
  loadingUsers: 'Loading users…',
  caption: 'Everyone with an account, with their role',
  noAccounts: 'No accounts yet',
});
