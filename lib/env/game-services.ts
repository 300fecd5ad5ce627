import { z } from '@/lib/zod';
import { GAME_SERVICES, type GameService, type ServiceBases } from '@/lib/api/game-services';

type Upper = Uppercase<GameService>;
type UrlName = `${Upper}_API_URL`;
type PortName = `${Upper}_API_PORT`;

const url = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://dice.example.com' })
  .transform((value) => value.replace(/\/+$/, ''))
  .optional();
const port = z.coerce
  .number({ error: 'must be a port, 1–65535' })
  .int('must be a port, 1–65535')
  .min(1, 'must be a port, 1–65535')
  .max(65_535, 'must be a port, 1–65535')
  .optional();

const names = (service: GameService) => {
  const upper = service.toUpperCase() as Upper;
  return { url: `${upper}_API_URL` as UrlName, port: `${upper}_API_PORT` as PortName };
};

/**
 * `<SERVICE>_API_URL` and `<SERVICE>_API_PORT` for each game service (spec §7), read at run time
 * by the API (`server/config.ts` spreads this shape), the site server and the middleware, so an
 * operator moves a service without a new build. The port is where the API process also listens
 * for that service's calls alone; the URL is how players reach the service (a proxy in front of
 * that port, another host), and wins in the browser when both are set.
 */
export const gameServicesEnvShape = Object.fromEntries(
  GAME_SERVICES.flatMap((service) => {
    const name = names(service);
    return [
      [name.url, url],
      [name.port, port],
    ];
  }),
) as { [N in UrlName]: typeof url } & { [N in PortName]: typeof port };

export type GameServicesEnv = z.infer<z.ZodObject<typeof gameServicesEnvShape>>;

/** The configured services' bases, from the checked variables; unset services are left out. */
export function gameServiceBases(env: GameServicesEnv): ServiceBases {
  const bases: ServiceBases = {};
  for (const service of GAME_SERVICES) {
    const name = names(service);
    const own = { url: env[name.url], port: env[name.port] };
    if (own.url !== undefined || own.port !== undefined) {
      bases[service] = {
        ...(own.url !== undefined && { url: own.url }),
        ...(own.port !== undefined && { port: own.port }),
      };
    }
  }
  return bases;
}

/**
 * The same bases from a raw environment, a bad value left out and `report`ed (the middleware's
 * policy: the API refuses to start with it anyway, and a typo must not break every page).
 */
export function readGameServiceBases(
  env: Record<string, string | undefined>,
  report: (name: string) => void = () => {},
): ServiceBases {
  const checked: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(gameServicesEnvShape)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) checked[name] = parsed.data;
    else report(name);
  }
  return gameServiceBases(checked as GameServicesEnv);
}

/** The services the API process listens for on a port of their own. */
export function servicePorts(bases: ServiceBases): [GameService, number][] {
  return GAME_SERVICES.flatMap((service) => {
    const own = bases[service]?.port;
    return own === undefined ? [] : [[service, own] as [GameService, number]];
  });
}
