import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jobMessages } from '#contracts/missions-messages';
import type { TMissionApplication } from '../api/get-mission-applications.ts';
import { CloseMissionDialog } from './close-mission-dialog.tsx';

function application(n: number, fullName: string, status: TMissionApplication['status']): TMissionApplication {
  const id = `9a000000-0000-4000-8000-00000000000${n}`;
  return {
    id,
    status,
    isNew: false,
    coverLetter: 'Bonjour',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    job: { id: '7c000000-0000-4000-8000-000000000001', title: 'Animer notre Instagram' },
    client: { id: '3c000000-0000-4000-8000-000000000001', fullName: 'Claire', companyName: null },
    applicant: { id: `4c000000-0000-4000-8000-00000000000${n}`, fullName, email: `${n}@example.fr`, avatarUrl: null },
    rejection: null,
    bid: null,
  };
}

const applications = [application(1, 'Alice Roux', 'accepted'), application(2, 'Bruno Petit', 'pending'), application(3, 'Chloé Martin', 'rejected')];

function renderDialog(list: TMissionApplication[] | undefined = applications) {
  const onConfirm = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(<CloseMissionDialog title="Animer notre Instagram" applications={list} onClose={onClose} onConfirm={onConfirm} />);
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('closing a mission', () => {
  it('asks for one of the three outcomes and says pending applications will be declined', async () => {
    const { user, onConfirm } = renderDialog();
    const outcomes = within(screen.getByRole('group', { name: 'Issue de la mission' })).getAllByRole('radio');
    expect(outcomes.map((radio) => radio.closest('label')?.textContent)).toEqual(['Pourvue sur CM Connect', 'Pourvue ailleurs', 'Abandonnée']);
    expect(screen.getByText('La candidature encore en attente sera refusée automatiquement et son auteur prévenu.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clôturer la mission' }));
    expect(await screen.findByText(jobMessages.outcomeRequired)).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('filled here: the hired person is chosen among the accepted applications only', async () => {
    const { user, onConfirm } = renderDialog();
    await user.click(screen.getByLabelText('Pourvue sur CM Connect'));
    const picker = screen.getByLabelText('Personne retenue');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisissez parmi les candidatures acceptées', 'Alice Roux']);
    await user.click(screen.getByRole('button', { name: 'Clôturer la mission' }));
    expect(await screen.findByText(jobMessages.hiredRequired)).toBeInTheDocument();
    await user.selectOptions(picker, 'Alice Roux');
    await user.click(screen.getByRole('button', { name: 'Clôturer la mission' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ outcome: 'filled_here', hiredApplicationId: applications[0]!.id }));
  });

  it('filled here without any accepted application says what to do', async () => {
    const { user } = renderDialog([application(2, 'Bruno Petit', 'pending')]);
    await user.click(screen.getByLabelText('Pourvue sur CM Connect'));
    expect(screen.getByText(/Aucune candidature acceptée pour cette mission/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Personne retenue')).toBeNull();
  });

  it('filled elsewhere or abandoned: no hire is sent', async () => {
    const { user, onConfirm } = renderDialog();
    await user.click(screen.getByLabelText('Pourvue sur CM Connect'));
    await user.selectOptions(screen.getByLabelText('Personne retenue'), 'Alice Roux');
    await user.click(screen.getByLabelText('Pourvue ailleurs'));
    await user.click(screen.getByRole('button', { name: 'Clôturer la mission' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ outcome: 'filled_elsewhere', hiredApplicationId: null }));
  });
});
