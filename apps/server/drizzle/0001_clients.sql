CREATE TABLE "diagnoses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_diagnoses" (
	"patient_id" integer NOT NULL,
	"diagnosis_id" integer NOT NULL,
	"order" integer,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_diagnoses_patient_id_diagnosis_id_pk" PRIMARY KEY("patient_id","diagnosis_id"),
	CONSTRAINT "patient_diagnoses_order_check" CHECK (("patient_diagnoses"."active" = 1 and "patient_diagnoses"."order" >= 1) or ("patient_diagnoses"."active" = 0 and "patient_diagnoses"."order" is null))
);
--> statement-breakpoint
CREATE TABLE "patient_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"number" text NOT NULL,
	"label" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"time" text NOT NULL,
	"timezone" text NOT NULL,
	CONSTRAINT "patient_schedules_day_of_week_check" CHECK ("patient_schedules"."day_of_week" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "patient_tags" (
	"patient_id" integer NOT NULL,
	"name" text NOT NULL,
	"params" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_tags_patient_id_name_pk" PRIMARY KEY("patient_id","name")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"external_id" text,
	"pronunciation" text,
	"birth_date" date NOT NULL,
	"gender" text,
	"clinic_name" text,
	"language" text,
	"email" text,
	"note" text,
	"city" text,
	"state" text,
	"country" text,
	"address" text,
	"zip_code" text,
	"start_date" date,
	"end_date" date,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_call_transcription_on" boolean DEFAULT false NOT NULL,
	"days_frequency" integer,
	"last_call_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_days_frequency_check" CHECK ("patients"."days_frequency" in (1, 14, 21, 28))
);
--> statement-breakpoint
ALTER TABLE "patient_diagnoses" ADD CONSTRAINT "patient_diagnoses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_diagnoses" ADD CONSTRAINT "patient_diagnoses_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_phones" ADD CONSTRAINT "patient_phones_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_schedules" ADD CONSTRAINT "patient_schedules_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tags" ADD CONSTRAINT "patient_tags_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diagnoses_code_idx" ON "diagnoses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "patient_phones_patient_id_idx" ON "patient_phones" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_schedules_patient_day_idx" ON "patient_schedules" USING btree ("patient_id","day_of_week");--> statement-breakpoint
CREATE INDEX "patients_organization_id_idx" ON "patients" USING btree ("organization_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_organization_external_id_idx" ON "patients" USING btree ("organization_id",lower("external_id")) WHERE "patients"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_organization_name_birth_date_idx" ON "patients" USING btree ("organization_id",lower("first_name"),lower("last_name"),"birth_date");