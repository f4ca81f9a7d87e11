import { cn } from '#web/lib/cn.ts';
import { categoryStyle } from '../categories.ts';

type PostCoverProps = {
  image: string | null;
  category: string;
  className?: string;
};

/** The article's picture, or a gradient in its category's colours (decorative either way). */
export function PostCover({ image, category, className }: PostCoverProps) {
  if (image) {
    return <img src={image} alt="" loading="lazy" className={cn('w-full bg-slate-100 object-cover', className)} />;
  }
  const { gradient, icon: Icon } = categoryStyle(category);
  return (
    <div aria-hidden="true" className={cn('relative flex w-full items-center justify-center overflow-hidden bg-gradient-to-br', gradient, className)}>
      <div className="absolute -top-10 -left-10 size-40 rounded-full bg-white/15" />
      <div className="absolute -right-8 -bottom-12 size-48 rounded-full bg-black/10" />
      <Icon className="relative size-12 text-white/90" strokeWidth={1.5} />
    </div>
  );
}
