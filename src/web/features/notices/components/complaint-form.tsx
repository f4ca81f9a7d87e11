import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZFileComplaintRequest, type TDecisionForComplaint, type TFileComplaintRequest } from '#contracts/notices';
import { NOTICE_EXPLANATION_MAX_LENGTH, complaintTexts, decisionActionLabels } from '#contracts/notices-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { useFileComplaint } from '../api/file-complaint.ts';

/** The decision as its statement of reasons gave it, and the author's complaint (once, within 6 months). */
export function ComplaintForm({ token, decision }: { token: string; decision: TDecisionForComplaint }) {
  const send = useFileComplaint(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TFileComplaintRequest>({ resolver: zodResolver(ZFileComplaintRequest), defaultValues: { explanation: '' } });
  const expired = new Date(decision.deadline) < new Date();

  return (
    <div className="space-y-6">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-500">{complaintTexts.content}</dt>
          <dd className="text-slate-900">{decision.targetLabel}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">{complaintTexts.decision}</dt>
          <dd className="text-slate-900">
            {decisionActionLabels[decision.action]} ({formatDate(decision.decidedAt)})
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">{complaintTexts.ground}</dt>
          <dd className="whitespace-pre-line text-slate-900">{decision.ground}</dd>
        </div>
      </dl>
      {send.isSuccess ? (
        <Alert tone="success">{complaintTexts.sent}</Alert>
      ) : decision.complained ? (
        <Alert tone="info">{complaintTexts.alreadyFiled}</Alert>
      ) : expired ? (
        <Alert tone="info">{complaintTexts.expired}</Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => send.mutate(values))} className="space-y-4">
          {send.isError && <Alert tone="error">{errorMessageOf(send.error, complaintTexts.notFound)}</Alert>}
          <p className="text-sm text-slate-600">{complaintTexts.deadline(formatDate(decision.deadline))}</p>
          <FormField label={complaintTexts.explanation} error={errors.explanation?.message}>
            {(control) => <Textarea {...control} rows={5} maxLength={NOTICE_EXPLANATION_MAX_LENGTH} {...register('explanation')} />}
          </FormField>
          <Button type="submit" busy={send.isPending} busyLabel="Envoi en cours...">
            {complaintTexts.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
