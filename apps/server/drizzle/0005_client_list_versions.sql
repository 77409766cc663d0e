CREATE SCHEMA "carecall_internal";
--> statement-breakpoint
CREATE TABLE "carecall_internal"."client_list_versions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the client-list version of each named organization (creating its counter on first use).
CREATE FUNCTION "carecall_internal"."raise_client_list_versions"(organization_ids integer[]) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO "carecall_internal"."client_list_versions" AS current ("organization_id", "version")
	SELECT DISTINCT id, 1 FROM unnest(organization_ids) AS id WHERE id IS NOT NULL
	ON CONFLICT ("organization_id") DO UPDATE SET "version" = current."version" + 1;
$$;
--> statement-breakpoint
-- After any change to clients: the organizations of the old and new rows.
CREATE FUNCTION "carecall_internal"."patients_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "carecall_internal"."raise_client_list_versions"(ARRAY(SELECT organization_id FROM new_rows));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "carecall_internal"."raise_client_list_versions"(
			ARRAY(SELECT organization_id FROM new_rows UNION SELECT organization_id FROM old_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "carecall_internal"."raise_client_list_versions"(ARRAY(SELECT organization_id FROM old_rows));
	ELSE
		UPDATE "carecall_internal"."client_list_versions" SET "version" = "version" + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- After any change to client phones or tags: the organizations of the clients they belong to.
CREATE FUNCTION "carecall_internal"."patient_parts_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "carecall_internal"."raise_client_list_versions"(ARRAY(
			SELECT p.organization_id FROM new_rows r JOIN "public"."patients" p ON p.id = r.patient_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "carecall_internal"."raise_client_list_versions"(ARRAY(
			SELECT p.organization_id FROM new_rows r JOIN "public"."patients" p ON p.id = r.patient_id
			UNION SELECT p.organization_id FROM old_rows r JOIN "public"."patients" p ON p.id = r.patient_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "carecall_internal"."raise_client_list_versions"(ARRAY(
			SELECT p.organization_id FROM old_rows r JOIN "public"."patients" p ON p.id = r.patient_id));
	ELSE
		UPDATE "carecall_internal"."client_list_versions" SET "version" = "version" + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "patients_list_version_insert" AFTER INSERT ON "patients" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patients_changed"();
--> statement-breakpoint
CREATE TRIGGER "patients_list_version_update" AFTER UPDATE ON "patients" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patients_changed"();
--> statement-breakpoint
CREATE TRIGGER "patients_list_version_delete" AFTER DELETE ON "patients" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patients_changed"();
--> statement-breakpoint
CREATE TRIGGER "patients_list_version_truncate" AFTER TRUNCATE ON "patients"
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patients_changed"();
--> statement-breakpoint
CREATE TRIGGER "patient_phones_list_version_insert" AFTER INSERT ON "patient_phones" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patient_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "patient_phones_list_version_update" AFTER UPDATE ON "patient_phones" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patient_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "patient_phones_list_version_delete" AFTER DELETE ON "patient_phones" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patient_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "patient_phones_list_version_truncate" AFTER TRUNCATE ON "patient_phones"
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patient_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "patient_tags_list_version_insert" AFTER INSERT ON "patient_tags" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patient_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "patient_tags_list_version_update" AFTER UPDATE ON "patient_tags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patient_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "patient_tags_list_version_delete" AFTER DELETE ON "patient_tags" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patient_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "patient_tags_list_version_truncate" AFTER TRUNCATE ON "patient_tags"
	FOR EACH STATEMENT EXECUTE FUNCTION "carecall_internal"."patient_parts_changed"();
