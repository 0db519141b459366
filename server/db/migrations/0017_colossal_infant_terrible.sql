CREATE TABLE "list_import_mappings" (
	"header_key" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"date_format" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"email" text,
	"mobile" text,
	"values" jsonb,
	"outcome" text,
	"reason" text,
	"matched_id" integer,
	"respondent_id" integer
);
--> statement-breakpoint
CREATE TABLE "list_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"list_id" integer,
	"client_id" integer,
	"owner" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"columns" jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb,
	"date_format" text,
	"country" text,
	"counts" jsonb,
	"imported" integer DEFAULT 0 NOT NULL,
	"to_import" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_import_rows" ADD CONSTRAINT "list_import_rows_import_id_list_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."list_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_imports" ADD CONSTRAINT "list_imports_list_id_respondent_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."respondent_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_imports" ADD CONSTRAINT "list_imports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_import_rows_row_idx" ON "list_import_rows" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "list_import_rows_outcome_idx" ON "list_import_rows" USING btree ("import_id","outcome","id");--> statement-breakpoint
CREATE INDEX "list_imports_owner_idx" ON "list_imports" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "respondents_email_lower_idx" ON "respondents" USING btree (lower("email"));