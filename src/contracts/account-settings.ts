import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts-terms.ts';
import { zEmail, zNewPassword } from './accounts.ts';
import { changeEmailMessages, changePasswordMessages, deleteAccountMessages } from './account-settings-terms.ts';
import { zParam, zText } from './text.ts';

/** The account page's password form (sent to Better Auth's /change-password as currentPassword/newPassword). */
export const ZChangePasswordForm = z
  .object({
    currentPassword: zText(PASSWORD_MAX_LENGTH, { error: changePasswordMessages.currentRequired }).min(1, changePasswordMessages.currentRequired),
    newPassword: zNewPassword(changePasswordMessages.tooShort),
    confirmPassword: zText(PASSWORD_MAX_LENGTH),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: changePasswordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** The account page's email form (sent to Better Auth's /change-email as newEmail). */
export const ZChangeEmailForm = z.object({ newEmail: zEmail(changeEmailMessages.email) });
export type TChangeEmailForm = z.infer<typeof ZChangeEmailForm>;

/** One of the viewer's active sessions; never its token. */
export const ZAccountSession = z.object({
  id: z.uuid(),
  /** 'Ordinateur', 'Mobile', 'Tablette' or null when the user agent says nothing. */
  device: z.string().nullable(),
  /** e.g. 'Firefox sur Windows'; null when unknown. */
  browser: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessionsResponse = z.object({ sessions: z.array(ZAccountSession) });
export type TAccountSessionsResponse = z.infer<typeof ZAccountSessionsResponse>;

export const ZSessionParams = z.object({ id: zParam() });
export const ZRevokedResponse = z.object({ revoked: z.number().int() });
export type TRevokedResponse = z.infer<typeof ZRevokedResponse>;

export const ZDeleteAccountRequest = z.object({
  password: zText(PASSWORD_MAX_LENGTH, { error: deleteAccountMessages.passwordRequired }).min(1, deleteAccountMessages.passwordRequired),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
export const ZDeleteAccountResponse = z.object({ deleted: z.literal(true) });
