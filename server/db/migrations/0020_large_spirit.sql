CREATE TABLE "respondent_point_balances" (
	"respondent_id" integer PRIMARY KEY NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"adjusted" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "respondent_point_balances" ADD CONSTRAINT "respondent_point_balances_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "respondent_point_balances_balance_idx" ON "respondent_point_balances" USING btree ("balance","respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_payments_event_idx" ON "respondent_payments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "respondent_points_created_idx" ON "respondent_points" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "respondent_points_event_idx" ON "respondent_points" USING btree ("event_id");