import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { BetKind } from '@/lib/sports/lines';

/** A name as the feed gives it, in the three languages. */
export type LocalName = { ru: string; en: string; kz: string };
export type OddsPolicy = 'none' | 'higher' | 'any';

/**
 * One selection of the bet slip: what the player picked and what they saw when they picked it
 * (odds and market version), with the names the slip shows without asking the API again.
 */
export type SlipSelection = {
  /** `<event>/<type>/<spec key>/<outcome>` (selectionKey). */
  key: string;
  eventId: string;
  sport: string;
  home: LocalName;
  away: LocalName;
  live: boolean;
  typeId: number;
  specKey: string;
  specifiers: Record<string, string>;
  outcomeId: string;
  /** The odds shown (and accepted) for this selection, decimal text. */
  odds: string;
  version: number;
  banker: boolean;
};

export const BET_SLIP_STORAGE_KEY = 'betSlip';
export const ODDS_POLICY_STORAGE_KEY = 'betSlipOddsPolicy';

/** The slip's selections, kept in local storage so a reload or another page keeps them. */
export const betSlipAtom = atomWithStorage<SlipSelection[]>(BET_SLIP_STORAGE_KEY, []);

/** What the player accepts when odds move before the bet is taken; remembered. */
export const oddsPolicyAtom = atomWithStorage<OddsPolicy>(ODDS_POLICY_STORAGE_KEY, 'none');

/** The slip's tab: singles (one ticket per selection), an express or a system. */
export const betKindAtom = atom<BetKind>('single');

/** Whether the slip's drawer is open (narrow screens). */
export const slipDrawerAtom = atom(false);

/**
 * What the last press of an odds button did to the slip ("added, 2 selections"), said politely
 * wherever the slip is: beside the line, or closed behind its bar on a narrow screen (issue 42).
 */
export const slipNoticeAtom = atom('');

/** What the slip knows of a market from the line on screen (the stream), by market key. */
export type LiveMarket = {
  status: string;
  version: number;
  outcomes: readonly { id: string; odds: string | null; active: boolean }[];
};

/**
 * The markets the pages on screen follow, as the stream last told them (`'removed'` once gone):
 * the slip reads its legs' odds and statuses here between its checks with the API.
 */
export const lineMarketsAtom = atom<Record<string, LiveMarket | 'removed'>>({});
