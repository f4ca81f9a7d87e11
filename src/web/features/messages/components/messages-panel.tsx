import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Lock, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { userTypeLabels } from '#contracts/accounts-terms';
import type { TConversation } from '#contracts/messages';
import { aboutMission, formatBadgeCount, messagesMessages, messagingLockMessages, unreadMessagesLabel } from '#contracts/messages-terms';
import { CONTACT_PRODUCT, formatPrice } from '#contracts/payments-terms';
import { Avatar } from '#web/components/layouts/avatar.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ReportNoticeButton } from '#web/components/report-notice/report-notice-button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import type { PaymentDialogComponent } from '#web/lib/purchase-dialog.ts';
import { paths } from '#contracts/paths';
import { useConversations } from '../api/get-conversations.ts';
import { useThread } from '../api/get-thread.ts';
import { useMarkConversationRead } from '../api/mark-conversation-read.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageText } from './message-text.tsx';
import { ReceivedMessageNotice } from './contact-warning.tsx';

type MessagesPanelProps = {
  viewerId: string;
  /** The open conversation (the dashboard's `?with=`), or null. */
  partnerId: string | null;
  /** The mission a client opened it about (the dashboard's `?about=`, from 'Candidatures reçues'). */
  aboutMissionId?: string | null;
  /** The payments feature's dialog, to unlock a contact from a locked thread. */
  paymentModal: PaymentDialogComponent;
};

const PREVIEW_LENGTH = 80;

/**
 * The dashboard's Messages tab: the conversations, newest first, and the open thread, oldest
 * first. New messages come in through the live events' invalidations.
 */
export function MessagesPanel({ viewerId, partnerId, aboutMissionId = null, paymentModal }: MessagesPanelProps) {
  return (
    <Card className="grid min-h-[32rem] overflow-hidden md:grid-cols-[20rem_1fr]">
      <div className={cn('border-slate-200 md:border-r', partnerId && 'hidden md:block')}>
        <ConversationList selectedId={partnerId} />
      </div>
      <div className={cn('flex min-w-0 flex-col', !partnerId && 'hidden md:flex')}>
        {partnerId ? (
          <Thread key={partnerId} viewerId={viewerId} partnerId={partnerId} aboutMissionId={aboutMissionId} paymentModal={paymentModal} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-slate-500">
            <MessagesSquare className="size-10 text-slate-300" aria-hidden="true" />
            <p>Sélectionnez une conversation pour afficher les messages.</p>
          </div>
        )}
      </div>
    </Card>
  );
}

