import { apiB, TOKEN_STORAGE_KEY } from './client';

/** Base B `user/*`: the runner's session. */

/**
 * Ends the session of the stored token (it stops working at once, wherever it was copied). Sent
 * outside the error catalogue: a token that is already dead must not lead to the login page.
 */
export async function logout(): Promise<void> {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token) return;
  await fetch(apiB.getUri({ url: 'user/logout' }), {
    method: 'POST',
    headers: { AUTHORIZATION: token },
  }).catch(() => null);
}
