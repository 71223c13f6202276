/*
 * What the sign-in answers that the admin's sign-in page acts on, as plain values apart from the
 * schemas (login.ts): the sign-in page's script should not carry the schema library for them.
 */

/** The second step's answer to a challenge that expired, was forged or no longer holds. */
export const SECOND_STEP_EXPIRED = 'The sign-in has expired: sign in again';
