CREATE TABLE "scheduler_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"plan_day" date NOT NULL,
	"patient_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"language" text,
	"overdue" boolean DEFAULT false NOT NULL,
	"last_call_at" timestamp with time zone,
	"status" text DEFAULT 'due' NOT NULL,
	"user_id" integer,
	"questionnaire_id" integer,
	"phone_number_id" integer,
	"batch_id" text,
	"reserved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"skip_reason" text,
	CONSTRAINT "scheduler_calls_status_check" CHECK ("scheduler_calls"."status" in ('due', 'reserved', 'executed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "scheduler_plans" (
	"organization_id" integer NOT NULL,
	"plan_day" date NOT NULL,
	"source_stamp" text NOT NULL,
	"planned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "scheduler_shifts_day_of_week_check" CHECK ("scheduler_shifts"."day_of_week" between 1 and 7),
	CONSTRAINT "scheduler_shifts_order_check" CHECK ("scheduler_shifts"."start_time" < "scheduler_shifts"."end_time")
);
--> statement-breakpoint
ALTER TABLE "scheduler_calls" ADD CONSTRAINT "scheduler_calls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_calls" ADD CONSTRAINT "scheduler_calls_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_calls" ADD CONSTRAINT "scheduler_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_calls" ADD CONSTRAINT "scheduler_calls_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_calls" ADD CONSTRAINT "scheduler_calls_phone_number_id_patient_phones_id_fk" FOREIGN KEY ("phone_number_id") REFERENCES "public"."patient_phones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_plans" ADD CONSTRAINT "scheduler_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_shifts" ADD CONSTRAINT "scheduler_shifts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_shifts" ADD CONSTRAINT "scheduler_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduler_calls_patient_due_idx" ON "scheduler_calls" USING btree ("patient_id","due_at");--> statement-breakpoint
CREATE INDEX "scheduler_calls_queue_idx" ON "scheduler_calls" USING btree ("organization_id","plan_day","due_at");--> statement-breakpoint
CREATE INDEX "scheduler_calls_reserved_user_idx" ON "scheduler_calls" USING btree ("user_id") WHERE "scheduler_calls"."status" = 'reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "scheduler_plans_organization_day_idx" ON "scheduler_plans" USING btree ("organization_id","plan_day");--> statement-breakpoint
CREATE INDEX "scheduler_shifts_organization_day_idx" ON "scheduler_shifts" USING btree ("organization_id","day_of_week");