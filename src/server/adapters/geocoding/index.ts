import type { Config } from '#server/config';
import { createGazetteerGeocoder } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder, type NominatimOptions } from './nominatim.ts';

export { GeocodingError, isAbortError, type Geocoder, type LocationSuggestion } from './geocoder.ts';
/** The offline gazetteer, whatever the configured geocoder: the search finds a city's centre in it (ADR 0048). */
export { searchPlaces } from './gazetteer.ts';

/** Nominatim when GEOCODER_URL is set, else the offline gazetteer. */
export function createGeocoder(config: Pick<Config, 'geocoderUrl'>, nominatimOptions: Omit<NominatimOptions, 'baseUrl'> = {}): Geocoder {
  return config.geocoderUrl ? createNominatimGeocoder({ ...nominatimOptions, baseUrl: config.geocoderUrl }) : createGazetteerGeocoder();
}
