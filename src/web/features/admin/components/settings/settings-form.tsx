import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TAdminSettings, TAdminSettingsForm, TAdminSettingsRequest } from '#contracts/admin-settings';
import {
  adminSettingsLabels as labels,
  adminSettingsMessages as messages,
  SESSION_TIMEOUT_MAX,
  SESSION_TIMEOUT_MIN,
  LEGAL_TEXT_MAX_LENGTH,
  SETTINGS_NOTICE_MS,
  SITE_NAME_MAX_LENGTH,
  siteLanguageLabels,
} from '#contracts/admin-settings-terms';
import { EMAIL_MAX_LENGTH } from '#contracts/accounts-terms';
import { SITE_LANGUAGES } from '#contracts/site-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { useUpdateAdminSettings } from '../../api/update-admin-settings.ts';
import { ToggleField } from './toggle-field.tsx';

const resolver = lazyZodResolver(async () => (await import('#contracts/admin-settings')).ZAdminSettingsRequest);

const formValues = ({ updatedAt: _updatedAt, ...values }: TAdminSettings): TAdminSettingsForm => values;

/** 'Paramètres d'administration': General, Security, Maintenance, one save for all. */
export function SettingsForm({ settings }: { settings: TAdminSettings }) {
  const update = useUpdateAdminSettings();
  const [notice, setNotice] = useState<'saved' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TAdminSettingsForm, unknown, TAdminSettingsRequest>({
    resolver,
    defaultValues: formValues(settings),
  });

  // The success notice lasts 3 seconds (spec §4, §9).
  useEffect(() => {
    if (notice !== 'saved') return;
    const timer = setTimeout(() => setNotice(null), SETTINGS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        setNotice('saved');
      },
      onError: () => setNotice('failed'),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-6" aria-label={labels.title}>
      {notice === 'saved' && <Alert tone="success">{messages.saved}</Alert>}
      {notice === 'failed' && <Alert tone="error">{messages.saveError}</Alert>}

      <SettingsSection title={labels.general}>
        <FormField label={labels.siteName} error={errors.siteName?.message}>
          {(control) => <Input {...control} maxLength={SITE_NAME_MAX_LENGTH} {...register('siteName')} />}
        </FormField>
        <FormField label={labels.contactEmail} hint={labels.contactEmailHint} error={errors.contactEmail?.message}>
          {(control) => <Input {...control} type="email" maxLength={EMAIL_MAX_LENGTH} {...register('contactEmail')} />}
        </FormField>
        <FormField label={labels.defaultLanguage} error={errors.defaultLanguage?.message}>
          {(control) => (
            <Select {...control} {...register('defaultLanguage')}>
              {SITE_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {siteLanguageLabels[code]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </SettingsSection>

      <SettingsSection title={labels.security}>
        <ToggleField label={labels.twoFactor} hint={labels.twoFactorHint} {...register('twoFactorEnabled')} />
        <FormField label={labels.sessionTimeout} hint={labels.sessionTimeoutHint} error={errors.sessionTimeout?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={SESSION_TIMEOUT_MIN}
              max={SESSION_TIMEOUT_MAX}
              step={1}
              className="max-w-40"
              {...register('sessionTimeout', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </SettingsSection>

      <SettingsSection title={labels.maintenance}>
        <ToggleField label={labels.maintenanceMode} hint={labels.maintenanceHint} {...register('maintenanceMode')} />
      </SettingsSection>

      <SettingsSection title={labels.legal}>
        <p className="text-sm text-slate-600">{labels.legalHint}</p>
        <FormField label={labels.legalName} error={errors.legalName?.message}>
          {(control) => <Input {...control} maxLength={LEGAL_TEXT_MAX_LENGTH} autoComplete="organization" {...register('legalName')} />}
        </FormField>
        <FormField label={labels.siret} error={errors.siret?.message}>
          {(control) => <Input {...control} inputMode="numeric" maxLength={LEGAL_TEXT_MAX_LENGTH} className="max-w-60" {...register('siret')} />}
        </FormField>
        <FormField label={labels.legalAddress} error={errors.legalAddress?.message}>
          {(control) => <Input {...control} maxLength={LEGAL_TEXT_MAX_LENGTH} {...register('legalAddress')} />}
        </FormField>
        <FormField label={labels.vatNumber} error={errors.vatNumber?.message}>
          {(control) => <Input {...control} maxLength={LEGAL_TEXT_MAX_LENGTH} className="max-w-60" {...register('vatNumber')} />}
        </FormField>
      </SettingsSection>

      <Button type="submit" busy={isSubmitting || update.isPending} busyLabel="Enregistrement...">
        {labels.save}
      </Button>
    </form>
  );
}
