import { publicEnv } from '@/lib/env/public';
import type { GameService, ServiceBases } from './game-services';

type Location = { protocol: string; host: string; hostname: string; origin: string };

/** Hosts without subdomains of their own: a bare address or `localhost` serves the API under `/api`. */
function isBareHost(hostname: string) {
  return hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.startsWith('[');
}

/**
 * The main API base (spec §7): the configured URL in development (this origin's `/api` when none
 * is configured), otherwise the `api.` subdomain of the current host without a leading `www`.
 * `localhost` and IP addresses have no `api.` subdomain to resolve, so they use `/api`.
 */
export function apiBaseUrl(
  location: Location,
  {
    isDevelopment = process.env.NODE_ENV === 'development',
    configured = publicEnv.apiUrl,
  }: { isDevelopment?: boolean; configured?: string } = {},
) {
  if (isDevelopment) return configured || `${location.origin}/api`;
  if (isBareHost(location.hostname)) return `${location.origin}/api`;
  return `${location.protocol}//api.${location.host.replace(/^www\./, '')}`;
}

/**
 * The base of one game service (spec §7): its own URL, or the main API's base on its own port
 * (so it follows a failover of the main base to a mirror), or the main API itself.
 */
export function serviceBaseUrl(service: GameService, mainBase: string, services: ServiceBases) {
  const { url, port } = services[service] ?? {};
  if (url) return url.replace(/\/+$/, '');
  if (!port) return mainBase;
  const base = new URL(mainBase);
  base.port = String(port);
  return base.toString().replace(/\/+$/, '');
}
