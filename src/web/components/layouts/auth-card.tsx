import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { cn } from '#web/lib/cn.ts';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** Links under the card's content (back to login, sign up…). */
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

/** The card every account screen is drawn in; its title is also the browser tab's title. */
export function AuthCard({ title, subtitle, footer, wide = false, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Card className={cn('h-fit w-full p-6 sm:p-8', wide ? 'max-w-2xl' : 'max-w-md')}>
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {children}
      {footer && <div className="mt-6 space-y-2 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">{footer}</div>}
    </Card>
  );
}
