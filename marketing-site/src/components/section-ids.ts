/** The hero's buttons scroll here (docs/product.md, Screens: the signup-form section). */
export const WAITLIST_SECTION_ID = 'signup-form';
