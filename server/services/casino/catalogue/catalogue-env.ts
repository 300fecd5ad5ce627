import { z } from 'zod';

/**
 * The aggregators' settings the catalogue reads (README, "Casino catalogue"). Read here until the
 * casino's settings join `server/config.ts`; the names are the ones the README documents.
 */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  /** The sandbox game provider; on by default with development tools. */
  SANDBOX_RGS_ENABLED: flag.optional(),
  HUB88_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  HUB88_OPERATOR_ID: z.coerce.number().int().positive().optional(),
  /** The operator's RSA private key (PEM) whose signature Hub88 checks on every call. */
  HUB88_PRIVATE_KEY: z.string().min(1).optional(),
  SLOTEGRATOR_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SLOTEGRATOR_MERCHANT_ID: z.string().min(1).optional(),
  SLOTEGRATOR_MERCHANT_KEY: z.string().min(1).optional(),
});

export type CatalogueEnv = {
  sandbox: boolean;
  hub88: { apiUrl: string; operatorId: number; privateKey: string } | null;
  slotegrator: { apiUrl: string; merchantId: string; merchantKey: string } | null;
};

/** The settings from the environment; a half-configured aggregator is off, a bad value an error. */
export function readCatalogueEnv(
  devTools: boolean,
  source: Record<string, string | undefined> = process.env,
): CatalogueEnv {
  const env = envSchema.parse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  return {
    sandbox: env.SANDBOX_RGS_ENABLED ?? devTools,
    hub88:
      env.HUB88_API_URL && env.HUB88_OPERATOR_ID && env.HUB88_PRIVATE_KEY
        ? {
            apiUrl: env.HUB88_API_URL,
            operatorId: env.HUB88_OPERATOR_ID,
            privateKey: env.HUB88_PRIVATE_KEY.replace(/\\n/g, '\n'),
          }
        : null,
    slotegrator:
      env.SLOTEGRATOR_API_URL && env.SLOTEGRATOR_MERCHANT_ID && env.SLOTEGRATOR_MERCHANT_KEY
        ? {
            apiUrl: env.SLOTEGRATOR_API_URL,
            merchantId: env.SLOTEGRATOR_MERCHANT_ID,
            merchantKey: env.SLOTEGRATOR_MERCHANT_KEY,
          }
        : null,
  };
}
