CREATE TABLE "booking_signoffs" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"client_contact_id" integer,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_schedule_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"client_contact_id" integer,
	"contact_name" text NOT NULL,
	"job_id" integer,
	"job_label" text NOT NULL,
	"session_ids" integer[] DEFAULT '{}' NOT NULL,
	"sessions" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"row_count" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_feedback" ADD COLUMN "job_group_id" integer;--> statement-breakpoint
ALTER TABLE "client_feedback" ADD COLUMN "client_contact_id" integer;--> statement-breakpoint
ALTER TABLE "booking_signoffs" ADD CONSTRAINT "booking_signoffs_event_id_respondent_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."respondent_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_signoffs" ADD CONSTRAINT "booking_signoffs_client_contact_id_client_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schedule_views" ADD CONSTRAINT "client_schedule_views_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schedule_views" ADD CONSTRAINT "client_schedule_views_client_contact_id_client_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_schedule_views_client_idx" ON "client_schedule_views" USING btree ("client_id","at");--> statement-breakpoint
ALTER TABLE "client_feedback" ADD CONSTRAINT "client_feedback_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_feedback" ADD CONSTRAINT "client_feedback_client_contact_id_client_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;