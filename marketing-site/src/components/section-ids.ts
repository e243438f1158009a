/** The hero's buttons scroll here (spec §2: the signup-form section). */
export const WAITLIST_SECTION_ID = 'signup-form';
