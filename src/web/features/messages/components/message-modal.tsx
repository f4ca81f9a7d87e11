import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.tsx';
import { z } from 'zod';
import { ZSendMessageRequest } from '#contracts/messages';
import { MESSAGE_MAX_LENGTH, messagesMessages } from '#contracts/messages-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#contracts/paths';
import { useSendMessage } from '../api/send-message.ts';
import { SenderContactWarning, useContactWarnings } from './contact-warning.tsx';
import { contactWarningTexts } from '#contracts/contact-warnings-terms';

const ZMessageForm = z.object({ content: ZSendMessageRequest.shape.content });
type TMessageForm = z.infer<typeof ZMessageForm>;

type MessageModalProps = {
  open: boolean;
  onClose: () => void;
  partner: { id: string; fullName: string };
  /** No hire between the two yet: contact details and off-platform payments warn (ADR 0057). */
  beforeHire: boolean;
};

/**
 * The profile's message dialog: the text is required and trimmed (a blank one is never sent),
 * the send button is disabled while sending; once sent the conversation opens in the dashboard.
 * Before a hire, contact details or an off-platform payment in the text warn first.
 */
export function MessageModal({ open, onClose, partner, beforeHire }: MessageModalProps) {
  const send = useSendMessage();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TMessageForm>({ resolver: zodResolver(ZMessageForm), defaultValues: { content: '' } });
  const warnings = useContactWarnings(useWatch({ control, name: 'content' }), beforeHire);

  const onSubmit = handleSubmit(({ content }) =>
    send.mutate(
      { receiverId: partner.id, content },
      {
        onSuccess: () => {
          toast.success('Message envoyé');
          void navigate(paths.dashboardTab('messages', { with: partner.id }));
        },
      },
    ),
  );

  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} busy={isSubmitting || send.isPending} title={`Envoyer un message à ${partner.fullName}`}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {send.isError && <Alert tone="error">{errorMessageOf(send.error, messagesMessages.sendFailed)}</Alert>}
        <FormField label="Message" error={errors.content?.message}>
          {(control) => <Textarea {...control} rows={6} required maxLength={MESSAGE_MAX_LENGTH} {...register('content')} />}
        </FormField>
        <SenderContactWarning reasons={warnings} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            Annuler
          </Button>
          <Button type="submit" busy={isSubmitting || send.isPending} busyLabel="Envoi en cours...">
            {warnings.length > 0 ? contactWarningTexts.sendAnyway : 'Envoyer'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
