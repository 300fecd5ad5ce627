-- Issue 41: what a sports ticket's placement reads under its locks, in one call (server/services/
-- sports/betting/lock-line.ts explains the locks). First the legs' events (with their sports'
-- slugs) FOR SHARE in id order, their markets FOR SHARE in primary-key order and the producers
-- FOR KEY SHARE in id order, each locking set a CTE the answer reads in that order, beside the
-- currency's limits for the events' sports and `*` and whether the player has an active bonus.
-- Then, in a statement of its own and so in a snapshot taken once the markets are held, every
-- outcome of those markets: a market whose lock was waited for comes back new, and outcomes read
-- in the first statement would be as they were before it.
CREATE FUNCTION sport_lock_line(
  p_events text[],
  p_market_events text[],
  p_market_types integer[],
  p_market_specs text[],
  p_currency text,
  p_user integer
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  locked json;
  outcomes json;
BEGIN
  WITH e AS (
    SELECT sport_events.*, sports.slug AS sport_slug
      FROM sport_events JOIN sports ON sports.id = sport_events.sport_id
     WHERE sport_events.id = ANY(p_events)
     ORDER BY sport_events.id
       FOR SHARE OF sport_events
  ), m AS (
    SELECT sport_markets.*
      FROM sport_markets
      JOIN unnest(p_market_events, p_market_types, p_market_specs)
        AS wanted(event_id, type_id, spec_key) USING (event_id, type_id, spec_key)
     ORDER BY sport_markets.event_id, sport_markets.type_id, sport_markets.spec_key
       FOR SHARE OF sport_markets
  ), p AS (
    SELECT * FROM sport_producers ORDER BY id FOR KEY SHARE
  )
  SELECT json_build_object(
           'events', (SELECT coalesce(json_agg(e), '[]') FROM e),
           'markets', (SELECT coalesce(json_agg(m), '[]') FROM m),
           'producers', (SELECT coalesce(json_agg(p), '[]') FROM p),
           'limits', (SELECT coalesce(json_agg(l), '[]') FROM sport_limits l
                       WHERE l.currency = p_currency
                         AND (l.sport_id = '*' OR l.sport_id IN (SELECT sport_id FROM e))),
           'bonus', EXISTS (SELECT 1 FROM bonus_grants
                             WHERE user_id = p_user AND currency = p_currency
                               AND status = 'active'))
    INTO locked;
  SELECT coalesce(json_agg(sport_outcomes), '[]')
    INTO outcomes
    FROM sport_outcomes
    JOIN unnest(p_market_events, p_market_types, p_market_specs)
      AS wanted(event_id, type_id, spec_key) USING (event_id, type_id, spec_key);
  RETURN json_build_object('locked', locked, 'outcomes', outcomes);
END $$;
