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
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_campaign_id_message_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."message_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_deliveries_recipient_uq" ON "message_deliveries" USING btree ("campaign_id","recipient_key","channel");--> statement-breakpoint
CREATE INDEX "message_deliveries_campaign_status_idx" ON "message_deliveries" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "message_deliveries_sending_idx" ON "message_deliveries" USING btree ("claimed_at") WHERE "message_deliveries"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "message_deliveries_provider_idx" ON "message_deliveries" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "message_deliveries_respondent_idx" ON "message_deliveries" USING btree ("respondent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_log_uq" ON "reminder_log" USING btree ("session_id","respondent_id","channel","offset_hours");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_replies_provider_uq" ON "sms_replies" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_replies_received_idx" ON "sms_replies" USING btree ("received_at","id");