/** Calls to a server over the network, as a browser or a provider would make them. */
export interface Answer<T = unknown> {
  status: number;
  data: T;
  error?: { code: number; sub_code: number; message: string };
}

export async function call<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown> = {},
  token?: string,
): Promise<Answer<T>> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined)
      form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const response =
    method === 'GET'
      ? await fetch(`${base}${path}?${form}`, { headers, redirect: 'manual' })
      : await fetch(`${base}${path}`, {
          method,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          redirect: 'manual',
        });
  const text = await response.text();
  const body = text.startsWith('{')
    ? (JSON.parse(text) as { data: T; error?: Answer['error'] })
    : null;
  return { status: response.status, data: body?.data as T, error: body?.error };
}
