CREATE TABLE "scheduler_shift_versions" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduler_shift_versions" ADD CONSTRAINT "scheduler_shift_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_shift_versions" ADD CONSTRAINT "scheduler_shift_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_shift_versions" ADD CONSTRAINT "scheduler_shift_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduler_shift_versions_organization_user_idx" ON "scheduler_shift_versions" USING btree ("organization_id","user_id");
