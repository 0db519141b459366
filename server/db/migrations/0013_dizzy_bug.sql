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
ALTER TABLE "survey_library_questions" ADD CONSTRAINT "survey_library_questions_category_id_survey_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."survey_library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_quota_cells" ADD CONSTRAINT "survey_quota_cells_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_job_group_id_job_groups_id_fk" FOREIGN KEY ("job_group_id") REFERENCES "public"."job_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_library_questions_category_idx" ON "survey_library_questions" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_code_uq" ON "survey_questions" USING btree ("survey_id","code");--> statement-breakpoint
CREATE INDEX "survey_questions_order_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_quota_cells_survey_idx" ON "survey_quota_cells" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_one_uq" ON "survey_responses" USING btree ("survey_id","respondent_id");--> statement-breakpoint
CREATE INDEX "survey_responses_status_idx" ON "survey_responses" USING btree ("survey_id","status");--> statement-breakpoint
CREATE INDEX "survey_responses_respondent_idx" ON "survey_responses" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "surveys_job_idx" ON "surveys" USING btree ("job_id","kind");--> statement-breakpoint
CREATE INDEX "surveys_group_idx" ON "surveys" USING btree ("job_group_id");