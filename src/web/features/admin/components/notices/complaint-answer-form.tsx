import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZAnswerComplaintRequest, type TAnswerComplaintRequest } from '#contracts/notices';
import { COMPLAINT_OUTCOMES, DECISION_GROUND_MAX_LENGTH, complaintOutcomeLabels, decisionTexts as texts } from '#contracts/notices-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useAnswerComplaint } from '../../api/answer-complaint.ts';

/** A second admin's answer to the author's complaint: the decision upheld or reversed, with the reasons mailed to the author. */
export function ComplaintAnswerForm({ complaintId, label }: { complaintId: string; label: string }) {
  const answer = useAnswerComplaint();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TAnswerComplaintRequest>({ resolver: zodResolver(ZAnswerComplaintRequest), defaultValues: { outcome: 'upheld', answer: '' } });
  const onSubmit = handleSubmit((request) => answer.mutate({ complaintId, ...request }, { onSuccess: () => toast.success(texts.answered) }));
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`${texts.answer} : ${label}`} className="space-y-3">
      {answer.isError && <Alert tone="error">{errorMessageOf(answer.error, texts.complaintNotFound)}</Alert>}
      <FormField label={texts.outcome}>
        {(control) => (
          <Select {...control} {...register('outcome')}>
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
