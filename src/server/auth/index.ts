/** What the modules use of authentication: the viewer and its guards, the Better Auth instance's type, the account mails. */
export { actsAsAdmin, requireViewer, type Viewer } from './guards.ts';
export type { Auth } from './auth.ts';
export { changeEmailMail, emailChangedMail, existingAccountMail, newDeviceMail, resetPasswordMail, verificationMail } from './mails.tsx';
export { isWeakPassword } from './password-policy.ts';
export { sendCappedAuthMail } from './recipient-cap.ts';
export { sendVerificationMail } from './verification.ts';
export { createPasswordUser, endSessions, eraseSignInMeans, setUserName, tombstoneUser } from './users.ts';
export { sessionFromCookie } from './cookie-session.ts';
export { SESSIONS_ENDED_CHANNEL } from './session-cache.ts';
