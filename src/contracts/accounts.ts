import { z } from 'zod';

export const USER_TYPES = ['community_manager', 'company', 'individual'] as const;
export const ZUserType = z.enum(USER_TYPES);
export type TUserType = z.infer<typeof ZUserType>;

export const userTypeLabels: Record<TUserType, string> = {
  community_manager: 'Community Manager',
  company: 'Entreprise',
  individual: 'Particulier',
};

export const PASSWORD_MIN_LENGTH = 8;
export const RADIUS_KM = { min: 1, max: 200, default: 50 } as const;
export const DEFAULT_PROFICIENCY = 3;
export const DEFAULT_COMPANY_NAME = 'Entreprise';
export const INDIVIDUAL_BIO_PREFIX = "Secteur d'activité: ";

export const registrationMessages = {
  email: 'Email invalide',
  password: 'Le mot de passe doit contenir au moins 8 caractères',
  confirmPassword: 'Les mots de passe ne correspondent pas',
  fullName: 'Le nom complet est requis',
  location: 'La localisation est requise',
  phone: 'Numéro de téléphone invalide',
  industrySector: "Le secteur d'activité est requis",
  acceptTerms: "Vous devez accepter les conditions d'utilisation",
  userType: 'Veuillez choisir un type de compte',
  duplicateEmail: 'Un compte existe déjà avec cet email. Connectez-vous ou réinitialisez votre mot de passe.',
  unknownSector: "Le secteur d'activité est requis",
  unknownSkill: 'Une des spécialités choisies est inconnue',
} as const;

const PHONE_PATTERN = /^\+?[0-9\s\-()]{8,}$/;

export const ZRegisterRequest = z
  .object({
    userType: ZUserType,
    email: z.string().trim().toLowerCase().pipe(z.email(registrationMessages.email)),
    password: z.string().min(PASSWORD_MIN_LENGTH, registrationMessages.password),
    confirmPassword: z.string(),
    fullName: z.string().trim().min(2, registrationMessages.fullName),
    companyName: z.string().trim().optional(),
    location: z.string().trim().min(2, registrationMessages.location),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    searchRadiusKm: z.number().int().min(RADIUS_KM.min).max(RADIUS_KM.max).default(RADIUS_KM.default),
    phone: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || PHONE_PATTERN.test(value), registrationMessages.phone),
    industrySector: z.string().trim().min(1, registrationMessages.industrySector),
    specialties: z.array(z.uuid()).default([]),
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

/** Login: both fields trimmed and required (spec §5). */
export const loginMessages = {
  emailRequired: "L'email est requis",
  passwordRequired: 'Le mot de passe est requis',
  invalidCredentials: 'Email ou mot de passe incorrect',
  invalidCredentialsHint: 'Vérifiez vos identifiants ou réinitialisez votre mot de passe.',
  noUser: 'Aucun utilisateur trouvé',
  other: 'Une erreur est survenue lors de la connexion',
  emailNotVerified:
    "Votre adresse email n'est pas encore vérifiée. Cliquez sur le lien reçu par email ou demandez un nouvel email de vérification.",
  passwordReset: 'Votre mot de passe a été réinitialisé avec succès',
  emailVerified: 'Votre adresse email est vérifiée. Vous pouvez vous connecter.',
  invalidResetLink: 'Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.',
} as const;

export const ZLoginRequest = z.object({
  email: z.string().trim().min(1, loginMessages.emailRequired),
  password: z.string().trim().min(1, loginMessages.passwordRequired),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const forgotPasswordMessages = {
  emailRequired: "L'email est requis",
  sent: (email: string) =>
    `Un email contenant les instructions de réinitialisation de mot de passe a été envoyé à ${email}.`,
  other: "Une erreur est survenue lors de l'envoi du lien de réinitialisation",
} as const;

export const ZForgotPasswordRequest = z.object({
  email: z.string().trim().min(1, forgotPasswordMessages.emailRequired),
});

export const resetPasswordMessages = {
  required: 'Ce champ est requis',
  mismatch: 'Les mots de passe ne correspondent pas',
  other: 'Une erreur est survenue lors de la réinitialisation du mot de passe',
} as const;

export const ZResetPasswordForm = z
  .object({
    password: z.string().min(1, resetPasswordMessages.required),
    confirmPassword: z.string().min(1, resetPasswordMessages.required),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: resetPasswordMessages.mismatch,
    path: ['confirmPassword'],
  });

export const resendVerificationMessages = {
  sent: (email: string) => `Si un compte non vérifié existe pour ${email}, un nouveau lien de vérification vient d'être envoyé.`,
  other: "Une erreur est survenue lors de l'envoi de l'email de vérification",
} as const;

export const ZResendVerificationRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(registrationMessages.email)),
});

/** The signed-in user as the web app sees it. */
export const ZMe = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  userType: ZUserType,
  isAdmin: z.boolean(),
  avatarUrl: z.string().nullable(),
});
export type TMe = z.infer<typeof ZMe>;
export const ZMeResponse = z.object({ user: ZMe.nullable() });
