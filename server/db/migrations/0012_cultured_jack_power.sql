CREATE TABLE "action_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"by_id" integer NOT NULL,
	"by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"respondent_id" integer NOT NULL,
	"job_group_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"from_payment" text,
	"to_payment" text,
	"reason" text,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"batch_id" integer
);
--> statement-breakpoint
CREATE TABLE "job_group_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_group_id" integer NOT NULL,
	"client_contact_id" integer NOT NULL,
	"contact_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_group_custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_group_id" integer NOT NULL,
	"field_no" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_group_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_group_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"description" text,
	"incentive_amount" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "job_group_incentives" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_group_id" integer NOT NULL,
	"incentive_type" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "job_group_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_group_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "job_group_venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_group_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"notes" text
);
--> statement-breakpoint
DROP INDEX "job_groups_job_idx";--> statement-breakpoint
ALTER TABLE "job_groups" ALTER COLUMN "status" SET DEFAULT 'Planned';--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "step_free_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "hearing_loop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "accessible_toilet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "parking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "session_type" text;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "venue_id" integer;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "required_places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "standby_places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "recruiters" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "job_group_time_id" integer;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "interview_time" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "document_comment" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "custom1" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "custom2" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "custom3" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "custom4" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "voice_calls_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "access_needs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "no_show_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_group_contacts" ADD CONSTRAINT "job_group_contacts_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_group_contacts" ADD CONSTRAINT "job_group_contacts_client_contact_id_client_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_group_custom_fields" ADD CONSTRAINT "job_group_custom_fields_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_group_durations" ADD CONSTRAINT "job_group_durations_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_group_incentives" ADD CONSTRAINT "job_group_incentives_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_group_times" ADD CONSTRAINT "job_group_times_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_group_venues" ADD CONSTRAINT "job_group_venues_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_group_venues" ADD CONSTRAINT "job_group_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_event_idx" ON "booking_history" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "job_group_contacts_group_idx" ON "job_group_contacts" USING btree ("job_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_group_custom_fields_uq" ON "job_group_custom_fields" USING btree ("job_group_id","field_no");--> statement-breakpoint
CREATE INDEX "job_group_durations_group_idx" ON "job_group_durations" USING btree ("job_group_id");--> statement-breakpoint
CREATE INDEX "job_group_incentives_group_idx" ON "job_group_incentives" USING btree ("job_group_id");--> statement-breakpoint
CREATE INDEX "job_group_times_group_idx" ON "job_group_times" USING btree ("job_group_id","starts_at");--> statement-breakpoint
CREATE INDEX "job_group_venues_group_idx" ON "job_group_venues" USING btree ("job_group_id");--> statement-breakpoint
CREATE INDEX "job_groups_starts_idx" ON "job_groups" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "respondent_events_group_idx" ON "respondent_events" USING btree ("job_group_id","status");--> statement-breakpoint
CREATE INDEX "respondent_events_time_idx" ON "respondent_events" USING btree ("job_group_time_id");--> statement-breakpoint
CREATE INDEX "respondents_no_show_idx" ON "respondents" USING btree ("no_show_count");--> statement-breakpoint
CREATE INDEX "job_groups_job_idx" ON "job_groups" USING btree ("job_id","session_number");