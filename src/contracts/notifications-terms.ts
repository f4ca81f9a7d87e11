/** The dashboard shows at most this many notifications (spec §2, §9). */
export const NOTIFICATIONS_LIMIT = 5;
