import { describe, expect, it } from 'vitest';
import { BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_MAX_PIXELS, blogImageMessages } from './admin-blog-terms.ts';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, avatarMessages } from './avatar-terms.ts';

describe('image upload messages', () => {
  it('state the limits each upload enforces, in French', () => {
    expect(avatarMessages.tooManyPixels).toBe("Cette image est trop grande : 24 millions de pixels au plus. Réduisez-la avant de l'envoyer.");
    expect(avatarMessages.tooLarge).toBe("L'image dépasse la taille maximale de 5 Mo.");
    expect(blogImageMessages.tooManyPixels).toContain(`${BLOG_IMAGE_MAX_PIXELS / 1_000_000} millions de pixels`);
    expect(blogImageMessages.tooLarge).toContain(`${BLOG_IMAGE_MAX_BYTES / (1024 * 1024)} Mo`);
    expect(avatarMessages.tooManyPixels).toContain(`${AVATAR_MAX_PIXELS / 1_000_000} millions`);
    expect(avatarMessages.tooLarge).toContain(`${AVATAR_MAX_BYTES / (1024 * 1024)} Mo`);
  });
});
