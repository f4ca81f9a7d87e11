import { MAIL_TOPICS, mailPreferenceMessages, mailTopicLabels, mailTopicsFor, type TMailTopic } from '#contracts/notifications-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useViewer } from '#web/lib/auth.tsx';
import { toast } from '#web/lib/toast.tsx';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences.ts';

const saveFailed = 'Vos préférences n’ont pas pu être enregistrées. Veuillez réessayer.';

/**
 * One switch per mail topic that can concern the member (checked = mails wanted); each change
 * is saved at once, and shown at once while it is being saved.
 */
export function MailPreferences() {
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();
  const { viewer } = useViewer();
  const shownOptOuts = save.isPending ? save.variables.optOuts : (preferences.data?.optOuts ?? []);

  const toggle = (topic: TMailTopic, wanted: boolean) => {
    const optOuts = new Set(shownOptOuts);
    if (wanted) optOuts.delete(topic);
    else optOuts.add(topic);
    save.mutate({ optOuts: MAIL_TOPICS.filter((t) => optOuts.has(t)) }, { onSuccess: () => toast.success(mailPreferenceMessages.saved) });
  };

  return (
    <SettingsSection title={mailPreferenceMessages.title} description={mailPreferenceMessages.intro}>
      {save.isError && <Alert tone="error">{errorMessageOf(save.error, saveFailed)}</Alert>}
      {preferences.isPending || !viewer ? (
        <Spinner />
      ) : preferences.isError ? (
        <Alert tone="error">{errorMessageOf(preferences.error, 'Impossible de charger vos préférences.')}</Alert>
      ) : (
        <ul className="space-y-3">
          {mailTopicsFor(viewer.userType).map((topic) => (
            <li key={topic}>
              <label className="flex items-center gap-3 text-sm text-slate-700">
                <Checkbox
                  checked={!shownOptOuts.includes(topic)}
                  disabled={save.isPending}
                  onChange={(event) => toggle(topic, event.target.checked)}
                />
                {mailTopicLabels[topic]}
              </label>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
