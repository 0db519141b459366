CREATE TABLE "staff_kpi_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_kpi_days" (
	"day" date NOT NULL,
	"by" text NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_kpi_days_day_by_pk" PRIMARY KEY("day","by")
);
--> statement-breakpoint
CREATE INDEX "time_entries_started_idx" ON "time_entries" USING btree ("started_at","staff_user_id","stopped_at");