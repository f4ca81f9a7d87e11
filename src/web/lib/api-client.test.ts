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

  it("keeps a server failure's reference, from our error body or else from the X-Request-Id header", async () => {
    mockApi({
      'POST /api/messages': {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: errorMessages.internal, requestId: '3f2b8c1e-0d4a-4c6e-9b7a-5e1f2d3c4b5a' } },
      },
    });
    const failed = await failureOf(apiPost('/api/messages', {}));
    expect(failed).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', requestId: '3f2b8c1e-0d4a-4c6e-9b7a-5e1f2d3c4b5a' });
    expect(errorMessageOf(failed, 'Autre')).toBe(`${errorMessages.internal} (Référence : 3f2b8c1e-0d4a-4c6e-9b7a-5e1f2d3c4b5a)`);

    // A proxy's own 502 page: the header still names the request.
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'X-Request-Id': 'lb-1234abcd' } })),
    );
    const relayed = await failureOf(apiGet('/api/me'));
    expect(relayed).toMatchObject({ status: 502, code: 'INTERNAL_ERROR', requestId: 'lb-1234abcd' });
    expect(errorMessageOf(relayed, 'Autre')).toBe(`${errorMessages.internal} (Référence : lb-1234abcd)`);
  });

  it('adds no reference to a refusal or to the maintenance', () => {
    expect(errorMessageOf(new ApiError(409, 'CONFLICT', 'Déjà pris', {}, 'abcdef123456'), 'Autre')).toBe('Déjà pris');
    expect(errorMessageOf(new ApiError(503, 'MAINTENANCE', errorMessages.maintenance, {}, 'abcdef123456'), 'Autre')).toBe(errorMessages.maintenance);
    expect(errorMessageOf(new ApiError(500, 'INTERNAL_ERROR', errorMessages.internal), 'Autre')).toBe(errorMessages.internal);
  });

  it("shows the server's message, or the screen's fallback for anything else", () => {
    expect(errorMessageOf(new ApiError(409, 'CONFLICT', 'Déjà pris'), 'Autre')).toBe('Déjà pris');
    expect(errorMessageOf(new Error('boom'), 'Autre')).toBe('Autre');
  });
});
