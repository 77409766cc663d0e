CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"source" text NOT NULL,
	"product" text NOT NULL,
	"status" integer,
	"patient_dial_status" text,
	"interviewer_call_status" text,
	"interviewer_id" integer,
	"patient_phone" text,
	"questionnaire_id" integer,
	"start_date" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"recording_time" integer DEFAULT 0 NOT NULL,
	"total_dial_time" integer DEFAULT 0 NOT NULL,
	"was_recorded" boolean DEFAULT false NOT NULL,
	"call_transcription_status" text,
	CONSTRAINT "calls_source_check" CHECK ("calls"."source" in ('voip', 'phone')),
	CONSTRAINT "calls_product_check" CHECK ("calls"."product" in ('bot', 'lift', 'other')),
	CONSTRAINT "calls_durations_check" CHECK ("calls"."recording_time" >= 0 and "calls"."total_dial_time" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_patient_started_idx" ON "calls" USING btree ("patient_id",coalesce("start_date", "date_created"),"id");--> statement-breakpoint
CREATE INDEX "calls_organization_id_idx" ON "calls" USING btree ("organization_id");