export const USER_TYPES = ['community_manager', 'company', 'individual'] as const;
export type TUserType = (typeof USER_TYPES)[number];

export const userTypeLabels: Record<TUserType, string> = {
  community_manager: 'Community Manager',
  company: 'Entreprise',
  individual: 'Particulier',
};

export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (Better Auth's own maximum). */
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 120;
export const LOCATION_MAX_LENGTH = 120;
export const PHONE_MAX_LENGTH = 30;
export const INDUSTRY_SECTOR_MAX_LENGTH = 100;
/** Most specialties one registration may choose. */
export const SPECIALTIES_MAX = 50;
export const RADIUS_KM = { min: 1, max: 200, default: 50 } as const;
export const DEFAULT_COMPANY_NAME = 'Entreprise';
export const INDIVIDUAL_BIO_PREFIX = "Secteur d'activité: ";
