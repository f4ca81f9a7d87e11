import { smallAvatarUrl } from '#contracts/avatar-terms';
import { cn } from '#web/lib/cn.ts';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-12 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl',
} as const;

/** The initials of a name: 'Léa Durand' → 'LD'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

type UserAvatarProps = { name: string; url: string | null; size?: keyof typeof sizes; className?: string };

/** A member's picture, or their initials on a coloured disc; decorative (the name is written next to it). */
export function UserAvatar({ name, url, size = 'md', className }: UserAvatarProps) {
  if (url) {
    // The 64 px file is sharp enough for the 32 px disc on a 2x screen; larger discs take the 256 px one.
    const src = size === 'sm' ? smallAvatarUrl(url) : url;
    return <img src={src} alt="" loading="lazy" className={cn('shrink-0 rounded-full object-cover', sizes[size], className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700', sizes[size], className)}
    >
      {initialsOf(name)}
    </span>
  );
}
