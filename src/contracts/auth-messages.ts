/**
 * What the sign-in, registration, password and two-factor screens say (and the API answers with).
 * Kept apart from the account vocabulary (`accounts-terms.ts`), which every public page shows.
 */
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
  unknownSector: "Le secteur d'activité est requis",
  unknownSkill: 'Une des spécialités choisies est inconnue',
} as const;

/** Login: both fields trimmed and required (spec §5). */
export const loginMessages = {
  emailRequired: "L'email est requis",
  passwordRequired: 'Le mot de passe est requis',
  invalidCredentials: 'Email ou mot de passe incorrect',
  invalidCredentialsHint: 'Vérifiez vos identifiants ou réinitialisez votre mot de passe.',
  noUser: 'Aucun utilisateur trouvé',
  other: 'Une erreur est survenue lors de la connexion',
  emailNotVerified: "Votre adresse email n'est pas encore vérifiée. Cliquez sur le lien reçu par email ou demandez un nouvel email de vérification.",
  passwordReset: 'Votre mot de passe a été réinitialisé avec succès',
  emailVerified: 'Votre adresse email est vérifiée. Vous pouvez vous connecter.',
  /** A verification link that Better Auth refused (expired, already used): it comes back with `error`. */
  invalidVerificationLink:
    "Ce lien de vérification est invalide ou a expiré. Demandez un nouvel email de vérification, puis cliquez sur le lien qu'il contient.",
  invalidResetLink: 'Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.',
  accountLocked:
    'Trop de tentatives de connexion sur ce compte : il est bloqué pendant 15 minutes. Réessayez plus tard ou réinitialisez votre mot de passe.',
  accountSuspended:
    "Votre compte a été suspendu par l'équipe CM Connect. Contactez-nous via la page Contact si vous pensez qu'il s'agit d'une erreur.",
  /** A suspension decided on a notice (DSA): its statement of reasons, mailed, carries the complaint link. */
  accountSuspendedByDecision:
    'Votre compte a été suspendu par une décision de modération. Cette décision, son motif et le lien « Contester la décision » vous ont été envoyés par email.',
} as const;

/** The sign-in's second step and the admin's enrolment (two-factor authentication, TOTP). */
export const twoFactorMessages = {
  invalidCode: 'Code de vérification incorrect. Veuillez réessayer.',
  invalidBackupCode: 'Code de secours invalide ou déjà utilisé.',
  tooManyAttempts: 'Trop de tentatives. Veuillez vous reconnecter pour obtenir un nouveau code.',
  locked: 'Trop de codes incorrects : la vérification est bloquée pendant quelques minutes. Réessayez plus tard.',
  expired: 'Votre demande de connexion a expiré. Veuillez vous reconnecter.',
  alreadyEnabled: "L'authentification à deux facteurs est déjà activée sur ce compte.",
  notEnabled: "L'authentification à deux facteurs n'est pas activée sur ce compte.",
  other: 'Une erreur est survenue lors de la vérification du code.',
  codeLabel: 'Code de vérification',
  codeHint: "Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
  codeFormat: 'Le code comporte 6 chiffres.',
  backupLabel: 'Code de secours',
  backupHint: 'Chaque code de secours ne sert qu’une fois.',
  backupRequired: 'Le code de secours est requis.',
  useBackup: 'Utiliser un code de secours',
  useApp: "Utiliser l'application d'authentification",
  verify: 'Vérifier',
  restart: 'Revenir à la connexion',
  enrolTitle: 'Authentification à deux facteurs',
  enrolIntro:
    "L'administration exige une application d'authentification (Google Authenticator, Microsoft Authenticator, 1Password…). Confirmez votre mot de passe pour commencer.",
  scan: "Scannez ce QR code avec votre application d'authentification, ou saisissez la clé ci-dessous.",
  secretLabel: 'Clé secrète',
  confirm: 'Confirmer',
  backupCodesTitle: 'Vos codes de secours',
  backupCodesIntro: "Conservez ces codes en lieu sûr : chacun permet une connexion si vous n'avez plus votre téléphone. Ils ne seront plus affichés.",
  continue: "Continuer vers l'administration",
} as const;

export const forgotPasswordMessages = {
  emailRequired: "L'email est requis",
  sent: (email: string) => `Un email contenant les instructions de réinitialisation de mot de passe a été envoyé à ${email}.`,
  other: "Une erreur est survenue lors de l'envoi du lien de réinitialisation",
} as const;

export const resetPasswordMessages = {
  required: 'Ce champ est requis',
  mismatch: 'Les mots de passe ne correspondent pas',
  other: 'Une erreur est survenue lors de la réinitialisation du mot de passe',
} as const;

export const resendVerificationMessages = {
  sent: (email: string) => `Si un compte non vérifié existe pour ${email}, un nouveau lien de vérification vient d'être envoyé.`,
  other: "Une erreur est survenue lors de l'envoi de l'email de vérification",
} as const;

/** The page served instead of Better Auth's own (English) error page, `/api/auth/error`. */
export const authErrorPage = {
  title: 'Connexion impossible',
  message: "Une erreur est survenue pendant l'authentification. Veuillez réessayer.",
  link: 'Retour à la connexion',
} as const;

/**
 * A password refused by the server's strength check (common, guessable, only spaces, or made of
 * the member's own email or name), at registration, reset and change alike.
 */
export const weakPasswordMessage = 'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un plus long ou moins prévisible.';
