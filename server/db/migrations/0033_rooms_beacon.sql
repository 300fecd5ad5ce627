-- A room round drawn from a drand beacon keeps the beacon's proof (issue 40): the chain's public key and timing and the round's signature.
ALTER TABLE "room_rounds" ADD COLUMN "entropy_proof" jsonb;
