import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TRegisterData, TRegisterRequest } from '#contracts/accounts';
import {
  RADIUS_KM,
  type TUserType,
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '#contracts/accounts-terms';
import type { TSector, TSkill } from '#contracts/catalog';
import { LazyLocationInput } from '#web/components/forms/lazy-location-input.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Slider } from '#web/components/ui/slider.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#contracts/paths';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { useRegisterAccount } from '../api/register-account.ts';
import { AccountTypePicker } from './account-type-picker.tsx';
import { SpecialtiesPicker } from './specialties-picker.tsx';

const resolver = lazyZodResolver(async () => (await import('#contracts/accounts')).ZRegisterRequest);

const registrationFailed = "Une erreur est survenue lors de l'inscription";

type RegisterFormProps = {
  defaultUserType?: TUserType;
  /** `undefined` while loading. */
  sectors: TSector[] | undefined;
  skills: TSkill[] | undefined;
  onRegistered: (email: string) => void;
};

/** Only what the chosen account type uses is sent (a company has no specialties…). */
function forAccountType(data: TRegisterData): TRegisterData {
  return {
    ...data,
    companyName: data.userType === 'company' ? data.companyName : undefined,
    specialties: data.userType === 'community_manager' ? data.specialties : [],
  };
}

export function RegisterForm({ defaultUserType, sectors, skills, onRegistered }: RegisterFormProps) {
  const registerAccount = useRegisterAccount();
  const [bannerMessage, setBannerMessage] = useState<string | null>(null);
  const termsId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TRegisterRequest, unknown, TRegisterData>({
    resolver,
    defaultValues: {
      userType: defaultUserType,
      email: '',
      password: '',
      confirmPassword: '',
      fullName: '',
      companyName: '',
      location: '',
      latitude: null,
      longitude: null,
      searchRadiusKm: RADIUS_KM.default,
      phone: '',
      industrySector: '',
      specialties: [],
      acceptTerms: false,
    },
  });
  const userType = useWatch({ control, name: 'userType' });
  const radiusKm = useWatch({ control, name: 'searchRadiusKm' });

  const onSubmit = handleSubmit((data) => {
    setBannerMessage(null);
    registerAccount.mutate(forAccountType(data), {
      onSuccess: ({ email }) => onRegistered(email),
      onError: (error) => {
        if (!showServerFieldErrors(error, { setError, getValues })) setBannerMessage(errorMessageOf(error, registrationFailed));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {bannerMessage && <Alert tone="error">{bannerMessage}</Alert>}
      <AccountTypePicker registration={register('userType')} error={errors.userType?.message} />

      {userType && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Email" error={errors.email?.message} className="sm:col-span-2">
              {(field) => <Input {...field} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...register('email')} />}
            </FormField>
            <FormField label="Mot de passe" error={errors.password?.message} hint="8 caractères minimum">
              {(field) => <Input {...field} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...register('password')} />}
            </FormField>
            <FormField label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
              {(field) => (
                <Input {...field} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...register('confirmPassword')} />
              )}
            </FormField>
            <FormField label={userType === 'company' ? 'Nom du contact' : 'Nom complet'} error={errors.fullName?.message}>
              {(field) => <Input {...field} type="text" autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} {...register('fullName')} />}
            </FormField>
            {userType === 'company' && (
              <FormField label="Nom de l'entreprise" error={errors.companyName?.message}>
                {(field) => (
                  <Input {...field} type="text" autoComplete="organization" maxLength={COMPANY_NAME_MAX_LENGTH} {...register('companyName')} />
                )}
              </FormField>
            )}
            <FormField label="Téléphone" error={errors.phone?.message} hint="Optionnel">
              {(field) => <Input {...field} type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} {...register('phone')} />}
            </FormField>
            <Controller
              control={control}
              name="location"
              render={({ field: { value, onChange, onBlur, name, ref } }) => (
                <FormField label="Localisation" error={errors.location?.message}>
                  {(field) => (
                    <LazyLocationInput
                      {...field}
                      name={name}
                      ref={ref}
                      value={value}
                      onChange={onChange}
                      onBlur={onBlur}
                      onPlaceChange={(place) => {
                        // The chosen place's coordinates go with the city (cleared when the text is edited).
                        setValue('latitude', place?.latitude ?? null);
                        setValue('longitude', place?.longitude ?? null);
                      }}
                    />
                  )}
                </FormField>
              )}
            />
            <FormField label="Rayon de recherche" error={errors.searchRadiusKm?.message} hint={`${radiusKm} km autour de votre localisation`}>
              {(field) => (
                <Slider
                  {...field}
                  min={RADIUS_KM.min}
                  max={RADIUS_KM.max}
                  step={1}
                  aria-valuetext={`${radiusKm} km`}
                  {...register('searchRadiusKm', { valueAsNumber: true })}
                />
              )}
            </FormField>
            <FormField label="Secteur d'activité" error={errors.industrySector?.message}>
              {(field) => (
                <Select {...field} {...register('industrySector')}>
                  <option value="">{sectors ? 'Sélectionnez un secteur' : 'Chargement…'}</option>
                  {sectors?.map((sector) => (
                    <option key={sector.id} value={sector.name}>
                      {sector.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>

          {userType === 'community_manager' && (
            <Controller
              control={control}
              name="specialties"
              render={({ field: { value, onChange } }) => (
                <SpecialtiesPicker skills={skills} value={value ?? []} onChange={onChange} error={errors.specialties?.message} />
              )}
            />
          )}

          <div>
            <div className="flex items-start gap-3">
              <Checkbox
                id={termsId}
                className="mt-0.5"
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? `${termsId}-error` : undefined}
                {...register('acceptTerms')}
              />
              <label htmlFor={termsId} className="text-sm text-slate-700">
                J'accepte les{' '}
                <TextLink to={paths.terms} target="_blank" rel="noreferrer">
                  conditions d'utilisation
                </TextLink>{' '}
                et la{' '}
                <TextLink to={paths.privacy} target="_blank" rel="noreferrer">
                  politique de confidentialité
                </TextLink>
              </label>
            </div>
            <FieldError id={`${termsId}-error`} message={errors.acceptTerms?.message} />
          </div>

          <Button type="submit" size="lg" fullWidth busy={isSubmitting || registerAccount.isPending} busyLabel="Inscription...">
            Créer mon compte
          </Button>
        </>
      )}
    </form>
  );
}
