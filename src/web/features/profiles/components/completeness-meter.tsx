import { useId } from 'react';
import { FIRST_STEP_LABELS, firstStepsMessages } from '#contracts/first-steps-terms';
import type { TFirstStepsResponse } from '#contracts/first-steps';

/** 'Profil complété : 50 %' as a bar, and the next step to take (or that the profile is complete). */
export function CompletenessMeter({ steps }: { steps: TFirstStepsResponse }) {
  const labelId = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-900">
          {firstStepsMessages.meterLabel}
        </span>
        <span className="font-semibold text-indigo-700">{steps.percent} %</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={steps.percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${steps.percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">
        {steps.next ? (
          <>
            <span className="font-medium">{firstStepsMessages.next} :</span> {FIRST_STEP_LABELS[steps.next]}
          </>
        ) : (
          firstStepsMessages.complete
        )}
      </p>
    </div>
  );
}
