import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZAnswerComplaintRequest } from '#contracts/notices';
import {
  COMPLAINT_OUTCOMES,
  DECISION_GROUND_MAX_LENGTH,
  complaintOutcomeLabels,
  decisionTexts as texts,
  type TComplaintParty,
} from '#contracts/notices-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useAnswerComplaint } from '../../api/answer-complaint.ts';

/** Until the admin chooses, the outcome is empty, which the request's schema refuses: no decision is upheld by default. */
const { outcome } = ZAnswerComplaintRequest.shape;
const ZAnswerForm = ZAnswerComplaintRequest.extend({ outcome: z.literal('').or(outcome).pipe(outcome) });

const answeredTo: Record<TComplaintParty, string> = { author: texts.answered, notifier: texts.answeredToNotifier };

/** A second admin's answer to a complaint (the author's or the notifier's): the decision upheld or reversed, with the reasons mailed to the complainant. */
export function ComplaintAnswerForm({ complaintId, party, label }: { complaintId: string; party: TComplaintParty; label: string }) {
  const answer = useAnswerComplaint();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ZAnswerForm>, unknown, z.output<typeof ZAnswerForm>>({
    resolver: zodResolver(ZAnswerForm),
    defaultValues: { outcome: '', answer: '' },
  });
  const onSubmit = handleSubmit((request) => answer.mutate({ complaintId, ...request }, { onSuccess: () => toast.success(answeredTo[party]) }));
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`${texts.answer} : ${label}`} className="space-y-3">
      {answer.isError && <Alert tone="error">{errorMessageOf(answer.error, texts.complaintNotFound)}</Alert>}
      <FormField label={texts.outcome} error={errors.outcome?.message}>
        {(control) => (
          <Select {...control} aria-required {...register('outcome')}>
            <option value="">{texts.outcomePlaceholder}</option>
            {COMPLAINT_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {complaintOutcomeLabels[outcome]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={texts.answerText} error={errors.answer?.message}>
        {(control) => <Textarea {...control} rows={3} maxLength={DECISION_GROUND_MAX_LENGTH} {...register('answer')} />}
      </FormField>
      <Button type="submit" size="sm" busy={answer.isPending} busyLabel={texts.answer}>
        {texts.answer}
      </Button>
    </form>
  );
}
