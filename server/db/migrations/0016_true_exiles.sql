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
CREATE UNIQUE INDEX "email_senders_name_uq" ON "email_senders" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_uq" ON "email_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "email_templates_kind_idx" ON "email_templates" USING btree ("kind");