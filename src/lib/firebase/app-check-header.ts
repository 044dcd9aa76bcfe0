/** The header Firebase's services read an App Check token from (./app-check-token.ts), for the page and the worker. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck'
