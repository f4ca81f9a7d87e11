import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type Props = {
  /** The question, e.g. the spec's 'Êtes-vous sûr de vouloir supprimer cette compétence ?'. */
  message: string;
  confirmLabel?: string;
  /** What the confirm button reads while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  /** What the server said when the action failed (the dialog stays open). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before a destructive action (in place of the browser's confirm()). */
export function ConfirmDialog({
  message,
  confirmLabel = 'Supprimer',
  busyLabel = 'Suppression...',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog open onClose={onCancel} busy={busy} title="Confirmation" description={message}>
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Annuler
          </Button>
          <Button variant="danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
