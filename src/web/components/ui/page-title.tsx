import type { ReactNode } from 'react';

type PageTitleProps = { title: ReactNode; description?: ReactNode };

export function PageTitle({ title, description }: PageTitleProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-slate-600">{description}</p>}
    </div>
  );
}
