/** Bangla texts of reviews/messages.ts. */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import { REVIEW_LIMITS } from './messages.ts';
import type * as en from './messages.ts';

export const reviewMessages: Translation<typeof en.reviewMessages> = {
  heading: 'ক্রেতাদের রিভিউ',
  ratingRequired: `${bnNumber(REVIEW_LIMITS.ratingMin)} থেকে ${bnNumber(REVIEW_LIMITS.ratingMax)} তারার মধ্যে রেটিং দিন`,
  reviewRequired: 'পণ্যটি নিয়ে কয়েকটা কথা লিখুন',
  reviewTooShort: `রিভিউ কমপক্ষে ${bnNumber(REVIEW_LIMITS.textMin)} অক্ষরের হতে হবে`,
  reviewTooLong: `রিভিউ সর্বোচ্চ ${bnNumber(REVIEW_LIMITS.textMax)} অক্ষরের হতে পারে`,
  alreadyReviewed: 'এই অর্ডারের রিভিউ আপনি আগেই দিয়েছেন',
  onlyBuyerReviews: 'শুধু অর্ডারের ক্রেতাই রিভিউ দিতে পারেন',
  orderNotYetReviewable: 'মূল্য পরিশোধের পর অর্ডারের রিভিউ দিতে পারবেন',
  orderNotFound: 'অর্ডার পাওয়া যায়নি',
  posted: 'রিভিউ দেওয়ার জন্য ধন্যবাদ!',
  submit: 'রিভিউ দিন',
};
