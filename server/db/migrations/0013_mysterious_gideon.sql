CREATE TABLE "eligibility_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"job_id" integer,
	"job_group_id" integer,
	"labels" jsonb NOT NULL,
	"reason" text,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_events_archive" (
	"id" integer PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"job_id" integer,
	"job_group_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"incentive" numeric(10, 2),
	"at" timestamp with time zone NOT NULL,
	"comment" text,
	"interview_time" text,
	"notes" text,
	"payment_status" text,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_list_members" (
	"list_id" integer NOT NULL,
	"respondent_id" integer NOT NULL,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "respondent_list_members_list_id_respondent_id_pk" PRIMARY KEY("list_id","respondent_id")
);
--> statement-breakpoint
CREATE TABLE "respondent_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"client_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text DEFAULT 'respondent' NOT NULL,
	"name" text NOT NULL,
	"job_id" integer,
	"is_global" boolean DEFAULT false NOT NULL,
	"last_url_segment" text DEFAULT '' NOT NULL,
	"survey_id" integer,
	"max" integer,
	"filters" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "respondent_list_members" ADD CONSTRAINT "respondent_list_members_list_id_respondent_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."respondent_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_list_members" ADD CONSTRAINT "respondent_list_members_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_lists" ADD CONSTRAINT "respondent_lists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_queries" ADD CONSTRAINT "saved_queries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_overrides_respondent_idx" ON "eligibility_overrides" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_events_archive_respondent_idx" ON "respondent_events_archive" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_events_archive_at_idx" ON "respondent_events_archive" USING btree ("at");--> statement-breakpoint
CREATE INDEX "respondent_list_members_respondent_idx" ON "respondent_list_members" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_lists_client_idx" ON "respondent_lists" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "saved_queries_job_idx" ON "saved_queries" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "saved_queries_global_idx" ON "saved_queries" USING btree ("is_global");