import type { TLanguage } from '#contracts/catalog';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Fieldset } from '#web/components/ui/fieldset.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

type LanguagesFieldProps = {
  /** The active languages; `undefined` while they load. */
  languages: TLanguage[] | undefined;
  /** French names, e.g. ['Français', 'Anglais']. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

/** The languages a community manager works in, ticked from the languages list (a listed one stays offered after it is deactivated). */
export function LanguagesField({ languages, value, onChange, error }: LanguagesFieldProps) {
  const labels = languages?.map((language) => language.label) ?? [];
  const offered = [...labels, ...value.filter((label) => !labels.includes(label))];
  const toggle = (label: string, checked: boolean) => onChange(checked ? [...value, label] : value.filter((other) => other !== label));
  return (
    <Fieldset legend="Langues de travail" error={error}>
      {!languages ? (
        <Spinner className="text-indigo-600" label="Chargement des langues…" />
      ) : (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {offered.map((label) => (
            <label key={label} className="flex items-center gap-2 text-sm text-slate-700">
              <Checkbox name="languages" value={label} checked={value.includes(label)} onChange={(event) => toggle(label, event.target.checked)} />
              {label}
            </label>
          ))}
        </div>
      )}
    </Fieldset>
  );
}
