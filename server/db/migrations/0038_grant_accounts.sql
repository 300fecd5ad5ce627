-- The real and bonus accounts of every player with an active grant, as `openGrantAccounts`
-- (server/services/bonus/funding/grant-accounts.ts) opens them for grants made from now on. A
-- grant opened before 0037 may belong to a player who never deposited, whose real account a bet
-- would still insert before taking the grant's lock: the wait 0037 removed for the house's shards.
-- tests/api/ledger-account-opening.test.ts replays this statement on such a player.
INSERT INTO ledger_accounts (code, owner, user_id, currency, kind, allow_negative, created_at)
SELECT DISTINCT 'user:' || g.user_id || ':' || g.currency || ':' || kind, 'user', g.user_id,
       g.currency, kind, false, now()
  FROM bonus_grants g, unnest(ARRAY['real', 'bonus']) AS kind
 WHERE g.status = 'active'
ON CONFLICT (code) DO NOTHING;
