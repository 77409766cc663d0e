CREATE TABLE "bot_call_attempts" (
	"call_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"worker_id" text NOT NULL,
	"status" text NOT NULL,
	"end_reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bot_call_attempts_call_id_attempt_pk" PRIMARY KEY("call_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "organization_scheduler_questionnaires" (
	"organization_id" integer NOT NULL,
	"language" text NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "organization_scheduler_questionnaires_organization_id_language_pk" PRIMARY KEY("organization_id","language")
);
--> statement-breakpoint
CREATE TABLE "scheduled_bot_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"patient_phone_id" integer,
	"phone_number" text NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"local_time" text NOT NULL,
	"timezone" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"cancel_reason" text,
	"call_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_bot_calls_origin_check" CHECK ("scheduled_bot_calls"."origin" in ('manual', 'schedule')),
	CONSTRAINT "scheduled_bot_calls_status_check" CHECK ("scheduled_bot_calls"."status" in ('planned', 'started', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD COLUMN "call_id" integer;--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD COLUMN "scheduled_call_id" integer;--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_call_attempts" ADD CONSTRAINT "bot_call_attempts_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_scheduler_questionnaires" ADD CONSTRAINT "organization_scheduler_questionnaires_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_bot_calls" ADD CONSTRAINT "scheduled_bot_calls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_bot_calls" ADD CONSTRAINT "scheduled_bot_calls_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_bot_calls" ADD CONSTRAINT "scheduled_bot_calls_patient_phone_id_patient_phones_id_fk" FOREIGN KEY ("patient_phone_id") REFERENCES "public"."patient_phones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_bot_calls" ADD CONSTRAINT "scheduled_bot_calls_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_scheduler_questionnaires_default_idx" ON "organization_scheduler_questionnaires" USING btree ("organization_id") WHERE "organization_scheduler_questionnaires"."is_default";--> statement-breakpoint
CREATE INDEX "scheduled_bot_calls_patient_idx" ON "scheduled_bot_calls" USING btree ("patient_id","due_at");--> statement-breakpoint
CREATE INDEX "scheduled_bot_calls_organization_due_idx" ON "scheduled_bot_calls" USING btree ("organization_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_bot_calls_schedule_occurrence_idx" ON "scheduled_bot_calls" USING btree ("patient_id","due_at") WHERE "scheduled_bot_calls"."origin" = 'schedule';--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD CONSTRAINT "bot_call_requests_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_call_requests_call_id_idx" ON "bot_call_requests" USING btree ("call_id");--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD CONSTRAINT "bot_call_requests_status_check" CHECK ("bot_call_requests"."status" in ('queued', 'dialing', 'ringing', 'in-progress', 'completed', 'no-answer', 'busy', 'failed', 'canceled'));--> statement-breakpoint
UPDATE "bot_call_requests" SET "status" = 'canceled', "end_reason" = 'requested before bot calls were placed' WHERE "call_id" IS NULL;
