/** The largest page of the runner's lists (`pageSize` maximum in their schemas/api files). */
export const LIST_PAGE_SIZE = 50;

/**
 * Every item of a paged list: pages of `pageSize` until one comes back short, so a runner with
 * more than a page still sees them all (one call for most runners).
 */
export async function everyPage<T>(
  read: (page: { page: number; pageSize: number }) => Promise<T[]>,
  pageSize = LIST_PAGE_SIZE,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const more = await read({ page, pageSize });
    items.push(...more);
    if (more.length < pageSize) return items;
  }
}
