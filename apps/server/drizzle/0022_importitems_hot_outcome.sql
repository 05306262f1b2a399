DROP INDEX "importitems_status_idx";--> statement-breakpoint
-- Half of each page of importitems stays free, so a commit's UPDATE of every row's outcome (status,
-- record_id: no index reads them now) writes the new version on the same page without touching the
-- table's indexes (a HOT update). Not in the snapshot: drizzle does not model storage parameters.
ALTER TABLE "importitems" SET (fillfactor = 50);
