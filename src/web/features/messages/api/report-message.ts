import type { TReportResponse } from '#contracts/reviews';
import { apiPost } from '#web/lib/api-client.ts';

/** 'Signaler' on a received message (only its receiver may). */
export const reportMessage = (messageId: string) => apiPost<TReportResponse>(`/api/messages/${encodeURIComponent(messageId)}/report`, {});
