CREATE TABLE "client_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"address_type" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "client_contact_otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_contact_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"granted_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contact_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"client_contact_id" integer,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"terms_text" text DEFAULT '' NOT NULL,
	"agreed_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"job_id" integer,
	"feedback_type" text NOT NULL,
	"feedback_action" text,
	"comment" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"notes_type" text DEFAULT 'General' NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"note" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"job_id" integer,
	"po_number" text NOT NULL,
	"amount" numeric(12, 2),
	"issued_date" date,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"name" text NOT NULL,
	"address" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"phone" text,
	"contact_name" text,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "contact_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "abn" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "accounts_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "quote_notes" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "invoice_notes" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contact_otps" ADD CONSTRAINT "client_contact_otps_client_contact_id_client_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contact_terms" ADD CONSTRAINT "client_contact_terms_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contact_terms" ADD CONSTRAINT "client_contact_terms_client_contact_id_client_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_feedback" ADD CONSTRAINT "client_feedback_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_feedback" ADD CONSTRAINT "client_feedback_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_purchase_orders" ADD CONSTRAINT "client_purchase_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_purchase_orders" ADD CONSTRAINT "client_purchase_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_contact_otps_contact_idx" ON "client_contact_otps" USING btree ("client_contact_id","purpose");--> statement-breakpoint
CREATE INDEX "client_contact_terms_client_idx" ON "client_contact_terms" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_feedback_client_idx" ON "client_feedback" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_notes_client_idx" ON "client_notes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_pos_client_idx" ON "client_purchase_orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "venues_client_idx" ON "venues" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clients_status_name_idx" ON "clients" USING btree ("status","name","id");