import type { TPortfolioItem } from '#contracts/portfolio';
import { ExternalLink } from '#web/components/ui/external-link.tsx';

/** A community manager's work samples: image, title, short text and the link to the real thing. */
export function PortfolioGallery({ items }: { items: TPortfolioItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="overflow-hidden rounded-xl border border-slate-200">
          {item.imageUrl && (
            // The title below names the sample: the picture adds nothing a screen reader should repeat.
            <img src={item.imageUrl} alt="" loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
          )}
          <div className="space-y-1 p-4">
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            {item.description && <p className="text-sm whitespace-pre-line text-slate-600">{item.description}</p>}
            {item.link && (
              <p className="text-sm">
                <ExternalLink href={item.link}>Voir la réalisation</ExternalLink>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
