/** Star rating scale (SPEC.md section 9): start 0, stop 5, step 1. */
export const RATING_SCALE = { start: 0, stop: 5, step: 1 } as const;

export const reviewMessages = {
  heading: 'Customers Review',
} as const;
