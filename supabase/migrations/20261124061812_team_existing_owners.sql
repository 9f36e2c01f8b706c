-- D68: accounts made before roles existed could do everything; they become owners so that every
-- agency keeps at least one owner and nobody loses access with the upgrade.
UPDATE "user" SET "role" = 'owner';
