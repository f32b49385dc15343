import { z } from 'zod';
import { isPlainText, phoneSchema } from '../orders/schemas.ts';
import { orderMessages } from '../orders/messages.ts';
import { PROFILE_LIMITS, profileMessages } from './messages.ts';

/** A LinkedIn address: https://www.linkedin.com/…, linkedin.com/in/…, or a country subdomain. */
const LINKEDIN_URL_PATTERN = /^(?:https?:\/\/)?(?:www\.|[a-z]{2}\.)?linkedin\.com\/\S+$/i;

/** The editable profile (`linkdin` is the API's spelling, kept for its clients). Every field is required. */
export const profileFormSchema = z.object({
  education: z
    .string({ message: profileMessages.educationRequired })
    .trim()
    .min(1, profileMessages.educationRequired)
    .max(PROFILE_LIMITS.educationMax, profileMessages.educationTooLong)
    .refine((value) => isPlainText(value), orderMessages.controlCharacters),
  location: z
    .string({ message: profileMessages.locationRequired })
    .trim()
    .min(1, profileMessages.locationRequired)
    .max(PROFILE_LIMITS.locationMax, profileMessages.locationTooLong)
    .refine((value) => isPlainText(value), orderMessages.controlCharacters),
  phone: phoneSchema,
  linkdin: z
    .string({ message: profileMessages.linkedinRequired })
    .trim()
    .min(1, profileMessages.linkedinRequired)
    .max(PROFILE_LIMITS.linkedinMax, profileMessages.linkedinTooLong)
    .regex(LINKEDIN_URL_PATTERN, profileMessages.linkedinInvalid)
    .refine((value) => isPlainText(value), profileMessages.linkedinInvalid),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** GET /api/profile/{email}: the account's name and e-mail with the profile fields ('' until filled in). */
export const profileSchema = z.object({
  email: z.string(),
  customerName: z.string(),
  education: z.string(),
  location: z.string(),
  phone: z.string(),
  linkdin: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
