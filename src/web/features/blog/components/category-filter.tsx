import { BLOG_CATEGORIES } from '#contracts/blog-terms';
import { cn } from '#web/lib/cn.ts';

type CategoryFilterProps = {
  value: string;
  onChange: (category: string) => void;
};

const ALL = 'Tous';

/** 'Tous' and the spec's categories, as toggle buttons (one pressed at a time). */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const options = [
    { label: ALL, value: '' },
    ...BLOG_CATEGORIES.map((category) => ({
      label: category,
      value: category,
    })),
  ];
  return (
    <div role="group" aria-label="Filtrer par catégorie" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              pressed ? 'bg-indigo-600 text-white shadow-sm' : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
