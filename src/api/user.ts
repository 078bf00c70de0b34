import { apiB, forgetRunner, TOKEN_STORAGE_KEY } from './client';

/** Base B `user/*`: the runner's session. */

/**
 * Signs the runner out: the browser forgets them first, so an answer still on its way for the old
 * session cannot send them to the login page, then the server ends the session of that token (it
 * stops working at once, wherever it was copied). Sent outside the error catalogue: a token that
 * is already dead must not lead to the login page either.
 */
export async function logout(): Promise<void> {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  forgetRunner();
  if (!token) return;
  await fetch(apiB.getUri({ url: 'user/logout' }), {
    method: 'POST',
    headers: { AUTHORIZATION: token },
  }).catch(() => null);
}
