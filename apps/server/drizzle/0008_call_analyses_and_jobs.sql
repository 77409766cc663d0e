CREATE TABLE "call_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"status" integer NOT NULL,
	"measures" jsonb,
	"voice_score" real,
	"anomaly_level" integer DEFAULT -1 NOT NULL,
	"anomaly_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"baseline_count" integer DEFAULT 0 NOT NULL,
	"algorithm" text NOT NULL,
	"recording_key" text,
	"failure_reason" text,
	"comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"unique_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "call_analyses" ADD CONSTRAINT "call_analyses_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_analyses" ADD CONSTRAINT "call_analyses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_analyses" ADD CONSTRAINT "call_analyses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_analyses_call_idx" ON "call_analyses" USING btree ("call_id","id");--> statement-breakpoint
CREATE INDEX "call_analyses_patient_idx" ON "call_analyses" USING btree ("patient_id","status");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_waiting_unique_idx" ON "jobs" USING btree ("kind","unique_key") WHERE "jobs"."status" = 'queued';