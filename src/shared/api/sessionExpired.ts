import { createAction } from '@reduxjs/toolkit';

/**
 * The server refused the stored token (HTTP 401). Declared here so the base query can announce
 * it without knowing who cleans up: the session entity listens for it.
 */
export const sessionExpired = createAction('session/expired');
