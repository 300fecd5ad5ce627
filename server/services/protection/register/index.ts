import type { AppContext } from '@/server/app-context';
import { fileRegister } from './file-register';
import { gamstopRegister } from './gamstop';
import type { ExclusionRegister } from './port';

const registers = new WeakMap<object, ExclusionRegister | null>();

/** The configured register (one per configuration, so the file's index is kept), or null: off. */
export function exclusionRegister(ctx: Pick<AppContext, 'config' | 'fetch'>) {
  if (registers.has(ctx.config)) return registers.get(ctx.config)!;
  const settings = ctx.config.exclusionRegister;
  const register = !settings
    ? null
    : settings.kind === 'file'
      ? fileRegister(settings.path)
      : gamstopRegister({ url: settings.url, apiKey: settings.apiKey, fetch: ctx.fetch });
  registers.set(ctx.config, register);
  return register;
}

export type { ExclusionRegister, RegisterPerson, RegisterVerdict } from './port';
