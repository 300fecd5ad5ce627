CREATE TABLE "player_activity" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"returns" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_activity_user_id_hour_currency_pk" PRIMARY KEY("user_id","hour","currency")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "player_limits_amount_ck" CHECK ("player_limits"."amount" > 0),
	CONSTRAINT "player_limits_kind_ck" CHECK (("player_limits"."kind" = 'session') = ("player_limits"."period" = 'session') and "player_limits"."kind" in ('deposit', 'loss', 'wager', 'session') and "player_limits"."period" in ('day', 'week', 'month', 'session'))
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"reality_minutes" integer,
	"session_started_at" timestamp with time zone,
	"reality_due_at" timestamp with time zone,
	"exclusion_started_at" timestamp with time zone,
	"exclusion_ends_at" timestamp with time zone,
	"exclusion_indefinite" boolean DEFAULT false NOT NULL,
	"exclusion_source" text,
	"reopen_asked_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_state_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "register_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_activity" ADD CONSTRAINT "player_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_events" ADD CONSTRAINT "protection_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_events_user_idx" ON "protection_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "users_register_checked_idx" ON "users" USING btree ("register_checked_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_ck" CHECK ("users"."state" in ('active', 'blocked', 'closed', 'timed_out', 'self_excluded'));--> statement-breakpoint
-- Issue 34: a protected player's totals since `p_since` (whole hours, UTC), in `p_currency`.
-- Other currencies convert through exchange_rates (at par when a rate is missing), rounded up.
CREATE FUNCTION protection_totals(
  p_user integer,
  p_currency text,
  p_since timestamptz,
  OUT deposits bigint,
  OUT stakes bigint,
  OUT returns bigint
) LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(ceil(a.deposits::numeric * coalesce(f.to_base_e8, 100000000) / coalesce(t.to_base_e8, 100000000))), 0)::bigint,
         coalesce(sum(ceil(a.stakes::numeric * coalesce(f.to_base_e8, 100000000) / coalesce(t.to_base_e8, 100000000))), 0)::bigint,
         coalesce(sum(floor(a.returns::numeric * coalesce(f.to_base_e8, 100000000) / coalesce(t.to_base_e8, 100000000))), 0)::bigint
    FROM player_activity a
    LEFT JOIN exchange_rates f ON f.currency = a.currency AND a.currency <> p_currency
    LEFT JOIN exchange_rates t ON t.currency = p_currency AND a.currency <> p_currency
   WHERE a.user_id = p_user
     AND a.hour >= date_trunc('hour', p_since, 'UTC')
$$;
--> statement-breakpoint
-- Issue 34: the one check of every product. Each movement of a player's real money that a limit
-- counts (a deposit, a stake, what came back) is added to the player's hour in the same
-- statement, under the lock of the player's protection row, so concurrent stakes are counted one
-- after the other. A stake that a loss or wager limit cannot take, an invoice (its pending hold)
-- that a deposit limit cannot take, or a stake after a reality check fell due undoes the whole
-- statement: SQLSTATE RG001 with the limit as JSON (the lowest remaining of those crossed),
-- RG002 for the reality check. Money a provider reports paid is always credited and counted. Players without a protection row
-- are not counted (their last 31 days are copied in when they set one).
CREATE FUNCTION protection_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base_kind text := split_part(NEW.kind, ':', 1);
  player integer;
  side text;
  guard player_protection;
  v_deposits bigint := 0;
  v_stakes bigint := 0;
  v_returns bigint := 0;
  lim record;
  totals record;
  used bigint;
  remaining bigint;
  worst jsonb;
  worst_remaining bigint;
  hours integer;
  added bigint;
  last_period text;
