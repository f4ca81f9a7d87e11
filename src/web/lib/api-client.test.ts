import { describe, expect, it, vi } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { mockApi } from '#web/testing/mock-api.ts';
import { ApiError, apiGet, apiPost, apiPostForm, errorMessageOf, networkErrorMessage } from './api-client.ts';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends JSON with the session cookie and returns the JSON answer', async () => {
    const fetchMock = mockApi({ 'POST /api/things': { status: 201, body: { id: 7, extra: true } } });

    const answer = await apiPost<{ id: number }>('/api/things', { name: 'x' });

    expect(answer).toEqual({ id: 7, extra: true });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"x"}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a form as it is, leaving its multipart type to the browser', async () => {
    const fetchMock = mockApi({ 'POST /api/me/avatar': { body: { avatarUrl: '/uploads/avatars/a-256.webp' } } });
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'photo.png');

    expect(await apiPostForm('/api/me/avatar', form)).toEqual({ avatarUrl: '/uploads/avatars/a-256.webp' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it("turns the server's error body into an ApiError with its status, code, message and fields", async () => {
    mockApi({
      'POST /api/accounts/register': {
        status: 400,
        body: { error: { code: 'VALIDATION_ERROR', message: 'Email invalide', fields: { email: 'Email invalide' } } },
      },
    });

    const error = await failureOf(apiPost('/api/accounts/register', {}));

    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Email invalide' });
    expect(error.fields).toEqual({ email: 'Email invalide' });
  });

  it('falls back to the French message of the status when the body is not ours', async () => {
    mockApi({ 'GET /api/me': { status: 429, body: 'Too many requests' }, 'GET /api/catalog/skills': { status: 502 } });

    expect(await failureOf(apiGet('/api/me'))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: errorMessages.rateLimited,
    });
    expect(await failureOf(apiGet('/api/catalog/skills'))).toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: errorMessages.internal,
    });
  });

  it('answers undefined for an empty body', async () => {
    mockApi({ 'POST /api/auth/sign-out': { status: 200 } });

    expect(await apiPost('/api/auth/sign-out', {})).toBeUndefined();
  });

  it('reports a request that never reached the server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const error = await failureOf(apiGet('/api/me'));

    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(networkErrorMessage);
  });

  it("shows the server's message, or the screen's fallback for anything else", () => {
    expect(errorMessageOf(new ApiError(409, 'CONFLICT', 'Déjà pris'), 'Autre')).toBe('Déjà pris');
    expect(errorMessageOf(new Error('boom'), 'Autre')).toBe('Autre');
  });
});
