import { messageModerationTexts } from '#contracts/admin-moderation-terms';
import { PageShell } from '#web/components/layouts/page-shell.tsx';
import { MessagesModeration } from '#web/features/admin/components/moderation/messages-moderation.tsx';

export default function AdminMessagesRoute() {
  return (
    <PageShell title={messageModerationTexts.title}>
      <MessagesModeration />
    </PageShell>
  );
}
