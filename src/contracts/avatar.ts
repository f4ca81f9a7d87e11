import { z } from 'zod';

/** The profile photo's address after an upload or a removal (null: the initials show). */
export const ZAvatarResponse = z.object({ avatarUrl: z.string().nullable() });
export type TAvatarResponse = z.infer<typeof ZAvatarResponse>;
