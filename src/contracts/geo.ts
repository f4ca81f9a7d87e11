import { z } from 'zod';
import { zText } from './text.ts';
import { GEO_COUNTRIES, GEO_MAX_QUERY_LENGTH, GEO_MAX_SUGGESTIONS } from './geo-terms.ts';

export const ZGeoCountryCode = z.enum(GEO_COUNTRIES);

export const ZLocationSuggestion = z.object({
  placeId: z.string(),
  /** The city, town, village or municipality: what fills the location field. */
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  countryCode: ZGeoCountryCode,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** One line for the list, e.g. 'Lyon, Auvergne-Rhône-Alpes, France'. */
  label: z.string(),
});
export type TLocationSuggestion = z.infer<typeof ZLocationSuggestion>;

/** GET /api/geo/search?q= — a query shorter than GEO_MIN_QUERY_LENGTH answers no suggestions. */
export const ZGeoSearchQuery = z.object({
  q: zText(GEO_MAX_QUERY_LENGTH, { trim: true }),
});

export const ZGeoSearchResponse = z.object({
  suggestions: z.array(ZLocationSuggestion).max(GEO_MAX_SUGGESTIONS),
});
export type TGeoSearchResponse = z.infer<typeof ZGeoSearchResponse>;
