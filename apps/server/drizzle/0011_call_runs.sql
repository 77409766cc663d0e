CREATE TABLE "call_runs" (
	"call_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"state" jsonb NOT NULL,
	"path" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" integer DEFAULT 0 NOT NULL,
	"end_reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "call_runs" ADD CONSTRAINT "call_runs_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_runs" ADD CONSTRAINT "call_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_runs_organization_id_idx" ON "call_runs" USING btree ("organization_id");