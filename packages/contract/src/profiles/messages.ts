/** Zod-free constants and messages of the profiles domain. */
export const PROFILE_LIMITS = {
  educationMax: 120,
  locationMax: 120,
  linkedinMax: 200,
} as const;

export const profileMessages = {
  /** A profile cannot be saved without an account: the answer when nobody is signed in. */
  noUserLoggedIn: 'No user is logged in',
  educationRequired: 'Education is required',
  educationTooLong: 'Education is too long',
  locationRequired: 'Location is required',
  locationTooLong: 'Location is too long',
  linkedinRequired: 'LinkedIn profile is required',
  linkedinInvalid: 'Input a LinkedIn profile link, like https://www.linkedin.com/in/your-name',
  linkedinTooLong: 'LinkedIn link is too long',
  profileNotFound: 'Profile not found',
  onlyOwnProfile: 'You can only change your own profile',
  saved: 'Profile saved',
  notFilledIn: 'Not filled in yet',
} as const;
