import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { avatarMessages } from '#contracts/avatar-terms';
import { Toaster } from '#web/lib/toast.tsx';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { AvatarField } from './avatar-field.tsx';

const PHOTO_URL = '/uploads/avatars/5f0c-256.webp';
const photo = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
const shownPhoto = () => document.querySelector('img');

function renderField(
  avatarUrl: string | null,
  upload: { status?: number; body?: unknown } = {
    body: { avatarUrl: PHOTO_URL },
  },
) {
  const fetchMock = mockApi({
    'POST /api/me/avatar': upload,
    'DELETE /api/me/avatar': { body: { avatarUrl: null } },
    'GET /api/me': { body: { user: null } },
  });
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <AvatarField name="Camille Martin" avatarUrl={avatarUrl} />
          <Toaster />
        </>
      ),
    },
  ]);
  return { fetchMock, user: userEvent.setup({ applyAccept: false }) };
}

describe('Photo de profil', () => {
  it('sends the chosen file as the "avatar" part of a form and confirms', async () => {
    const { fetchMock, user } = renderField(null);
    expect(screen.getByText('CM')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choisir une photo'), photo('moi.jpg', 'image/jpeg'));

    expect(await screen.findByText(avatarMessages.saved)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/me/avatar') ?? [];
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(((init?.body as FormData).get('avatar') as File).name).toBe('moi.jpg');
  });

  it('refuses an SVG, a PDF and a file over 5 MB before sending anything', async () => {
    const { fetchMock, user } = renderField(null);
    const input = screen.getByLabelText('Choisir une photo');
    await user.upload(input, photo('logo.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent(avatarMessages.svg);
    await user.upload(input, photo('cv.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(avatarMessages.notAnImage);
    await user.upload(input, photo('grande.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(avatarMessages.tooLarge);
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/api/me/avatar')).toEqual([]);
  });

  it("shows the server's refusal (the bytes are not an image)", async () => {
    const { user } = renderField(null, {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: avatarMessages.notAnImage,
          fields: { avatar: avatarMessages.notAnImage },
        },
      },
    });
    await user.upload(screen.getByLabelText('Choisir une photo'), photo('texte.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(avatarMessages.notAnImage);
  });

  it('shows the current photo, and removing it asks the server', async () => {
    const { fetchMock, user } = renderField(PHOTO_URL);
    expect(shownPhoto()).toHaveAttribute('src', PHOTO_URL);
    await user.click(screen.getByRole('button', { name: 'Supprimer la photo' }));
    expect(await screen.findByText(avatarMessages.removed)).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input, init]) => String(input) === '/api/me/avatar' && init?.method === 'DELETE')).toBe(true),
    );
  });
});
