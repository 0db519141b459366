CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcode_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"postcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_bank_details" (
	"respondent_id" integer PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"bsb" text DEFAULT '' NOT NULL,
	"account_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_children" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"gender" text,
	"year_of_birth" integer,
	"month_of_birth" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"job_id" integer,
	"job_group_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"description" text,
	"survey_url" text,
	"expires_at" timestamp with time zone,
	"closed" boolean DEFAULT false NOT NULL,
	"incentive" numeric(10, 2),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"kind" text DEFAULT 'note' NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"event_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"method" text DEFAULT 'EFT' NOT NULL,
	"reference" text,
	"status" text DEFAULT 'Paid' NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_reference_items" (
	"respondent_id" integer NOT NULL,
	"list" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "respondent_reference_items_respondent_id_list_code_pk" PRIMARY KEY("respondent_id","list","code")
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "year_of_birth" integer;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "landline" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "mobile_phone_type" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "employment_type" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "household_income" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "household_size" integer;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "residency_status" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "preferred_contact_method" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "contact_time" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "business_company" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "business_role" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "business_industry" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "business_employee_numbers" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "business_turnover" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "impairment_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "impairment_severity" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "impairment_competency" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "assistive_technology" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "accommodations_needed" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "respondent_bank_details" ADD CONSTRAINT "respondent_bank_details_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_children" ADD CONSTRAINT "respondent_children_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD CONSTRAINT "respondent_events_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_notes" ADD CONSTRAINT "respondent_notes_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_payments" ADD CONSTRAINT "respondent_payments_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_points" ADD CONSTRAINT "respondent_points_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_reference_items" ADD CONSTRAINT "respondent_reference_items_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "respondent_children_respondent_idx" ON "respondent_children" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_events_respondent_idx" ON "respondent_events" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_notes_respondent_idx" ON "respondent_notes" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_payments_respondent_idx" ON "respondent_payments" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_points_respondent_idx" ON "respondent_points" USING btree ("respondent_id");--> statement-breakpoint
CREATE INDEX "suburbs_name_idx" ON "suburbs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "suburbs_postcode_idx" ON "suburbs" USING btree ("postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "suburbs_uq" ON "suburbs" USING btree ("country","name","postcode");--> statement-breakpoint
CREATE INDEX "respondents_postcode_idx" ON "respondents" USING btree ("postcode");