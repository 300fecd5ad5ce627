-- Issue 15: a transfer in one statement instead of three (transfer row, debit, credit), and a
-- bet's money in one statement instead of four. The rules are those of
-- server/services/ledger/transfer.ts, which calls these and explains them; nothing else may.

-- One account's change. The debit of an account that may not go negative is conditional on the
-- money being there (READ COMMITTED re-checks the condition on the row it waited for, so racing
-- debits cannot both pass); when it is not, SQLSTATE LG001 undoes the whole statement.
CREATE FUNCTION ledger_apply(
  p_account integer,
  p_balance bigint,
  p_pending_debits bigint,
  p_pending_credits bigint,
  p_spends bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
     SET balance = balance + p_balance,
         pending_debits = pending_debits + p_pending_debits,
         pending_credits = pending_credits + p_pending_credits
   WHERE id = p_account
     AND (p_spends = 0 OR allow_negative OR balance - pending_debits >= p_spends);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % cannot spend %', p_account, p_spends USING ERRCODE = 'LG001';
  END IF;
END $$;
--> statement-breakpoint

-- A transfer: the row first (a second call with the same key waits on the unique index until
-- the first commits, then answers that row and moves nothing), then both accounts, players'
-- rows before system rows and each group in id order, the one lock order that keeps transfers
-- from deadlocking. Answers the transfer row, new or found; the caller compares fingerprints.
CREATE FUNCTION ledger_transfer(
  p_key text,
  p_fingerprint text,
  p_kind text,
  p_pending boolean,
  p_debit integer,
  p_debit_system boolean,
  p_credit integer,
  p_credit_system boolean,
  p_amount bigint,
  p_currency text,
  p_metadata jsonb,
  p_created_at timestamptz
) RETURNS SETOF ledger_transfers LANGUAGE plpgsql AS $$
DECLARE
  made ledger_transfers;
  debit_first boolean := (p_debit_system, p_debit) < (p_credit_system, p_credit);
BEGIN
  INSERT INTO ledger_transfers (idempotency_key, fingerprint, kind, status, debit_account_id,
                                credit_account_id, amount, currency, metadata, created_at)
  VALUES (p_key, p_fingerprint, p_kind, CASE WHEN p_pending THEN 'pending' ELSE 'posted' END,
          p_debit, p_credit, p_amount, p_currency, p_metadata, p_created_at)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING * INTO made;
  IF NOT FOUND THEN
    RETURN QUERY SELECT * FROM ledger_transfers WHERE idempotency_key = p_key;
    RETURN;
  END IF;
  IF debit_first THEN
    PERFORM ledger_apply(p_debit, CASE WHEN p_pending THEN 0 ELSE -p_amount END,
                         CASE WHEN p_pending THEN p_amount ELSE 0 END, 0, p_amount);
  END IF;
  PERFORM ledger_apply(p_credit, CASE WHEN p_pending THEN 0 ELSE p_amount END,
                       0, CASE WHEN p_pending THEN p_amount ELSE 0 END, 0);
  IF NOT debit_first THEN
    PERFORM ledger_apply(p_debit, CASE WHEN p_pending THEN 0 ELSE -p_amount END,
                         CASE WHEN p_pending THEN p_amount ELSE 0 END, 0, p_amount);
  END IF;
  RETURN NEXT made;
END $$;
--> statement-breakpoint

-- A settled bet's money in one statement: the stake player → house (`bet:<id>:stake`), the
-- payout house → player (`bet:<id>:payout`) when there is one, both on one house shard, and the
-- player's real balance after them, which the caller stores with the bet. The keys are the
-- bet's own, new with the bet row of the same transaction, so the fingerprints are the caller's.
CREATE FUNCTION ledger_bet_money(
  p_bet_id bigint,
  p_game text,
  p_player integer,
  p_house integer,
  p_currency text,
  p_stake bigint,
  p_stake_fingerprint text,
  p_payout bigint,
  p_payout_fingerprint text,
  p_created_at timestamptz
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  metadata jsonb := jsonb_build_object('bet_id', p_bet_id, 'game', p_game);
  after bigint;
BEGIN
  PERFORM ledger_transfer('bet:' || p_bet_id || ':stake', p_stake_fingerprint, 'bet_stake', false,
                          p_player, false, p_house, true, p_stake, p_currency, metadata,
                          p_created_at);
  IF p_payout > 0 THEN
    PERFORM ledger_transfer('bet:' || p_bet_id || ':payout', p_payout_fingerprint, 'bet_payout',
                            false, p_house, true, p_player, false, p_payout, p_currency, metadata,
                            p_created_at);
  END IF;
  SELECT balance - pending_debits INTO after FROM ledger_accounts WHERE id = p_player;
  RETURN after;
END $$;
