import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TLocationSuggestion } from '#contracts/geo';
import { geoErrorMessages } from '#contracts/geo-terms';
import { FormField } from '#web/components/ui/form-field.tsx';
import { LOCATION_DEBOUNCE_MS, LocationInput, type TChosenPlace } from './location-input.tsx';

function place(city: string, latitude: number, longitude: number): TLocationSuggestion {
  return {
    placeId: city,
    city,
    state: null,
    country: 'France',
    countryCode: 'fr',
    latitude,
    longitude,
    label: `${city}, France`,
  };
}

const lyon = place('Lyon', 45.764, 4.8357);
const lyons = place('Lyons-la-Forêt', 49.399, 1.476);
const lille = place('Lille', 50.6292, 3.0573);

type Answer = { status?: number; body?: unknown } | 'network-error' | 'never' | { later: Promise<unknown> };

/** A fake `fetch` for /api/geo/search answering per query; 'never' waits until aborted. */
function mockGeo(answers: Record<string, Answer>) {
  const signals: Array<{ q: string; signal: AbortSignal }> = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const q = url.searchParams.get('q') ?? '';
    const signal = init.signal ?? new AbortController().signal;
    signals.push({ q, signal });
    const answer = answers[q] ?? { body: { suggestions: [] } };
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof answer === 'object' && 'later' in answer) {
      return answer.later.then((body) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }
    if (answer === 'never') {
      return new Promise<Response>((_, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, signals };
}

function Harness({ onPlaceChange }: { onPlaceChange?: (place: TChosenPlace | null) => void }) {
  const [value, setValue] = useState('');
  return (
    <div>
      <label htmlFor="city">Localisation</label>
      <LocationInput id="city" value={value} onChange={setValue} onPlaceChange={onPlaceChange} />
      <p>Ailleurs</p>
    </div>
  );
}

function setup(answers: Record<string, Answer>) {
  const geo = mockGeo(answers);
  const onPlaceChange = vi.fn();
  render(<Harness onPlaceChange={onPlaceChange} />);
  const input = screen.getByRole('combobox', { name: 'Localisation' });
  return { ...geo, onPlaceChange, input, user: userEvent.setup() };
}

describe('location input', () => {
  it('asks nothing below 2 characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { input, fetchMock } = setup({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

    await user.type(input, 'L');
    // Past the moment a search would start.
    act(() => vi.advanceTimersByTime(LOCATION_DEBOUNCE_MS));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a suggestion with the arrow keys and Enter, and reports its coordinates', async () => {
    const { user, input, onPlaceChange } = setup({ Ly: { body: { suggestions: [lyon, lyons] } } });

    await user.type(input, 'Ly');
    const listbox = await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(2);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    // The active option is the input's active descendant: the focus stays in the field.
    const second = screen.getByRole('option', { name: 'Lyons-la-Forêt, France' });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowUp}{Enter}');

    expect(input).toHaveValue('Lyon');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onPlaceChange).toHaveBeenLastCalledWith({ city: 'Lyon', latitude: 45.764, longitude: 4.8357 });

    await user.type(input, 'x');
    expect(onPlaceChange).toHaveBeenLastCalledWith(null);
  });

  it('closes the list with Escape, and with a click outside', async () => {
    const { user, input } = setup({ Ly: { body: { suggestions: [lyon] } } });

    await user.type(input, 'Ly');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Ailleurs'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays closed after Escape when the suggestions for the typed text arrive later', async () => {
    let answer: (body: unknown) => void = () => {};
    const later = new Promise((resolve) => (answer = resolve));
    const { user, input } = setup({ Ly: { body: { suggestions: [lyon] } }, Lyo: { later } });

    await user.type(input, 'Ly');
    await screen.findByRole('option', { name: 'Lyon, France' });
    await user.type(input, 'o');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    answer({ suggestions: [lyon, lyons] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // The list has them for whoever asks again (the arrow key).
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Lyons-la-Forêt, France' })).toBeInTheDocument();
  });

  it('chooses a suggestion with a click', async () => {
    const { user, input, onPlaceChange } = setup({ Li: { body: { suggestions: [lille] } } });

    await user.type(input, 'Li');
    await user.click(await screen.findByRole('option', { name: 'Lille, France' }));

    expect(input).toHaveValue('Lille');
    expect(onPlaceChange).toHaveBeenLastCalledWith({ city: 'Lille', latitude: 50.6292, longitude: 3.0573 });
  });

  it('keeps the chosen place when the field loses the focus, and keeps typed text that matches none', async () => {
    const { user, input, onPlaceChange } = setup({ Ly: { body: { suggestions: [lyon, lyons] } } });

    await user.type(input, 'Ly');
    await screen.findByRole('listbox', { name: 'Suggestions de localisation' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.tab();

    expect(input).toHaveValue('Lyon');
    expect(onPlaceChange).toHaveBeenLastCalledWith({ city: 'Lyon', latitude: 45.764, longitude: 4.8357 });

    await user.clear(input);
    await user.type(input, 'Lyonville');
    await user.tab();
    expect(input).toHaveValue('Lyonville');
    expect(onPlaceChange).toHaveBeenLastCalledWith(null);
  });

  it('aborts the previous search when a newer one starts, silently', async () => {
    const { user, input, signals } = setup({ Ly: 'never', Lyo: { body: { suggestions: [lyon] } } });

    await user.type(input, 'Ly');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(input, 'o');

    expect(await screen.findByRole('option', { name: 'Lyon, France' })).toBeInTheDocument();
    expect(signals.map(({ q }) => q)).toEqual(['Ly', 'Lyo']);
    expect(signals[0]?.signal.aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears and closes the suggestions below 2 characters', async () => {
    const { user, input } = setup({ Ly: { body: { suggestions: [lyon] } } });

    await user.type(input, 'Ly');
    await screen.findByRole('listbox');
    await user.keyboard('{Backspace}');

    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it.each([
    ['the service is unavailable', { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } } }, geoErrorMessages.unavailable],
    ['the network is down', 'network-error', geoErrorMessages.unavailable],
    ['the service fails', { status: 502, body: { error: { code: 'UPSTREAM_ERROR', message: 'x' } } }, geoErrorMessages.failed],
  ] as const)("shows the spec's message under the field when %s", async (_case, answer, message) => {
    const { user, input } = setup({ Pa: answer });

    await user.type(input, 'Pa');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(message);
  });
});

describe('LocationInput in a FormField', () => {
  it("is named by the field's label, without React Aria's missing-label warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Field() {
      const [value, setValue] = useState('');
      return <FormField label="Localisation">{(control) => <LocationInput {...control} value={value} onChange={setValue} />}</FormField>;
    }
    render(<Field />);
    expect(screen.getByRole('combobox', { name: 'Localisation' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/visible label/);
    warn.mockRestore();
  });
});
