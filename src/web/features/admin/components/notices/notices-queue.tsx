import { Link } from 'react-router';
import { errorMessages } from '#contracts/errors-terms';
import type { TAdminNotice } from '#contracts/notices';
import {
  complaintOutcomeLabels,
  decisionActionLabels,
  decisionTexts as texts,
  noticeCategoryLabels,
  noticeTargetLabels,
  type TComplaintParty,
  type TNoticeTarget,
} from '#contracts/notices-terms';
import { paths } from '#contracts/paths';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useAdminNotices } from '../../api/get-admin-notices.ts';
import { ComplaintAnswerForm } from './complaint-answer-form.tsx';
import { DecisionForm } from './decision-form.tsx';

/** The public page of a reported content, when it has one. */
const publicPath: Partial<Record<TNoticeTarget, (id: string) => string>> = {
  profile: paths.profile,
  mission: paths.mission,
  article: paths.blogArticle,
};

const complaintTitle: Record<TComplaintParty, string> = { author: texts.complaint, notifier: texts.notifierComplaint };

type TComplaint = NonNullable<TAdminNotice['decision']>['complaints'][number];

/** A complaint's name as a region of the page: numbered when its party filed more than one against the decision. */
function complaintName(complaints: TComplaint[], complaint: TComplaint): string {
  const sameParty = complaints.filter(({ party }) => party === complaint.party);
  const title = complaintTitle[complaint.party];
  return sameParty.length > 1 ? `${title} (${sameParty.indexOf(complaint) + 1})` : title;
}

/** A notice: what was reported, then its decision form, or its decision with the complaints (their answer forms unless read-only). */

function NoticeItem({ notice, readOnly = false }: { notice: TAdminNotice; readOnly?: boolean }) {
  const path = publicPath[notice.targetType]?.(notice.targetId);
  const { decision } = notice;
  return (
    <Card className="space-y-4 p-5">
      <article aria-label={notice.targetLabel} className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="gray">{noticeTargetLabels[notice.targetType]}</Badge>
          <Badge tone="red">{noticeCategoryLabels[notice.category]}</Badge>
          <time dateTime={notice.createdAt} title={formatDateTime(notice.createdAt)} className="text-sm font-medium text-slate-700">
            {texts.age(notice.ageHours)}
          </time>
        </div>
        <h2 className="font-semibold text-slate-900 break-words">
          {path ? (
            <Link to={path} className="hover:underline">
              {notice.targetLabel}
            </Link>
          ) : (
            notice.targetLabel
          )}
        </h2>
        {notice.excerpt && <p className="text-sm break-words whitespace-pre-line text-slate-600 italic">{notice.excerpt}</p>}
        <p className="text-sm break-words whitespace-pre-line text-slate-800">{notice.explanation}</p>
        <p className="text-xs text-slate-500">{texts.filedBy(notice.notifier ?? texts.visitor)}</p>
      </article>
      {decision ? (
        <div className="space-y-3 border-t border-slate-100 pt-4">
          <p className="text-sm text-slate-800">
            {texts.decidedBy(decision.deciderName, decisionActionLabels[decision.action])} : {decision.ground}
          </p>
          <p className="text-xs text-slate-500">{decision.automatedDetection ? texts.automatedYes : texts.automatedNo}</p>
          {decision.complaints.map((complaint) => (
            <section key={complaint.id} aria-label={complaintName(decision.complaints, complaint)} className="space-y-3">
              <p className="text-sm break-words whitespace-pre-line text-slate-800">
                <strong>{complaintTitle[complaint.party]} :</strong> {complaint.explanation}
              </p>
              {complaint.outcome ? (
                <p className="text-sm break-words whitespace-pre-line text-slate-800">
                  <strong>{complaintOutcomeLabels[complaint.outcome]} :</strong> {complaint.answer}
                </p>
              ) : (
                !readOnly && (
                  <ComplaintAnswerForm
                    complaintId={complaint.id}
                    party={complaint.party}
                    label={`${complaintName(decision.complaints, complaint)}, ${notice.targetLabel}`}
                  />
                )
              )}
            </section>
          ))}
        </div>
      ) : (
        <div className="border-t border-slate-100 pt-4">
          <DecisionForm notice={notice} />
        </div>
      )}
    </Card>
  );
}

/** 'À traiter': the notices to decide and the complaints to answer, oldest first, each with its age. */
export function NoticesQueue() {
  return <NoticeList view="queue" empty={texts.empty} />;
}

/** 'Traités': the decided notices with their decision and complaints, latest first, read-only. */
export function DecidedNotices() {
  return <NoticeList view="decided" empty={texts.decidedEmpty} />;
}

function NoticeList({ view, empty }: { view: 'queue' | 'decided'; empty: string }) {
  const { data, error, isPending } = useAdminNotices(view);
  if (error) return <Alert tone="error">{errorMessageOf(error, errorMessages.internal)}</Alert>;
  if (isPending) return <PageSpinner />;
  if (data.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-4">
      {data.map((notice) => (
        <li key={notice.id}>
          <NoticeItem notice={notice} readOnly={view === 'decided'} />
        </li>
      ))}
    </ul>
  );
}
