import { describe, expect, it } from 'vitest';
import { createGazetteerGeocoder, normalisePlaceName, searchPlaces } from './gazetteer.ts';

const geocoder = createGazetteerGeocoder();

describe('offline gazetteer', () => {
  it('finds Lyon first from a prefix, with its region and coordinates', async () => {
    const [first] = await geocoder.search('lyo');
    expect(first).toMatchObject({
      city: 'Lyon',
      state: 'Auvergne-Rhône-Alpes',
      country: 'France',
      countryCode: 'fr',
      label: 'Lyon, Auvergne-Rhône-Alpes, France',
    });
    expect(first!.placeId).toMatch(/^geonames:\d+$/);
    expect(first!.latitude).toBeCloseTo(45.75, 1);
    expect(first!.longitude).toBeCloseTo(4.85, 1);
  });

  it('ignores accents and case', async () => {
    for (const query of ['montreal', 'Montréal', 'MONTRÉAL']) {
      const [first] = await geocoder.search(query);
      expect(first).toMatchObject({ city: 'Montréal', countryCode: 'ca', state: 'Québec', country: 'Canada' });
    }
  });

  it('finds Genève and Brussels (under its French name, from either name)', async () => {
    expect(await geocoder.search('gene')).toContainEqual(
      expect.objectContaining({ city: 'Genève', countryCode: 'ch', country: 'Suisse', state: 'Genève' }),
    );
    for (const query of ['bruxel', 'brussels']) {
      const [first] = await geocoder.search(query);
      expect(first).toMatchObject({ city: 'Bruxelles', countryCode: 'be', country: 'Belgique', label: 'Bruxelles, Bruxelles-Capitale, Belgique' });
    }
  });

  it('ignores hyphens, spaces and apostrophes, and spells out "st"', async () => {
    for (const query of ['saint etienne', 'Saint-Étienne', 'saintetienne', 'st etienne', 'St-Étienne']) {
      const [first] = await geocoder.search(query);
      expect(first, query).toMatchObject({ city: 'Saint-Étienne', countryCode: 'fr' });
    }
  });

  it('only knows France, Belgium, Switzerland and Canada', async () => {
    expect(await geocoder.search('Berlin')).toEqual([]);
    expect(await geocoder.search('new york')).toEqual([]);
    const all = [...(await geocoder.search('pa')), ...(await geocoder.search('sa')), ...(await geocoder.search('to'))];
    for (const suggestion of all) expect(['fr', 'be', 'ch', 'ca']).toContain(suggestion.countryCode);
  });

  it('gives at most 5 suggestions, most populous first, without city sections', async () => {
    const suggestions = await geocoder.search('ma');
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]!.city).toBe('Marseille');
    expect(suggestions.map((s) => s.city)).not.toContain('Marseille 01');

    const paris = await geocoder.search('paris');
    expect(paris.map((s) => s.label)).toEqual(['Paris, Île-de-France, France', 'Paris, Ontario, Canada']);

    const zurich = await geocoder.search('zurich');
    expect(zurich[0]).toMatchObject({ city: 'Zurich', state: 'Zurich' });
    expect(zurich.some((s) => s.city.includes('Kreis'))).toBe(false);
  });

  it('answers nothing for a blank query', async () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces(' - ')).toEqual([]);
  });

  it('rejects with an AbortError when the caller already gave up', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(geocoder.search('lyon', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('returns copies (callers cannot alter the gazetteer)', async () => {
    const [first] = await geocoder.search('lyon');
    first!.city = 'changed';
    expect((await geocoder.search('lyon'))[0]!.city).toBe('Lyon');
  });

  it('normalises names for matching', () => {
    expect(normalisePlaceName('  Saint-Étienne-lès-Remiremont ')).toBe('saint etienne les remiremont');
    expect(normalisePlaceName("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(normalisePlaceName('Œuilly')).toBe('oeuilly');
  });

  it('warms up once, then answers quickly', async () => {
    await geocoder.warmUp!();
    const started = performance.now();
    for (let i = 0; i < 20; i++) searchPlaces('saint');
    // Generous bound: a warm search is well under a millisecond on a laptop.
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});
