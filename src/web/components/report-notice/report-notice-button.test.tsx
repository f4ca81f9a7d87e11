import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noticeTexts } from '#contracts/notices-terms';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { ReportNoticeButton } from './report-notice-button.tsx';

const TARGET = { type: 'profile', id: '00000000-0000-4000-8000-000000000001' } as const;

function renderButton(viewer: Parameters<typeof meReply>[0]) {
  const fetchMock = mockApi({
    'GET /api/me': meReply(viewer),
    'POST /api/notices': { status: 201, body: { id: '00000000-0000-4000-8000-000000000002', message: noticeTexts.sent } },
  });
  renderRoutes([{ path: '/', element: <ReportNoticeButton target={TARGET} label="Signaler le profil de Victor" /> }]);
  return { fetchMock, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: noticeTexts.dialogTitle });

describe("'Signaler' (DSA notice)", () => {
  it('asks a visitor for the category, an explanation, their email and the good-faith statement, then sends the notice', async () => {
    const { fetchMock, user } = renderButton(null);
    await user.click(screen.getByRole('button', { name: 'Signaler le profil de Victor' }));
    await user.click(await within(await waitFor(dialog)).findByRole('button', { name: noticeTexts.submit }));
    for (const message of [noticeTexts.categoryRequired, noticeTexts.explanationRequired, noticeTexts.emailRequired, noticeTexts.goodFaithRequired]) {
      expect(within(dialog()).getByText(message)).toBeInTheDocument();
    }
    expect(sentBodies(fetchMock, 'POST /api/notices')).toEqual([]);

    await user.selectOptions(within(dialog()).getByLabelText(noticeTexts.category), 'Fraude ou arnaque');
    await user.type(within(dialog()).getByLabelText(noticeTexts.explanation), 'Demande un virement hors plateforme.');
    await user.type(within(dialog()).getByLabelText(noticeTexts.email), 'lea@example.fr');
    await user.click(within(dialog()).getByRole('checkbox', { name: noticeTexts.goodFaith }));
    await user.click(within(dialog()).getByRole('button', { name: noticeTexts.submit }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/notices')).toEqual([
        {
          targetType: 'profile',
          targetId: TARGET.id,
          category: 'fraud',
          explanation: 'Demande un virement hors plateforme.',
          email: 'lea@example.fr',
          goodFaith: true,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not ask a member for an email: the account’s is used', async () => {
    const { fetchMock, user } = renderButton(people.manager);
    await user.click(screen.getByRole('button', { name: 'Signaler le profil de Victor' }));
    await waitFor(dialog);
    await waitFor(() => expect(within(dialog()).queryByLabelText(noticeTexts.email)).not.toBeInTheDocument());
    await user.selectOptions(within(dialog()).getByLabelText(noticeTexts.category), 'Discours haineux ou harcèlement');
    // Too short to be 'sufficiently substantiated': the hint says so before, the error after.
    expect(within(dialog()).getByText(/20 caractères au moins\.$/)).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText(noticeTexts.explanation), 'Injurieux.');
    await user.click(within(dialog()).getByRole('button', { name: noticeTexts.submit }));
    expect(await within(dialog()).findByText(noticeTexts.explanationTooShort)).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText(noticeTexts.explanation), ' Propos injurieux répétés.');
    await user.click(within(dialog()).getByRole('checkbox', { name: noticeTexts.goodFaith }));
    await user.click(within(dialog()).getByRole('button', { name: noticeTexts.submit }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/notices')).toEqual([
        { targetType: 'profile', targetId: TARGET.id, category: 'hate', explanation: 'Injurieux. Propos injurieux répétés.', goodFaith: true },
      ]),
    );
    // Sent: the button reads 'Signalé' (a second notice from here would be a duplicate).
    expect(await screen.findByText(noticeTexts.reported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signaler le profil de Victor' })).not.toBeInTheDocument();
  });
});
