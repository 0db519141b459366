CREATE TABLE "email_senders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"from_address" text NOT NULL,
	"reply_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"sms_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"job_id" integer DEFAULT 0 NOT NULL,
	"session_id" integer DEFAULT 0 NOT NULL,
	"sender_id" integer DEFAULT 0 NOT NULL,
	"from_address" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"channel" text NOT NULL,
	"respondent_id" integer DEFAULT 0 NOT NULL,
	"recipient_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text,
	"html_body" text,
	"text_body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"provider_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"respondent_id" integer NOT NULL,
	"channel" text NOT NULL,
	"offset_hours" integer NOT NULL,
	"campaign_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_message_id" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text,
	"body" text NOT NULL,
	"respondent_id" integer,
	"session_id" integer,
	"delivery_id" integer,
	"action" text,
	"handled" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "survey_library_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "survey_library_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "survey_library_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"definition" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_quota_cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"condition" jsonb NOT NULL,
	"target" integer NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_quota_cells_fill_ck" CHECK ("survey_quota_cells"."filled" >= 0)
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"respondent_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"job_group_id" integer,
	"status" text DEFAULT 'In progress' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"page" integer DEFAULT 0 NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terminate_reason" text,
	"quota_cell_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "survey_responses_status_ck" CHECK ("survey_responses"."status" in ('In progress', 'Completed', 'Terminated', 'Over quota'))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"job_group_id" integer,
	"kind" text DEFAULT 'survey' NOT NULL,
	"title" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"thank_you" text DEFAULT '' NOT NULL,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "surveys_kind_ck" CHECK ("surveys"."kind" in ('survey', 'screener', 'sessionScreener'))
);
--> statement-breakpoint
DROP INDEX "respondent_events_respondent_idx";--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_campaign_id_message_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."message_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_campaign_id_message_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."message_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_list_members" ADD CONSTRAINT "respondent_list_members_list_id_respondent_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."respondent_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_list_members" ADD CONSTRAINT "respondent_list_members_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_lists" ADD CONSTRAINT "respondent_lists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_queries" ADD CONSTRAINT "saved_queries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_library_questions" ADD CONSTRAINT "survey_library_questions_category_id_survey_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."survey_library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_quota_cells" ADD CONSTRAINT "survey_quota_cells_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_senders_name_uq" ON "email_senders" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_uq" ON "email_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "email_templates_kind_idx" ON "email_templates" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "message_attachments_campaign_idx" ON "message_attachments" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_deliveries_recipient_uq" ON "message_deliveries" USING btree ("campaign_id","recipient_key","channel");--> statement-breakpoint
CREATE INDEX "message_deliveries_campaign_status_idx" ON "message_deliveries" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "message_deliveries_sending_idx" ON "message_deliveries" USING btree ("claimed_at") WHERE "message_deliveries"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "message_deliveries_provider_idx" ON "message_deliveries" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "message_deliveries_respondent_idx" ON "message_deliveries" USING btree ("respondent_id","id");--> statement-breakpoint
CREATE INDEX "message_deliveries_to_idx" ON "message_deliveries" USING btree ("to_address","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_log_uq" ON "reminder_log" USING btree ("session_id","respondent_id","channel","offset_hours");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_replies_provider_uq" ON "sms_replies" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_replies_received_idx" ON "sms_replies" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "eligibility_overrides_respondent_idx" ON "eligibility_overrides" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_events_archive_respondent_idx" ON "respondent_events_archive" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_events_archive_at_idx" ON "respondent_events_archive" USING btree ("at");--> statement-breakpoint
CREATE INDEX "respondent_list_members_respondent_idx" ON "respondent_list_members" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_lists_client_idx" ON "respondent_lists" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "saved_queries_job_idx" ON "saved_queries" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "saved_queries_global_idx" ON "saved_queries" USING btree ("is_global");--> statement-breakpoint
CREATE INDEX "survey_library_questions_category_idx" ON "survey_library_questions" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_code_uq" ON "survey_questions" USING btree ("survey_id","code");--> statement-breakpoint
CREATE INDEX "survey_questions_order_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_quota_cells_survey_idx" ON "survey_quota_cells" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_one_uq" ON "survey_responses" USING btree ("survey_id","respondent_id");--> statement-breakpoint
CREATE INDEX "survey_responses_status_idx" ON "survey_responses" USING btree ("survey_id","status");--> statement-breakpoint
CREATE INDEX "survey_responses_respondent_idx" ON "survey_responses" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "surveys_job_idx" ON "surveys" USING btree ("job_id","kind");--> statement-breakpoint
CREATE INDEX "surveys_group_idx" ON "surveys" USING btree ("job_group_id");--> statement-breakpoint
CREATE INDEX "respondent_events_job_at_idx" ON "respondent_events" USING btree ("job_id","at");--> statement-breakpoint
CREATE INDEX "respondents_search_demographics_idx" ON "respondents" USING btree ("gender","year_of_birth","state","no_show_count","id") WHERE "respondents"."is_active";--> statement-breakpoint
CREATE INDEX "respondent_events_respondent_idx" ON "respondent_events" USING btree ("respondent_id","job_id","at");