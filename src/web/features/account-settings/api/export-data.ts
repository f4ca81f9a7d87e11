/** The data export is a plain download: the browser saves what this URL answers (an attachment). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
