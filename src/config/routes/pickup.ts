/** Hash routes of the race-pack pickup pages of one registration. */

export const reserveFormRoute = (id: number) => `/reserve/form/${id}`;
export const reserveTimeRoute = (id: number) => `/reserve/time/${id}`;
export const reserveSuccessRoute = (id: number) => `/reserve/success/${id}`;
export const receiveRoute = (id: number) => `/receive/${id}`;
export const slipDownloadRoute = (id: number) => `/reserve/download?applicationId=${id}`;
export const numberRoute = (id: number) => `/number/index?applicationId=${id}`;