BEGIN
  IF NEW.settles_id IS NOT NULL AND NEW.status <> 'voided' THEN
    RETURN NULL;
  END IF;
  SELECT a.user_id, 'debit' INTO player, side FROM ledger_accounts a
   WHERE a.id = NEW.debit_account_id AND a.user_id IS NOT NULL AND a.kind = 'real';
  IF player IS NULL THEN
    SELECT a.user_id, 'credit' INTO player, side FROM ledger_accounts a
     WHERE a.id = NEW.credit_account_id AND a.user_id IS NOT NULL AND a.kind = 'real';
  END IF;
  IF player IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT * INTO guard FROM player_protection WHERE user_id = player FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;

  IF NEW.settles_id IS NOT NULL THEN
    -- A hold released: a stake comes back, a deposit is not counted any more.
    IF base_kind IN ('bet_stake', 'casino_bet') THEN
      v_returns := NEW.amount;
    ELSIF base_kind = 'deposit' THEN
      v_deposits := -NEW.amount;
    ELSE
      RETURN NULL;
    END IF;
  ELSIF base_kind = 'deposit' AND side = 'credit' THEN
    v_deposits := NEW.amount;
  ELSIF base_kind IN ('bet_stake', 'casino_bet') AND side = 'debit' THEN
    v_stakes := NEW.amount;
  ELSIF base_kind IN ('bet_payout', 'casino_win', 'sport_payout', 'bet_refund', 'casino_rollback', 'sport_unpay') THEN
    v_returns := CASE WHEN side = 'credit' THEN NEW.amount ELSE -NEW.amount END;
  ELSE
    RETURN NULL;
  END IF;

  INSERT INTO player_activity AS pa (user_id, currency, hour, deposits, stakes, returns)
  VALUES (player, NEW.currency, date_trunc('hour', NEW.created_at, 'UTC'), v_deposits, v_stakes, v_returns)
  ON CONFLICT (user_id, hour, currency) DO UPDATE
    SET deposits = pa.deposits + EXCLUDED.deposits,
        stakes = pa.stakes + EXCLUDED.stakes,
        returns = pa.returns + EXCLUDED.returns;

  IF v_stakes > 0 THEN
    IF guard.reality_due_at IS NOT NULL AND guard.reality_due_at <= NEW.created_at THEN
      RAISE EXCEPTION 'reality_check' USING ERRCODE = 'RG002';
    END IF;
    added := v_stakes;
  ELSIF v_deposits > 0 AND NEW.status = 'pending' THEN
    -- An invoice opening (its hold): money already paid is never refused, only counted.
    added := v_deposits;
  ELSE
    RETURN NULL;
  END IF;
  IF NEW.currency <> guard.currency THEN
    added := ceil(added::numeric
      * coalesce((SELECT to_base_e8 FROM exchange_rates WHERE currency = NEW.currency), 100000000)
      / coalesce((SELECT to_base_e8 FROM exchange_rates WHERE currency = guard.currency), 100000000));
  END IF;
  -- Ordered by period, so each window is summed once for the limits that share it.
  FOR lim IN SELECT kind, period, amount FROM player_limits
              WHERE user_id = player
                AND kind = ANY (CASE WHEN v_stakes > 0 THEN ARRAY['loss', 'wager'] ELSE ARRAY['deposit'] END)
              ORDER BY period LOOP
    IF last_period IS DISTINCT FROM lim.period THEN
      hours := CASE lim.period WHEN 'day' THEN 24 WHEN 'week' THEN 168 ELSE 720 END;
      SELECT * INTO totals FROM protection_totals(player, guard.currency,
                                                  NEW.created_at - make_interval(hours => hours - 1));
      last_period := lim.period;
    END IF;
    used := CASE lim.kind
              WHEN 'deposit' THEN totals.deposits
              WHEN 'wager' THEN totals.stakes
              ELSE totals.stakes - totals.returns END;
    IF used > lim.amount THEN
      -- What the limit still took before this movement.
      remaining := greatest(lim.amount - (used - added), 0);
      IF worst IS NULL OR remaining < worst_remaining THEN
        worst_remaining := remaining;
        worst := jsonb_build_object('kind', lim.kind, 'period', lim.period, 'amount', lim.amount,
                                    'remaining', remaining, 'currency', guard.currency);
      END IF;
    END IF;
  END LOOP;
  IF worst IS NOT NULL THEN
    RAISE EXCEPTION '%', worst::text USING ERRCODE = 'RG001';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_protection" AFTER INSERT ON "ledger_transfers" FOR EACH ROW
  WHEN (NEW.kind IN ('deposit', 'bet_stake', 'casino_bet', 'bet_payout', 'casino_win', 'sport_payout', 'bet_refund', 'casino_rollback', 'sport_unpay', 'deposit:void', 'bet_stake:void', 'casino_bet:void'))
  EXECUTE FUNCTION protection_count();
--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = "permissions" || '["players.protection"]'::jsonb, "updated_at" = now()
 WHERE "name" IN ('admin', 'risk', 'service') AND NOT "permissions" ? 'players.protection';
--> statement-breakpoint
-- A player's protection history is kept as written, like the audit trail: staff read it, nobody edits it.
CREATE FUNCTION "protection_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'protection_events is append-only' USING ERRCODE = 'AU001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "protection_events_no_change" BEFORE UPDATE OR DELETE ON "protection_events" FOR EACH ROW EXECUTE FUNCTION "protection_events_append_only"();
