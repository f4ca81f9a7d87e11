import { CheckCircle2, Circle, X } from 'lucide-react';
import { Link } from 'react-router';
import { FIRST_STEP_LABELS, firstStepsMessages, type TFirstStep } from '#contracts/first-steps-terms';
import { paths } from '#contracts/paths';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useDismissFirstSteps, useFirstSteps } from '../api/first-steps.ts';
import { CompletenessMeter } from './completeness-meter.tsx';

/** Where each step is taken: the mission form, or 'Mon Profil' for everything about the profile. */
const stepLink = (step: TFirstStep) => (step === 'mission' ? paths.newMission : paths.dashboardTab('profile'));

/**
 * The dashboard's first steps for a new member (ADR 0052): what is left to make their profile, or
 * their first mission, useful. Gone once everything is done or the member closes it.
 */
export function FirstStepsChecklist() {
  const { data: steps } = useFirstSteps();
  const dismiss = useDismissFirstSteps();
  if (!steps || steps.dismissed || steps.next === null) return null;
  return (
    <Card className="space-y-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{firstStepsMessages.title}</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(undefined, {
              onSuccess: () => toast.success(firstStepsMessages.dismissed),
              onError: (error) => toast.error(errorMessageOf(error, 'Une erreur est survenue')),
            })
          }
        >
          <X className="size-4" aria-hidden="true" />
          {firstStepsMessages.dismiss}
        </Button>
      </div>
      <CompletenessMeter steps={steps} />
      <ul className="grid gap-2 sm:grid-cols-2">
        {steps.steps.map((step) => (
          <li key={step.key} className="flex items-center gap-2 text-sm">
            {step.done ? (
              <>
                <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                <span className="text-slate-500 line-through">{FIRST_STEP_LABELS[step.key]}</span>
                <span className="sr-only">(fait)</span>
              </>
            ) : (
              <>
                <Circle className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <Link to={stepLink(step.key)} className="font-medium text-indigo-600 hover:underline">
                  {FIRST_STEP_LABELS[step.key]}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
