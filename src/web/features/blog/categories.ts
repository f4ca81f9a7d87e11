import { BookOpen, ChartColumn, Newspaper, ShieldAlert, Target, TrendingUp, Wrench, type LucideIcon } from 'lucide-react';
import { BLOG_CATEGORIES } from '#contracts/blog-terms';

type CategoryStyle = { gradient: string; badge: string; icon: LucideIcon };

const styles: Record<(typeof BLOG_CATEGORIES)[number], CategoryStyle> = {
  Tendances: {
    gradient: 'from-pink-500 to-orange-400',
    badge: 'bg-pink-50 text-pink-700 ring-pink-200',
    icon: TrendingUp,
  },
  Guide: {
    gradient: 'from-indigo-500 to-sky-400',
    badge: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
    icon: BookOpen,
  },
  Outils: {
    gradient: 'from-emerald-500 to-teal-400',
    badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    icon: Wrench,
  },
  Stratégie: {
    gradient: 'from-violet-600 to-indigo-400',
    badge: 'bg-violet-50 text-violet-700 ring-violet-200',
    icon: Target,
  },
  'Crisis Management': {
    gradient: 'from-rose-600 to-amber-400',
    badge: 'bg-rose-50 text-rose-700 ring-rose-200',
    icon: ShieldAlert,
  },
  Analytics: {
    gradient: 'from-sky-600 to-cyan-400',
    badge: 'bg-sky-50 text-sky-700 ring-sky-200',
    icon: ChartColumn,
  },
};

const fallback: CategoryStyle = {
  gradient: 'from-slate-600 to-slate-400',
  badge: 'bg-slate-100 text-slate-700 ring-slate-200',
  icon: Newspaper,
};

/** Colours and icon of a category (an unknown one, created in the back-office, gets neutral ones). */
export function categoryStyle(category: string): CategoryStyle {
  return (styles as Record<string, CategoryStyle>)[category] ?? fallback;
}

/** '5 min de lecture'. */
export const readingTimeLabel = (minutes: number) => `${minutes} min de lecture`;
