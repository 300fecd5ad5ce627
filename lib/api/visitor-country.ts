import { schemaLoader, type ApiClient } from './client';

const geoSchemas = schemaLoader(() => import('@/lib/schemas/geo'));

/** `GET /geo_ip`: the visitor's country (ISO alpha-2), null when unknown or the call fails. */
export function fetchVisitorCountry(api: ApiClient): Promise<string | null> {
  return api
    .get('geo_ip', geoSchemas('geoAnswerSchema'))
    .then((answer) => answer.data.country_code)
    .catch(() => null);
}
