ALTER TABLE "gallery_photos" ADD COLUMN "alt" jsonb;--> statement-breakpoint
-- The portfolio's pictures move into the library (docs/decisions/095): a job, so the committed
-- placeholders are copied in by the job runner at the start, once per database, and never again.
INSERT INTO "jobs" ("kind", "payload") VALUES ('portfolio.seed', '{}'::jsonb);
