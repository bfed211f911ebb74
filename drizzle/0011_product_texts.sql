-- The shop's seeded product texts, as the texts review asked (texts-2 A2, E7, G): names without
-- a spaced dash (the mail subjects add " – Business" after them), descriptions without a
-- "genuine" claim and without a delivery time (the pages and mails state it from one constant).
-- A text the owner has changed since the seed is left as it is.
UPDATE "products" SET
  "name" = '{"sv": "Windows 11 Pro (licens)", "fi": "Windows 11 Pro -lisenssi", "en": "Windows 11 Pro licence"}'::jsonb,
  "description" = '{"sv": "Licensnyckel för Windows 11 Pro med installationsanvisningar, skickas till din e-post. Du aktiverar den hos Microsoft.", "fi": "Windows 11 Pro -lisenssiavain ja asennusohjeet sähköpostiisi. Aktivoit avaimen Microsoftilla.", "en": "A Windows 11 Pro licence key with installation instructions, sent to your email. You activate it with Microsoft."}'::jsonb
WHERE "price_id" = 'price_windows11_pro' AND "name"->>'sv' = 'Windows 11 Pro – licens';
--> statement-breakpoint
UPDATE "products" SET
  "name" = '{"sv": "Office 2024 Pro Plus (licens)", "fi": "Office 2024 Pro Plus -lisenssi", "en": "Office 2024 Pro Plus licence"}'::jsonb,
  "description" = '{"sv": "Licensnyckel för Office 2024 Pro Plus med installationsanvisningar, skickas till din e-post. Du aktiverar den hos Microsoft.", "fi": "Office 2024 Pro Plus -lisenssiavain ja asennusohjeet sähköpostiisi. Aktivoit avaimen Microsoftilla.", "en": "An Office 2024 Pro Plus licence key with installation instructions, sent to your email. You activate it with Microsoft."}'::jsonb
WHERE "price_id" = 'price_office2024_pro_plus' AND "name"->>'sv' = 'Office 2024 Pro Plus – licens';
--> statement-breakpoint
UPDATE "products" SET
  "name" = '{"sv": "Fotoalbum MUIK 2–Virkiä 2 (ishockey)", "fi": "Valokuva-albumi MUIK 2–Virkiä 2 (jääkiekko)", "en": "Photo album MUIK 2 vs Virkiä 2 (ice hockey)"}'::jsonb
WHERE "price_id" = 'price_hockey_album_muik2_virkia2' AND "name"->>'sv' = 'Ishockey MUIK 2 – Virkiä 2 – fotoalbum';
