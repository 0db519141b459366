CREATE TABLE "staff_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"leave_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hours" numeric(7, 2) NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_leave_ends_after_starts" CHECK ("staff_leave"."ends_at" > "staff_leave"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "staff_leave_allowances" (
	"staff_user_id" integer NOT NULL,
	"leave_type" text NOT NULL,
	"year" integer NOT NULL,
	"hours" numeric(7, 2) NOT NULL,
	CONSTRAINT "staff_leave_allowances_staff_user_id_leave_type_year_pk" PRIMARY KEY("staff_user_id","leave_type","year")
);
--> statement-breakpoint
CREATE TABLE "staff_meeting_attendees" (
	"meeting_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	CONSTRAINT "staff_meeting_attendees_meeting_id_staff_user_id_pk" PRIMARY KEY("meeting_id","staff_user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text,
	"link" text,
	"agenda" text,
	"organiser_id" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_meetings_ends_after_starts" CHECK ("staff_meetings"."ends_at" > "staff_meetings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "staff_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"job_id" integer,
	"session_id" integer,
	"kind" text DEFAULT 'other' NOT NULL,
	"note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_shifts_ends_after_starts" CHECK ("staff_shifts"."ends_at" > "staff_shifts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"return_reason" text,
	"approved_worked_seconds" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "pay_rate" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "cost_rate" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "staff_leave" ADD CONSTRAINT "staff_leave_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_leave_allowances" ADD CONSTRAINT "staff_leave_allowances_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_meeting_attendees" ADD CONSTRAINT "staff_meeting_attendees_meeting_id_staff_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."staff_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_meeting_attendees" ADD CONSTRAINT "staff_meeting_attendees_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_session_id_job_groups_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."job_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_leave_user_starts_idx" ON "staff_leave" USING btree ("staff_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "staff_leave_status_starts_idx" ON "staff_leave" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "staff_meeting_attendees_user_idx" ON "staff_meeting_attendees" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "staff_meetings_starts_idx" ON "staff_meetings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "staff_shifts_user_starts_idx" ON "staff_shifts" USING btree ("staff_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "staff_shifts_starts_idx" ON "staff_shifts" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_user_week_uq" ON "timesheet_weeks" USING btree ("staff_user_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_status_idx" ON "timesheet_weeks" USING btree ("status","week_start");