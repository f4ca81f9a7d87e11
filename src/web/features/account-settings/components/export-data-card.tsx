import { Download } from 'lucide-react';
import { buttonStyles } from '#web/components/ui/button.tsx';
import { ACCOUNT_EXPORT_URL } from '../api/export-data.ts';
import { SettingsSection } from '#web/components/ui/settings-section.tsx';

/** "Exporter mes données": a JSON file of everything stored about the viewer. */
export function ExportDataCard() {
  return (
    <SettingsSection
      title="Exporter mes données"
      description="Téléchargez un fichier JSON contenant toutes les données que CM Connect conserve sur vous : profil, missions, candidatures, messages, avis, notifications, paiements et préférences."
    >
      <a href={ACCOUNT_EXPORT_URL} download className={buttonStyles({ variant: 'secondary' })}>
        <Download className="size-4" aria-hidden="true" />
        Télécharger mes données
      </a>
    </SettingsSection>
  );
}
