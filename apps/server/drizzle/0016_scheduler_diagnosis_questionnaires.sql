CREATE TABLE "organization_scheduler_diagnosis_questionnaires" (
	"organization_id" integer NOT NULL,
	"diagnosis_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "scheduler_diagnosis_questionnaires_pk" PRIMARY KEY("organization_id","diagnosis_id")
);
--> statement-breakpoint
ALTER TABLE "organization_scheduler_diagnosis_questionnaires" ADD CONSTRAINT "scheduler_diagnosis_questionnaires_organization_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_scheduler_diagnosis_questionnaires" ADD CONSTRAINT "scheduler_diagnosis_questionnaires_diagnosis_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE cascade ON UPDATE no action;
