import { useId } from 'react';
import { Building2, Megaphone, User, type LucideIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { USER_TYPES, userTypeLabels, type TUserType } from '#contracts/accounts-terms';
import { Fieldset } from '#web/components/ui/fieldset.tsx';

const accountTypes: Record<TUserType, { icon: LucideIcon; description: string }> = {
  community_manager: { icon: Megaphone, description: 'Je propose mes services et je postule à des missions.' },
  company: { icon: Building2, description: 'Je publie des missions et je recrute des talents.' },
  individual: { icon: User, description: 'Je cherche un community manager pour un projet.' },
};

type AccountTypePickerProps = { registration: UseFormRegisterReturn<'userType'>; error?: string };

/** The three account types as cards; one radio button each. */
export function AccountTypePicker({ registration, error }: AccountTypePickerProps) {
  const baseId = useId();
  return (
    <Fieldset legend="Type de compte" error={error}>
      <div className="grid gap-3 sm:grid-cols-3">
        {USER_TYPES.map((type) => {
          const { icon: Icon, description } = accountTypes[type];
          const titleId = `${baseId}-${type}-title`;
          const descriptionId = `${baseId}-${type}-description`;
          return (
            <label
              key={type}
              className="relative flex cursor-pointer flex-col gap-2 rounded-xl p-4 ring-1 ring-slate-200 transition hover:ring-indigo-300 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600"
            >
              <input
                type="radio"
                value={type}
                // Invisible but covering the card, so a click anywhere on it (or on the radio itself) selects it.
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                {...registration}
              />
              <Icon className="size-6 text-indigo-600" aria-hidden="true" />
              <span id={titleId} className="font-semibold text-slate-900">
                {userTypeLabels[type]}
              </span>
              <span id={descriptionId} className="text-xs text-slate-600">
                {description}
              </span>
            </label>
          );
        })}
      </div>
    </Fieldset>
  );
}
