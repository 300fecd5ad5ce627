-- The house's and the bonus pool's shards of every currency (server/services/ledger/accounts.ts,
-- SYSTEM_SHARDS = 8), open from the start. A bet opened a shard on its first use, inside its own
-- transaction and before it took the player's bonus grant: a second bet of the player holding
-- the grant then waited for that uncommitted row, and the first for the grant, and PostgreSQL
-- ended one as a deadlock. A shard that exists is never inserted again, so bets meet only on
-- locks they take in one order. tests/api/ledger-account-opening.test.ts holds this list to
-- CURRENCIES: a new currency needs its shards here.
INSERT INTO ledger_accounts (code, owner, currency, kind, allow_negative, created_at)
SELECT owner || ':' || currency || '#' || shard, owner, currency,
       CASE owner WHEN 'bonus' THEN 'bonus' ELSE 'real' END, true, now()
  FROM unnest(ARRAY['house', 'bonus']) AS owner,
       unnest(ARRAY['RUB', 'USD', 'KZT', 'INR', 'EUR']) AS currency,
       generate_series(0, 7) AS shard
ON CONFLICT (code) DO NOTHING;
