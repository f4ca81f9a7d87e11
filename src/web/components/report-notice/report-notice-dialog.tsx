import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZFileNoticeRequest, type TFileNoticeRequest } from '#contracts/notices';
import { NOTICE_CATEGORIES, NOTICE_EXPLANATION_MAX_LENGTH, noticeCategoryLabels, noticeTexts, type TNoticeTarget } from '#contracts/notices-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { apiPost, errorMessageOf } from '#web/lib/api-client.ts';
import { useViewer } from '#web/lib/auth.tsx';
import { toast } from '#web/lib/toast.tsx';

/** The form's values: the contract's rules, with the empty choices a form starts from. */
const noticeForm = (visitor: boolean) =>
  z
    .object({
      category: z.string(),
      explanation: ZFileNoticeRequest.shape.explanation,
      email: z.string(),
      goodFaith: z.boolean(),
    })
    .superRefine((value, context) => {
      if (!ZFileNoticeRequest.shape.category.safeParse(value.category).success) {
        context.addIssue({ code: 'custom', path: ['category'], message: noticeTexts.categoryRequired });
      }
      if (visitor && !value.email.trim()) context.addIssue({ code: 'custom', path: ['email'], message: noticeTexts.emailRequired });
      else if (visitor && !ZFileNoticeRequest.shape.email.safeParse(value.email).success) {
        context.addIssue({ code: 'custom', path: ['email'], message: noticeTexts.emailInvalid });
      }
      if (!value.goodFaith) context.addIssue({ code: 'custom', path: ['goodFaith'], message: noticeTexts.goodFaithRequired });
    });
type TNoticeForm = z.infer<ReturnType<typeof noticeForm>>;

const fileNotice = (request: TFileNoticeRequest) => apiPost<{ id: string; message: string }>('/api/notices', request);

type ReportNoticeDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After the notice was filed (the dialog closes itself). */
  onSent: () => void;
  target: { type: TNoticeTarget; id: string };
};

/** 'Signaler' (DSA notice): a category, an explanation, a visitor's email and the good-faith statement. */
export default function ReportNoticeDialog({ open, onClose, onSent, target }: ReportNoticeDialogProps) {
  // A visitor gives the email the acknowledgement and the outcome go to; a member's is their account's.
  const visitor = !useViewer().viewer;
  const send = useMutation({ mutationFn: fileNotice });
  const goodFaithErrorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TNoticeForm>({
    resolver: zodResolver(noticeForm(visitor)),
    defaultValues: { category: '', explanation: '', email: '', goodFaith: false },
  });

  const close = () => {
    send.reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ category, explanation, email }) =>
    send.mutate(
      {
        targetType: target.type,
        targetId: target.id,
        category: category as TFileNoticeRequest['category'],
        explanation,
        goodFaith: true,
        ...(visitor ? { email } : {}),
      },
      {
        onSuccess: () => {
          toast.success(noticeTexts.sent);
          reset();
          onClose();
          onSent();
        },
      },
    ),
  );

  return (
    <Dialog open={open} onClose={close} busy={send.isPending} title={noticeTexts.dialogTitle} description={noticeTexts.dialogDescription}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {send.isError && <Alert tone="error">{errorMessageOf(send.error, noticeTexts.failed)}</Alert>}
        <FormField label={noticeTexts.category} error={errors.category?.message}>
          {(control) => (
            <Select {...control} {...register('category')}>
              <option value="">{noticeTexts.categoryPlaceholder}</option>
              {NOTICE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {noticeCategoryLabels[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={noticeTexts.explanation}
          error={errors.explanation?.message}
          hint={`${noticeTexts.explanationHint} ${noticeTexts.explanationLength}`}
        >
          {(control) => <Textarea {...control} rows={4} maxLength={NOTICE_EXPLANATION_MAX_LENGTH} {...register('explanation')} />}
        </FormField>
        {visitor && (
          <FormField label={noticeTexts.email} error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
          </FormField>
        )}
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <Checkbox
              className="mt-0.5"
              aria-invalid={errors.goodFaith ? true : undefined}
              aria-describedby={errors.goodFaith ? goodFaithErrorId : undefined}
              {...register('goodFaith')}
            />
            {noticeTexts.goodFaith}
          </label>
          <FieldError id={goodFaithErrorId} message={errors.goodFaith?.message} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            Annuler
          </Button>
          <Button type="submit" busy={send.isPending} busyLabel="Envoi en cours...">
            {noticeTexts.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
