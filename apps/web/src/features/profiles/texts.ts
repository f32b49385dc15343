import { defineTexts } from '../../lib/i18n/texts.ts';

/** My Profile: the account and the profile's details. */
export const profileTexts = defineTexts('profiles', {
  myProfile: 'My Profile',
  account: 'Account',
  name: 'Name',
  email: 'E-mail',
  profile: 'Profile',
  editProfile: 'Edit profile',
  loadingProfile: 'Loading your profile…',
  education: 'Education',
  location: 'Location',
  phone: 'Phone',
  linkedIn: 'LinkedIn',
  saveProfile: 'Save profile',
  cancel: 'Cancel',
});
