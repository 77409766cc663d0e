CREATE TABLE "bot_call_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exe_id" uuid NOT NULL,
	"organization_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"patient_phone_id" integer,
	"phone_number" text NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"questionnaire_version" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_call_requests_exe_id_unique" UNIQUE("exe_id")
);
--> statement-breakpoint
CREATE TABLE "hints" (
	"id" serial PRIMARY KEY NOT NULL,
	"hint" text NOT NULL,
	"group" text NOT NULL,
	"groups" text NOT NULL,
	"display_name_english" text NOT NULL,
	"display_name_spanish" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"user_id" integer,
	"restored_from_revision_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group" text,
	"description" text,
	"technical_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"polarity" text
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'none' NOT NULL,
	"language" text DEFAULT 'en-US' NOT NULL,
	"is_multiple_languages" boolean DEFAULT false NOT NULL,
	"is_sub_questionnaire" boolean DEFAULT false NOT NULL,
	"is_frame" boolean DEFAULT false NOT NULL,
	"shadow_questionnaire_id" integer DEFAULT 0 NOT NULL,
	"archive" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"document" jsonb NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_contents" (
	"key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD CONSTRAINT "bot_call_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD CONSTRAINT "bot_call_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_call_requests" ADD CONSTRAINT "bot_call_requests_patient_phone_id_patient_phones_id_fk" FOREIGN KEY ("patient_phone_id") REFERENCES "public"."patient_phones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_revisions" ADD CONSTRAINT "questionnaire_revisions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_call_requests_status_idx" ON "bot_call_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hints_hint_idx" ON "hints" USING btree ("hint");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_revisions_version_idx" ON "questionnaire_revisions" USING btree ("questionnaire_id","version");--> statement-breakpoint
CREATE INDEX "questionnaires_organization_id_idx" ON "questionnaires" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "recordings_organization_id_idx" ON "recordings" USING btree ("organization_id");