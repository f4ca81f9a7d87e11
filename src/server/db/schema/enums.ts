import { pgEnum } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '#contracts/accounts-terms';
import { APPLICATION_STATUSES, REJECTION_REASONS } from '#contracts/applications-terms';
import { BID_BASES, SOCIAL_NETWORKS } from '#contracts/briefs-terms';
import { CONTACT_USER_TYPES } from '#contracts/contact-terms';
import { JOB_CLOSE_OUTCOMES, JOB_STATUSES, JOB_TYPES } from '#contracts/missions-terms';
import { PURCHASE_PURPOSES, SUBSCRIPTION_STATUSES } from '#contracts/payments-terms';
import { RECEIPT_KINDS } from '#contracts/receipts-terms';
import { CREDIT_REASONS } from '#contracts/credits-terms';
import { COMPLAINT_OUTCOMES, COMPLAINT_PARTIES, DECISION_ACTIONS, NOTICE_CATEGORIES, NOTICE_TARGETS } from '#contracts/notices-terms';

// The enums both sides know are the contracts' lists (ADR 0044); the others are the server's own.
export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userType = pgEnum('user_type', USER_TYPES);
export const jobStatus = pgEnum('job_status', JOB_STATUSES);
export const jobType = pgEnum('job_type', JOB_TYPES);
/** How a closed mission ended (asked when the owner closes it; feeds the client's hire rate). */
export const jobCloseOutcome = pgEnum('job_close_outcome', JOB_CLOSE_OUTCOMES);
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);
export const rejectionReason = pgEnum('application_rejection_reason', REJECTION_REASONS);
/** A brief's networks and a bid's price basis (issue 23, ADR 0055). */
export const socialNetwork = pgEnum('social_network', SOCIAL_NETWORKS);
export const bidBasis = pgEnum('bid_basis', BID_BASES);
export const contactUserType = pgEnum('contact_user_type', CONTACT_USER_TYPES);
export const purchasePurpose = pgEnum('purchase_purpose', PURCHASE_PURPOSES);
export const orderStatus = pgEnum('order_status', ['pending', 'completed', 'canceled']);
export const paymentStatus = pgEnum('payment_status', ['unpaid', 'paid', 'no_payment_required', 'failed', 'refunded']);
export const receiptKind = pgEnum('receipt_kind', RECEIPT_KINDS);
/** `credit`: an unlock paid with a credit of the member's (ADR 0054), no card involved. */
export const paymentProvider = pgEnum('payment_provider', ['simulator', 'stripe', 'credit']);
export const creditReason = pgEnum('credit_reason', CREDIT_REASONS);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const mailStatus = pgEnum('mail_status', ['stored', 'sent', 'failed']);
export const backgroundJobStatus = pgEnum('background_job_status', ['pending', 'running', 'done', 'failed']);
export const noticeTarget = pgEnum('notice_target', NOTICE_TARGETS);
export const noticeCategory = pgEnum('notice_category', NOTICE_CATEGORIES);
export const decisionAction = pgEnum('decision_action', DECISION_ACTIONS);
export const complaintOutcome = pgEnum('complaint_outcome', COMPLAINT_OUTCOMES);
export const complaintParty = pgEnum('complaint_party', COMPLAINT_PARTIES);
