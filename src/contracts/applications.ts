import { z } from 'zod';

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

export const applicationStatusLabels: Record<TApplicationStatus, string> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  rejected: 'Refusée',
};
/** Badge colours (spec: yellow, green, red; other values gray). */
export const applicationStatusTones: Record<TApplicationStatus, 'yellow' | 'green' | 'red'> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

export const COVER_LETTER_PREVIEW_LENGTH = 150;
export const COVER_LETTER_MAX_LENGTH = 5000;

export const applicationMessages = {
  notAuthenticated: 'User not authenticated',
  coverLetterRequired: 'La lettre de motivation est requise.',
  onlyManagers: 'Seuls les community managers peuvent postuler aux missions.',
  jobNotOpen: 'Cette mission n’accepte plus de candidatures.',
  paymentRequired: 'Le paiement de 3,00 € est nécessaire pour postuler à cette mission.',
  alreadyApplied: 'Vous avez déjà postulé à cette mission.',
  sent: 'Candidature envoyée',
  notFound: 'Candidature introuvable.',
  notOwner: 'Seul l’auteur de la mission peut répondre à cette candidature.',
  alreadyAnswered: 'Cette candidature a déjà reçu une réponse.',
} as const;

export const ZApplyRequest = z.object({
  coverLetter: z
    .string()
    .trim()
    .min(1, applicationMessages.coverLetterRequired)
    .max(COVER_LETTER_MAX_LENGTH),
});
export type TApplyRequest = z.infer<typeof ZApplyRequest>;

export const ZAnswerApplicationRequest = z.object({ status: z.enum(['accepted', 'rejected']) });

const ZPerson = z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), avatarUrl: z.string().nullable() });

export const ZApplication = z.object({
  id: z.uuid(),
  status: ZApplicationStatus,
  coverLetter: z.string(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  client: z.object({ id: z.uuid(), fullName: z.string(), companyName: z.string().nullable() }),
  applicant: ZPerson,
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationResponse = z.object({ application: ZApplication });
export const ZApplicationsResponse = z.object({ applications: z.array(ZApplication) });

/** What the mission page needs to know about the signed-in viewer. */
export const ZJobViewerState = z.object({
  entitled: z.boolean(),
  application: z.object({ id: z.uuid(), status: ZApplicationStatus, createdAt: z.coerce.date() }).nullable(),
  clientContact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
});
export type TJobViewerState = z.infer<typeof ZJobViewerState>;
