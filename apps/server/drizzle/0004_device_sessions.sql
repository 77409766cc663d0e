ALTER TABLE "devices" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_emergency_contact" boolean DEFAULT false NOT NULL;