CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_type" text NOT NULL,
	"parent_id" integer,
	"client_id" integer,
	"job_id" integer,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"description" text,
	"document_action" text,
	"is_private_list" boolean DEFAULT false NOT NULL,
	"client_visible" boolean DEFAULT false NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"issued_date" date,
	"due_date" date,
	"po_number" text,
	"description" text,
	"external_ref" text,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "job_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"client_contact_id" integer NOT NULL,
	"contact_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"description" text,
	"incentive_amount" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "job_incentives" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"incentive_type" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "job_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_time_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"username" text NOT NULL,
	"position" text,
	"allocated_minutes" integer DEFAULT 0 NOT NULL,
	"spent_minutes" integer DEFAULT 0 NOT NULL,
	"work_date" date
);
--> statement-breakpoint
CREATE TABLE "job_venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"job_group_id" integer,
	"name" text NOT NULL,
	"criteria" text,
	"target" integer NOT NULL,
	"achieved" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "project_manager" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "recruiters" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "quoted_by" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "client_contact_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "quote_status" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "quote_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_client_contact_id_client_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_durations" ADD CONSTRAINT "job_durations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_incentives" ADD CONSTRAINT "job_incentives_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_queries" ADD CONSTRAINT "job_queries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_time_allocations" ADD CONSTRAINT "job_time_allocations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_venues" ADD CONSTRAINT "job_venues_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_venues" ADD CONSTRAINT "job_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_parent_idx" ON "documents" USING btree ("parent_type","parent_id");--> statement-breakpoint
CREATE INDEX "documents_client_idx" ON "documents" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "documents_job_idx" ON "documents" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_contacts_job_idx" ON "job_contacts" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_durations_job_idx" ON "job_durations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_incentives_job_idx" ON "job_incentives" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_queries_job_idx" ON "job_queries" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_time_allocations_job_idx" ON "job_time_allocations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_venues_job_idx" ON "job_venues" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "quotas_job_idx" ON "quotas" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "quotas_group_idx" ON "quotas" USING btree ("job_group_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_contact_id_client_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_status_number_idx" ON "jobs" USING btree ("status","job_number","id");--> statement-breakpoint
CREATE INDEX "jobs_status_start_idx" ON "jobs" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_start_idx" ON "jobs" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_name_idx" ON "jobs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "jobs_client_number_idx" ON "jobs" USING btree ("client_id","job_number","id");--> statement-breakpoint
CREATE INDEX "jobs_pm_idx" ON "jobs" USING btree ("project_manager");