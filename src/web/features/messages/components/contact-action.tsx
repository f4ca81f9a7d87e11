import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { TUserType } from '#contracts/accounts-terms';
import { CONTACT_PRODUCT, formatPrice } from '#contracts/payments-terms';
import { Button } from '#web/components/ui/button.tsx';
import { lazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { useViewer } from '#web/lib/auth.tsx';
import { paidForOf, type PaymentDialogComponent } from '#web/lib/purchase-dialog.ts';
import { paths } from '#contracts/paths';
import { useMessagingRights } from '../api/get-messaging-rights.ts';

/** The message form (and its validation) loads when the dialog is first opened. */
const MessageModal = lazyDialog(async () => (await import('./message-modal.tsx')).MessageModal);

export type ContactActionProfile = { id: string; fullName: string; userType: TUserType };

type ContactActionProps = {
  profile: ContactActionProfile;
  /** The payments feature's dialog, passed in by the route (features do not import each other). */
  paymentModal: PaymentDialogComponent;
  className?: string;
};

const contactLabel = 'Contacter';

/**
 * The profile's 'Contacter' button (spec §2 Profile, §6): a visitor signs in first and comes
 * back; on one's own profile there is nothing; community manager → community manager is
 * free; a company or individual pays once per profile, then writes. The server's rights
 * decide: `contact_required` opens the payment dialog, writable opens the message dialog (at once
 * when the payment success page sent the buyer back here).
 */
export function ContactAction({ profile, paymentModal: PaymentModal, className }: ContactActionProps) {
  const { viewer, isPending } = useViewer();
  const navigate = useNavigate();
  const isOwnProfile = viewer?.id === profile.id;
  const rights = useMessagingRights(profile.id, { enabled: Boolean(viewer) && !isOwnProfile });
  // Back from paying to write to this member: the message form opens at once.
  const justPaid = paidForOf(useLocation().state) === 'contact';
  const [dialog, setDialog] = useState<'payment' | 'message' | null>(justPaid ? 'message' : null);
  const profileIsManager = profile.userType === 'community_manager';

  if (isPending || isOwnProfile) return null;

  if (!viewer) {
    if (!profileIsManager) return null;
    return (
      <div className={className}>
        <ContactButton onClick={() => navigate(paths.auth.loginThenReturnTo(paths.profile(profile.id)))} />
      </div>
    );
  }

  if (rights.isPending) {
    return (
      <div className={className}>
        <ContactButton busy />
      </div>
    );
  }
  if (rights.isError) return null;

  const { canWrite, lock, beforeHire } = rights.data;
  if (!canWrite && lock !== 'contact_required') return null;

  const price = formatPrice(CONTACT_PRODUCT.amountCents, CONTACT_PRODUCT.currency);
  return (
    <div className={className}>
      <ContactButton onClick={() => setDialog(canWrite ? 'message' : 'payment')} />
      {!canWrite && <p className="mt-2 text-xs text-slate-500">Paiement unique de {price} pour écrire à ce community manager.</p>}
      {canWrite ? (
        <MessageModal open={dialog === 'message'} onClose={() => setDialog(null)} partner={profile} beforeHire={beforeHire} />
      ) : (
        <PaymentModal
          open={dialog === 'payment'}
          onClose={() => setDialog(null)}
          purpose="contact"
          targetId={profile.id}
          targetLabel={profile.fullName}
        />
      )}
    </div>
  );
}

function ContactButton({ onClick, busy = false }: { onClick?: () => void; busy?: boolean }) {
  return (
    <Button onClick={onClick} busy={busy} fullWidth>
      <MessageSquare className="size-4" aria-hidden="true" />
      {contactLabel}
    </Button>
  );
}
