/** Hash routes of the pages about one order. */

export function payRoute(applicationId: number): string {
  return `/pay/${applicationId}`;
}

export function detailRoute(applicationId: number): string {
  return `/detail/${applicationId}`;
}

export function successRoute(applicationId: number): string {
  return `/success?applicationId=${applicationId}`;
}

export function pcPayRoute(applicationId: number): string {
  return `/pcpay?applicationId=${applicationId}`;
}
