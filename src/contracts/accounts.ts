import { z } from 'zod';
import { zText } from './text.ts';
import {
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  INDUSTRY_SECTOR_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  SPECIALTIES_MAX,
  RADIUS_KM,
  USER_TYPES,
} from './accounts-terms.ts';
import { forgotPasswordMessages, loginMessages, registrationMessages, resetPasswordMessages, weakPasswordMessage } from './auth-messages.ts';

export const ZUserType = z.enum(USER_TYPES);

/** The spec's phone rule: an optional leading +, then at least 8 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{8,}$/;

/** A trimmed, lower-cased email address of at most EMAIL_MAX_LENGTH characters. */
export const zEmail = (message: string) => zText(EMAIL_MAX_LENGTH, { trim: true }).toLowerCase().pipe(z.email(message));

/**
 * A new password: at least PASSWORD_MIN_LENGTH characters, not only spaces. The server also
 * refuses common and guessable ones (its dictionaries stay out of the web bundle).
 */
export const zNewPassword = (tooShort: string) =>
  zText(PASSWORD_MAX_LENGTH)
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .refine((value) => value.trim() !== '', weakPasswordMessage);

export const ZRegisterRequest = z
  .object({
    userType: ZUserType,
    email: zEmail(registrationMessages.email),
    password: zNewPassword(registrationMessages.password),
    confirmPassword: zText(PASSWORD_MAX_LENGTH),
    fullName: zText(FULL_NAME_MAX_LENGTH, { trim: true }).min(2, registrationMessages.fullName),
    companyName: zText(COMPANY_NAME_MAX_LENGTH, { trim: true }).optional(),
    location: zText(LOCATION_MAX_LENGTH, { trim: true }).min(2, registrationMessages.location),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    searchRadiusKm: z.number().int().min(RADIUS_KM.min).max(RADIUS_KM.max).default(RADIUS_KM.default),
    phone: zText(PHONE_MAX_LENGTH, { trim: true })
      .optional()
      .refine((value) => !value || PHONE_PATTERN.test(value), registrationMessages.phone),
    industrySector: zText(INDUSTRY_SECTOR_MAX_LENGTH, { trim: true }).min(1, registrationMessages.industrySector),
    specialties: z.array(z.uuid()).max(SPECIALTIES_MAX).default([]),
    acceptTerms: z.boolean().refine((value) => value, registrationMessages.acceptTerms),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: registrationMessages.confirmPassword,
    path: ['confirmPassword'],
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;
export type TRegisterData = z.output<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({ email: z.string() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** Required first ('L'email est requis'), then well formed ('Email invalide'). */
const zRequiredEmail = (requiredMessage: string) =>
  zText(EMAIL_MAX_LENGTH, { trim: true }).min(1, requiredMessage).pipe(z.email(registrationMessages.email));

export const ZLoginRequest = z.object({
  email: zRequiredEmail(loginMessages.emailRequired),
  password: zText(PASSWORD_MAX_LENGTH, { trim: true }).min(1, loginMessages.passwordRequired),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZForgotPasswordRequest = z.object({
  email: zRequiredEmail(forgotPasswordMessages.emailRequired),
});

export const ZResetPasswordForm = z
  .object({
    password: zText(PASSWORD_MAX_LENGTH)
      .min(1, resetPasswordMessages.required)
      .refine((value) => value === '' || value.trim() !== '', weakPasswordMessage),
    confirmPassword: zText(PASSWORD_MAX_LENGTH).min(1, resetPasswordMessages.required),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: resetPasswordMessages.mismatch,
    path: ['confirmPassword'],
  });

export const ZResendVerificationRequest = z.object({
  email: zEmail(registrationMessages.email),
});

/** The signed-in user as the web app sees it. */
export const ZMe = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  userType: ZUserType,
  isAdmin: z.boolean(),
  avatarUrl: z.string().nullable(),
  /** An admin who must enrol a TOTP authenticator before using /admin (admin setting on). */
  twoFactorRequired: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;
export const ZMeResponse = z.object({ user: ZMe.nullable() });
export type TMeResponse = z.infer<typeof ZMeResponse>;
