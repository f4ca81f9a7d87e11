import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

type Props = {
  label: string;
  /** The field's current text (shown by the preview). */
  value: string;
  registration: UseFormRegisterReturn;
  rows: number;
  maxLength: number;
  error?: string;
  /** How the public blog renders Markdown (the preview shows exactly that). */
  renderMarkdown: (markdown: string) => ReactNode;
};

/** A Markdown text with two tabs: 'Écrire' (the text) and 'Aperçu' (as readers will see it). */
export function MarkdownField({ label, value, registration, rows, maxLength, error, renderMarkdown }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">
        <Tabs
          label={`${label} : écrire ou prévisualiser`}
          tabs={[
            {
              id: 'write',
              label: 'Écrire',
              content: (
                <Textarea
                  id={id}
                  rows={rows}
                  maxLength={maxLength}
                  className="font-mono"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()}
                  {...registration}
                />
              ),
            },
            {
              id: 'preview',
              label: 'Aperçu',
              content: value.trim() ? (
                <div className="rounded-lg p-4 ring-1 ring-slate-200">{renderMarkdown(value)}</div>
              ) : (
                <p className="text-sm text-slate-500">Rien à afficher pour l'instant.</p>
              ),
            },
          ]}
        />
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        Markdown : ## titre, **gras**, *italique*, [lien](https://…), listes avec « - ».
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
