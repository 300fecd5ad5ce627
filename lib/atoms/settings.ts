import { atom } from 'jotai';
import type { PublicSettings } from '@/lib/api/marketing';

/** The settings store of spec §3: both values empty until the settings call answers. */
export const settingsAtom = atom<PublicSettings>({ revshareUrl: '', tgChannelUrl: '' });
