ALTER TABLE "registermembershiprequests" ALTER COLUMN "source" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "registerrequests" ALTER COLUMN "source" DROP NOT NULL;