function ConversationList({ selectedId }: { selectedId: string | null }) {
  const conversations = useConversations();
  return (
    <nav aria-label="Conversations" className="flex h-full flex-col">
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">Conversations</h2>
      {conversations.isPending ? (
        <div className="p-4">
          <Spinner />
        </div>
      ) : conversations.isError ? (
        <div className="p-4">
          <Alert tone="error">{errorMessageOf(conversations.error, messagesMessages.loadFailed)}</Alert>
        </div>
      ) : conversations.data.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">Aucune conversation pour le moment.</p>
      ) : (
        <ul className="max-h-[36rem] divide-y divide-slate-100 overflow-y-auto">
          {conversations.data.map((conversation) => (
            <li key={conversation.partner.id}>
              <ConversationItem conversation={conversation} selected={conversation.partner.id === selectedId} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function ConversationItem({ conversation, selected }: { conversation: TConversation; selected: boolean }) {
  const { partner, lastMessage, unreadCount, mission } = conversation;
  const preview = lastMessage.moderated ? (
    <span className="italic">{messagesMessages.moderated}</span>
  ) : lastMessage.content.length > PREVIEW_LENGTH ? (
    `${lastMessage.content.slice(0, PREVIEW_LENGTH).trimEnd()}…`
  ) : (
    lastMessage.content
  );
  const badge = formatBadgeCount(unreadCount);
  return (
    <Link
      to={paths.dashboardTab('messages', { with: partner.id })}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'flex gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600',
        selected && 'bg-indigo-50 hover:bg-indigo-50',
      )}
    >
      <Avatar name={partner.fullName} url={partner.avatarUrl} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm text-slate-900', unreadCount > 0 ? 'font-bold' : 'font-medium')}>{partner.fullName}</span>
          <span className="shrink-0 text-xs text-slate-600">{formatDate(lastMessage.createdAt)}</span>
        </span>
        {mission && <span className="block truncate text-xs text-indigo-700">{aboutMission(mission.title)}</span>}
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unreadCount > 0 ? 'text-slate-900' : 'text-slate-600')}>
            {lastMessage.fromMe && 'Vous : '}
            {preview}
          </span>
          {badge && (
            <span className="relative shrink-0 rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white">
              <span aria-hidden="true">{badge}</span>
              <span className="sr-only">{unreadMessagesLabel(unreadCount)}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

type ThreadProps = { viewerId: string; partnerId: string; aboutMissionId: string | null; paymentModal: PaymentDialogComponent };

function Thread({ viewerId, partnerId, aboutMissionId, paymentModal: PaymentModal }: ThreadProps) {
  const query = useThread(partnerId, aboutMissionId ?? undefined);
  const { thread } = query;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [paying, setPaying] = useState(false);
  const lastMessageId = thread?.messages.at(-1)?.id;
  const { mutate: markRead } = useMarkConversationRead();
  const newestUnreadId = thread?.messages.findLast((message) => message.senderId === partnerId && !message.read)?.id;

  // An open thread is read: mark the partner's messages read when unread ones are shown.
  useEffect(() => {
    if (newestUnreadId) markRead(partnerId);
  }, [newestUnreadId, partnerId, markRead]);

  // Keep the newest message in view when one arrives (not when older ones are loaded above).
  useLayoutEffect(() => {
    const container = scrollRef.current;
    if (container) container.scrollTop = container.scrollHeight;
  }, [lastMessageId]);

  if (query.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center p-8">
        <Spinner />
      </div>
    );
  }
  if (query.isError || !thread) {
    return (
      <div className="p-4">
        <Alert tone="error">{errorMessageOf(query.error, messagesMessages.loadFailed)}</Alert>
      </div>
    );
  }

  const { partner, canWrite, lock, beforeHire, messages, mission } = thread;
  return (
    <section aria-label={`Conversation avec ${partner.fullName}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <TextLink to={paths.dashboardTab('messages')} className="text-sm md:hidden">
          ← Conversations
        </TextLink>
        <Avatar name={partner.fullName} url={partner.avatarUrl} />
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold text-slate-900">
            <Link to={paths.profile(partner.id)} className="hover:underline">
              {partner.fullName}
            </Link>
          </h2>
          <p className="text-xs text-slate-500">{userTypeLabels[partner.userType]}</p>
          {mission && (
            <p className="text-xs text-indigo-700">
              <Link to={paths.mission(mission.id)} className="hover:underline">
                {aboutMission(mission.title)}
              </Link>
            </p>
          )}
        </div>
      </header>
      <div ref={scrollRef} className="max-h-[28rem] min-h-64 flex-1 overflow-y-auto px-4 py-4">
        {query.hasNextPage && (
          <div className="mb-4 text-center">
            <Button variant="ghost" size="sm" busy={query.isFetchingNextPage} busyLabel="Chargement..." onClick={() => void query.fetchNextPage()}>
              Afficher les messages précédents
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">Aucun message pour le moment.{canWrite ? ' Écrivez le premier !' : ''}</p>
        ) : (
          <ol className="space-y-3" aria-label="Messages">
            {messages.map((message) => {
              const mine = message.senderId === viewerId;
              // A removed message is muted whoever sent it.
              const tinted = mine && !message.moderated;
              return (
                <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                  <div
                    className={cn(
                      'max-w-[80%] rounded-2xl px-4 py-2 text-sm',
                      message.moderated
                        ? 'bg-white text-slate-500 ring-1 ring-slate-200 ring-inset'
                        : tinted
                          ? 'bg-indigo-600 text-white'
                          : 'bg-slate-100 text-slate-900',
                    )}
                    data-mine={mine || undefined}
                  >
                    <span className="sr-only">{mine ? 'Vous' : partner.fullName} : </span>
                    <MessageText content={message.content} moderated={message.moderated} />
                    {!mine && <ReceivedMessageNotice reasons={message.warnings} />}
                    <p className={cn('mt-1 text-right text-[11px]', tinted ? 'text-indigo-100' : 'text-slate-600')}>
                      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                    </p>
                    {!mine && !message.moderated && (
                      <ReportNoticeButton
                        target={{ type: 'message', id: message.id }}
                        reported={message.reported}
                        label={`Signaler ce message de ${partner.fullName}`}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {canWrite ? (
        <MessageComposer partnerId={partner.id} missionId={mission?.id} beforeHire={beforeHire} />
      ) : (
        <div className="space-y-3 border-t border-slate-200 p-4">
          <Alert tone="info" title="Conversation verrouillée">
            <p className="flex items-start gap-2">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {messagingLockMessages[lock ?? 'not_allowed']}
            </p>
          </Alert>
          {lock === 'contact_required' && (
            <>
              <Button onClick={() => setPaying(true)}>
                Débloquer le contact ({formatPrice(CONTACT_PRODUCT.amountCents, CONTACT_PRODUCT.currency)})
              </Button>
              <PaymentModal open={paying} onClose={() => setPaying(false)} purpose="contact" targetId={partner.id} targetLabel={partner.fullName} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
