-- Issue 41: a stake and the player's balance after it in one call, for a statement that writes
-- the bet's rows beside it (a sports ticket and its legs, server/services/sports/betting/
-- place-ticket.ts). The transfer is `ledger_transfer()`'s, with its rules; a pending stake (a live
-- ticket's hold) counts in the balance through `pending_debits`. The key is the bet's own, new
-- with its row in the same statement, so the fingerprint is the caller's.
CREATE FUNCTION ledger_stake(
  p_key text,
  p_fingerprint text,
  p_pending boolean,
  p_player integer,
  p_house integer,
  p_amount bigint,
  p_currency text,
  p_metadata jsonb,
  p_created_at timestamptz
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  after bigint;
BEGIN
  PERFORM ledger_transfer(p_key, p_fingerprint, 'bet_stake', p_pending, p_player, false, p_house,
                          true, p_amount, p_currency, p_metadata, p_created_at);
  SELECT balance - pending_debits INTO after FROM ledger_accounts WHERE id = p_player;
  RETURN after;
END $$;
