import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZDecideNoticeRequest, type TAdminNotice } from '#contracts/notices';
import { DECISION_GROUND_MAX_LENGTH, actionsFor, decisionActionLabels, decisionTexts as texts } from '#contracts/notices-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.tsx';
import { useDecideNotice } from '../../api/decide-notice.ts';

type TDecisionForm = z.input<typeof ZDecideNoticeRequest>;

/**
 * The decision on a notice: one of the actions that fit its content, the ground sent to the author
 * and the notifier, automated detection or not (ticked for good when the platform's detector flagged
 * the content: the server records it whatever is sent).
 */
export function DecisionForm({ notice }: { notice: TAdminNotice }) {
  const decide = useDecideNotice();
  const detectedId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TDecisionForm, unknown, z.output<typeof ZDecideNoticeRequest>>({
    resolver: zodResolver(ZDecideNoticeRequest),
    defaultValues: { action: 'keep', ground: '', automatedDetection: notice.detectedAutomatically },
  });
  const onSubmit = handleSubmit((request) => decide.mutate({ noticeId: notice.id, ...request }, { onSuccess: () => toast.success(texts.decided) }));
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`${texts.action} : ${notice.targetLabel}`} className="space-y-3">
      {decide.isError && <Alert tone="error">{errorMessageOf(decide.error, texts.noticeNotFound)}</Alert>}
      <FormField label={texts.action} error={errors.action?.message}>
        {(control) => (
          <Select {...control} {...register('action')}>
            {actionsFor[notice.targetType].map((action) => (
              <option key={action} value={action}>
                {decisionActionLabels[action]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={texts.ground} error={errors.ground?.message} hint={texts.groundHint}>
        {(control) => <Textarea {...control} rows={3} maxLength={DECISION_GROUND_MAX_LENGTH} {...register('ground')} />}
      </FormField>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <Checkbox
            className="mt-0.5"
            aria-describedby={notice.detectedAutomatically ? detectedId : undefined}
            {...register('automatedDetection')}
            disabled={notice.detectedAutomatically}
          />
          {texts.automated}
        </label>
        {notice.detectedAutomatically && (
          <p id={detectedId} className="mt-1 text-xs text-slate-500">
            {texts.automatedDetected}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" busy={decide.isPending} busyLabel={texts.decide}>
        {texts.decide}
      </Button>
    </form>
  );
}
