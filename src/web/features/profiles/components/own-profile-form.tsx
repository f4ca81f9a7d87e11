import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { TLanguage, TSector, TSkill } from '#contracts/catalog';
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { COMPANY_NAME_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '#contracts/accounts-terms';
import type {
  TCompanyProfileRequest,
  TIndividualProfileRequest,
  TManagerProfileRequest,
  TOwnProfileData,
  TOwnProfileRequest,
} from '#contracts/own-profile';
import {
  BIO_MAX_LENGTH,
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_SIZES,
  EXPERIENCE_YEARS_MAX,
  HEADLINE_MAX_LENGTH,
  HOURLY_RATE_MAX,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  URL_MAX_LENGTH,
} from '#contracts/own-profile-terms';
import { optionalNumber } from '#web/components/forms/number-value.ts';
import { PlaceField } from '#web/components/forms/place-field.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatCompanySize } from '#web/lib/company-size.ts';
import { showServerFieldErrors } from '#web/components/forms/server-field-errors.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { LanguagesField } from './languages-field.tsx';
import { SkillLevelsField } from './skill-levels-field.tsx';

const resolver = lazyZodResolver(async () => (await import('#contracts/own-profile')).ZOwnProfileRequest);

const saveFailed = "Le profil n'a pas pu être enregistré. Veuillez réessayer.";

/** The reference lists the form chooses from; each is `undefined` while it loads. */
export type TProfileCatalog = { skills?: TSkill[]; sectors?: TSector[]; languages?: TLanguage[] };

const SECTOR_LABELS = {
  community_manager: 'Secteur de prédilection',
  company: "Secteur d'activité",
  individual: "Secteur d'activité",
} as const;

function CheckboxLine({ children, ...props }: ComponentProps<typeof Checkbox> & { children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <Checkbox id={id} {...props} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}

/** What every member edits: name, phone (private), city from the suggestions, sector. */
function IdentityFields({ userType, sectors }: { userType: TOwnProfileRequest['user_type']; sectors: TSector[] | undefined }) {
  const { register, control, setValue, formState } = useFormContext<TIndividualProfileRequest>();
  const { errors } = formState;
  return (
    <SettingsSection title="Informations générales" description="Votre téléphone n'est jamais affiché publiquement.">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom complet" error={errors.full_name?.message}>
          {(field) => <Input {...field} type="text" autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} {...register('full_name')} />}
        </FormField>
        <FormField label="Téléphone" error={errors.phone?.message} hint="Optionnel">
          {(field) => <Input {...field} type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} {...register('phone')} />}
        </FormField>
        <PlaceField
          control={control}
          setValue={setValue}
          label="Localisation"
          hint="Choisissez une ville dans les suggestions"
          error={errors.location?.message}
        />
        {/* Controlled: the sectors arrive after the form's values, and the choice must show once they do. */}
        <Controller
          control={control}
          name="industry_sector_id"
          render={({ field: { value, onChange, ...rest } }) => (
            <FormField label={SECTOR_LABELS[userType]} error={errors.industry_sector_id?.message}>
              {(field) => (
                <Select {...field} {...rest} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
                  <option value="">Non spécifié</option>
                  {sectors?.map((sector) => (
                    <option key={sector.id} value={sector.id}>
                      {sector.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
        />
      </div>
    </SettingsSection>
  );
}

/** A community manager's public card and profile: headline, rates, skills with levels, languages, links. */
function ManagerFields({ skills, languages }: Pick<TProfileCatalog, 'skills' | 'languages'>) {
  const { register, control, formState } = useFormContext<TManagerProfileRequest>();
  const { errors } = formState;
  const rate = { setValueAs: optionalNumber };
  return (
    <>
      <SettingsSection title="Présentation" description="Ce que les clients lisent sur votre carte et votre profil public.">
        <FormField label="Titre du profil" error={errors.headline?.message} hint="Par exemple « Community manager spécialisée Instagram »">
          {(field) => <Input {...field} type="text" maxLength={HEADLINE_MAX_LENGTH} {...register('headline')} />}
        </FormField>
        <FormField label="Biographie" error={errors.bio?.message}>
          {(field) => <Textarea {...field} rows={6} maxLength={BIO_MAX_LENGTH} {...register('bio')} />}
        </FormField>
      </SettingsSection>

      <SettingsSection title="Tarifs et disponibilité">
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Tarif horaire minimum (€)" error={errors.hourly_rate_min?.message}>
            {(field) => (
              <Input {...field} type="number" min={0} max={HOURLY_RATE_MAX} step={1} inputMode="numeric" {...register('hourly_rate_min', rate)} />
            )}
          </FormField>
          <FormField label="Tarif horaire maximum (€)" error={errors.hourly_rate_max?.message}>
            {(field) => (
              <Input {...field} type="number" min={0} max={HOURLY_RATE_MAX} step={1} inputMode="numeric" {...register('hourly_rate_max', rate)} />
            )}
          </FormField>
          <FormField label="Années d'expérience" error={errors.experience_years?.message}>
            {(field) => (
              <Input
                {...field}
                type="number"
                min={0}
                max={EXPERIENCE_YEARS_MAX}
                step={1}
                inputMode="numeric"
                {...register('experience_years', rate)}
              />
            )}
          </FormField>
        </div>
        <Controller
          control={control}
          name="availability"
          render={({ field: { value, onChange, ...rest } }) => (
            <FormField
              label="Disponibilité"
              error={errors.availability?.message}
              hint="Rien ne s'affiche sur votre profil tant que vous ne l'indiquez pas."
            >
              {(field) => (
                <Select
                  {...field}
                  {...rest}
                  value={value === null || value === undefined ? '' : String(value)}
                  onChange={(event) => onChange(event.target.value === '' ? null : event.target.value === 'true')}
                >
                  <option value="">Non précisée</option>
                  <option value="true">Disponible pour de nouvelles missions</option>
                  <option value="false">Indisponible pour le moment</option>
                </Select>
              )}
            </FormField>
          )}
        />
        <CheckboxLine {...register('remote_ok')}>J'accepte les missions à distance</CheckboxLine>
      </SettingsSection>

      <SettingsSection title="Compétences et langues">
        <Controller
          control={control}
          name="skills"
          render={({ field: { value, onChange } }) => (
            <SkillLevelsField skills={skills} value={value} onChange={onChange} error={errors.skills?.message ?? errors.skills?.root?.message} />
          )}
        />
        <Controller
          control={control}
          name="languages"
          render={({ field: { value, onChange } }) => (
            <LanguagesField languages={languages} value={value} onChange={onChange} error={errors.languages?.message} />
          )}
        />
      </SettingsSection>

      <SettingsSection title="Réseaux sociaux" description="Des adresses complètes commençant par https://">
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <FormField key={network} label={SOCIAL_NETWORK_LABELS[network]} error={errors.social_links?.[network]?.message}>
              {(field) => (
                <Input
                  {...field}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  maxLength={URL_MAX_LENGTH}
                  {...register(`social_links.${network}`)}
                />
              )}
            </FormField>
          ))}
        </div>
      </SettingsSection>
    </>
  );
}

/** A company's details, shown on its profile and beside its missions. */
function CompanyFields() {
  const { register, formState } = useFormContext<TCompanyProfileRequest>();
  const { errors } = formState;
  return (
    <SettingsSection title="Votre entreprise">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom de l'entreprise" error={errors.company_name?.message}>
          {(field) => <Input {...field} type="text" autoComplete="organization" maxLength={COMPANY_NAME_MAX_LENGTH} {...register('company_name')} />}
        </FormField>
        <FormField label="Taille de l'entreprise" error={errors.company_size?.message}>
          {(field) => (
            <Select {...field} {...register('company_size')}>
              <option value="">Non spécifié</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {formatCompanySize(size)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField label="Site web" error={errors.website?.message} hint="Optionnel">
        {(field) => <Input {...field} type="url" inputMode="url" placeholder="https://" maxLength={URL_MAX_LENGTH} {...register('website')} />}
      </FormField>
      <FormField label="Présentation de l'entreprise" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={6} maxLength={COMPANY_DESCRIPTION_MAX_LENGTH} {...register('description')} />}
      </FormField>
    </SettingsSection>
  );
}

/** An individual's few words about their project. */
function IndividualFields() {
  const { register, formState } = useFormContext<TIndividualProfileRequest>();
  return (
    <SettingsSection title="Présentation">
      <FormField label="Quelques mots sur vous et votre projet" error={formState.errors.bio?.message}>
        {(field) => <Textarea {...field} rows={5} maxLength={BIO_MAX_LENGTH} {...register('bio')} />}
      </FormField>
    </SettingsSection>
  );
}

type OwnProfileFormProps = {
  values: TOwnProfileRequest;
  catalog: TProfileCatalog;
  /** Saves and answers the values as stored; a rejection shows the server's messages under their fields (or in a banner). */
  onSubmit: (data: TOwnProfileData) => Promise<TOwnProfileRequest>;
};

/**
 * The 'Mon Profil' form: what everyone edits, then the account type's own sections. Its
 * controls are named after the spec's columns; the rules are the API's own contract.
 */
export function OwnProfileForm({ values, catalog, onSubmit }: OwnProfileFormProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<TOwnProfileRequest, unknown, TOwnProfileData>({ resolver, defaultValues: values });
  const submit = form.handleSubmit(async (data) => {
    setBanner(null);
    try {
      form.reset(await onSubmit(data));
    } catch (error) {
      if (!showServerFieldErrors(error, form)) setBanner(errorMessageOf(error, saveFailed));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Mon profil" className="space-y-6">
        {banner && <Alert tone="error">{banner}</Alert>}
        <IdentityFields userType={values.user_type} sectors={catalog.sectors} />
        {values.user_type === 'community_manager' && <ManagerFields skills={catalog.skills} languages={catalog.languages} />}
        {values.user_type === 'company' && <CompanyFields />}
        {values.user_type === 'individual' && <IndividualFields />}
        <Button type="submit" size="lg" busy={form.formState.isSubmitting} busyLabel="Enregistrement...">
          Enregistrer le profil
        </Button>
      </form>
    </FormProvider>
  );
}
