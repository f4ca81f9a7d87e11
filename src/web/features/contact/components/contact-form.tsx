import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TContactRequest, ZContactRequest } from '#contracts/contact';
import {
  CONTACT_USER_TYPES,
  contactMessages,
  contactUserTypeLabels,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from '#contracts/contact-terms';
import { EMAIL_MAX_LENGTH } from '#contracts/accounts-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const resolver = lazyZodResolver(async () => (await import('#contracts/contact')).ZContactRequest);

type ContactFormInput = z.input<typeof ZContactRequest>;

const emptyForm = {
  name: '',
  email: '',
  subject: '',
  message: '',
} satisfies Partial<ContactFormInput>;

/** The message form: sent for real, confirmed in green, cleared once sent. */
export function ContactForm() {
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, TContactRequest>({
    resolver,
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit((request) =>
    sendMessage.mutate(request, {
      onSuccess: () => reset(),
      onError: (error) => showServerFieldErrors(error, { setError, getValues }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Formulaire de contact">
      {sendMessage.isSuccess && <Alert tone="success">{sendMessage.data}</Alert>}
      {sendMessage.isError && <Alert tone="error">{errorMessageOf(sendMessage.error, contactMessages.failed)}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom complet" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" maxLength={CONTACT_NAME_MAX_LENGTH} {...register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...register('email')} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Vous êtes" error={errors.userType?.message}>
          {(control) => (
            <Select {...control} defaultValue="" {...register('userType')}>
              <option value="" disabled>
                Sélectionnez votre profil
              </option>
              {CONTACT_USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {contactUserTypeLabels[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Sujet" error={errors.subject?.message}>
          {(control) => <Input {...control} maxLength={CONTACT_SUBJECT_MAX_LENGTH} {...register('subject')} />}
        </FormField>
      </div>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} {...register('message')} />}
      </FormField>
      <Button type="submit" size="lg" busy={isSubmitting || sendMessage.isPending} busyLabel="Envoi en cours...">
        Envoyer le message
      </Button>
    </form>
  );
}
