import type { TMe } from '#contracts/accounts';

/** Signed-in users of every type, for the `GET /api/me` mock. */
export const people = {
  manager: {
    id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0001',
    email: 'camille@example.fr',
    fullName: 'Camille Martin',
    userType: 'community_manager',
    isAdmin: false,
    twoFactorRequired: false,
    avatarUrl: null,
  },
  otherManager: {
    id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0002',
    email: 'lea@example.fr',
    fullName: 'Léa Bernard',
    userType: 'community_manager',
    isAdmin: false,
    twoFactorRequired: false,
    avatarUrl: null,
  },
  company: {
    id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0003',
    email: 'contact@boulangerie.fr',
    fullName: 'Paul Dupont',
    userType: 'company',
    isAdmin: false,
    twoFactorRequired: false,
    avatarUrl: null,
  },
  individual: {
    id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0004',
    email: 'marie@example.fr',
    fullName: 'Marie Petit',
    userType: 'individual',
    isAdmin: false,
    twoFactorRequired: false,
    avatarUrl: null,
  },
} as const satisfies Record<string, TMe>;

/** The `GET /api/me` answer for `user` (null: a visitor). */
export const meReply = (user: TMe | null) => ({ body: { user } });
