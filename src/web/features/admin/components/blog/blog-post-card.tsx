import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import type { TAdminBlogPostSummary } from '#contracts/admin-blog';
import { blogStatusLabel } from '#contracts/admin-blog-terms';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { formatDate } from '#web/lib/format.ts';

type Props = { post: TAdminBlogPostSummary; onEdit: () => void; onDelete: () => void };

/** A card of 'Gestion du blog': image, title, author, date, status and category badges, excerpt (2 lines), actions. */
export function AdminBlogPostCard({ post, onEdit, onDelete }: Props) {
  return (
    <Card className="flex flex-col overflow-hidden">
      {post.image ? (
        <img src={post.image} alt="" loading="lazy" className="h-40 w-full object-cover" />
      ) : (
        <div className="flex h-40 items-center justify-center bg-slate-100 text-slate-400" aria-hidden="true">
          <ImageOff className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <Badge tone={post.published ? 'green' : 'yellow'}>{blogStatusLabel(post.published)}</Badge>
          <Badge tone="indigo">{post.category}</Badge>
        </div>
        <h2 className="text-lg font-semibold text-slate-900">{post.title}</h2>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <UserAvatar name={post.author.name} url={post.author.avatarUrl} size="sm" />
          <span>{post.author.name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600">{post.excerpt}</p>
        <div className="mt-auto flex justify-end gap-2 pt-2">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Modifier l'article « ${post.title} »`}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifier
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
            aria-label={`Supprimer l'article « ${post.title} »`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Supprimer
          </Button>
        </div>
      </div>
    </Card>
  );
}
