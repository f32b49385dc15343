import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { profileTexts } from './texts.ts';

export const profileTextsBn: BanglaOf<typeof profileTexts> = {
  myProfile: 'আমার প্রোফাইল',
  account: 'অ্যাকাউন্ট',
  name: 'নাম',
  email: 'ই-মেইল',
  profile: 'প্রোফাইল',
  editProfile: 'প্রোফাইল এডিট করুন',
  loadingProfile: 'আপনার প্রোফাইল লোড হচ্ছে…',
  education: 'শিক্ষা',
  location: 'এলাকা',
  phone: 'ফোন',
  linkedIn: 'লিংকডইন',
  saveProfile: 'প্রোফাইল সেভ করুন',
  cancel: 'বাতিল',
};
