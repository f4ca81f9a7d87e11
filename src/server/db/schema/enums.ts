import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userType = pgEnum('user_type', ['community_manager', 'company', 'individual']);
export const jobStatus = pgEnum('job_status', ['open', 'closed', 'draft']);
export const jobType = pgEnum('job_type', ['freelance', 'full_time', 'part_time', 'contract']);
/** How a closed mission ended (asked when the owner closes it; feeds the client's hire rate). */
export const jobCloseOutcome = pgEnum('job_close_outcome', ['filled_here', 'filled_elsewhere', 'abandoned']);
export const applicationStatus = pgEnum('application_status', ['pending', 'accepted', 'rejected']);
export const contactUserType = pgEnum('contact_user_type', [
  'community_manager',
  'company',
  'individual',
  'other',
]);
export const purchasePurpose = pgEnum('purchase_purpose', ['application', 'contact']);
export const orderStatus = pgEnum('order_status', ['pending', 'completed', 'canceled']);
export const paymentStatus = pgEnum('payment_status', [
  'unpaid',
  'paid',
  'no_payment_required',
  'failed',
  'refunded',
]);
export const paymentProvider = pgEnum('payment_provider', ['simulator', 'stripe']);
export const subscriptionStatus = pgEnum('subscription_status', [
  'not_started',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
]);
export const mailStatus = pgEnum('mail_status', ['stored', 'sent', 'failed']);
export const backgroundJobStatus = pgEnum('background_job_status', ['pending', 'running', 'done', 'failed']);
