CREATE TABLE "issued_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issued_tokens" ADD CONSTRAINT "issued_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_tokens_account_idx" ON "issued_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "issued_tokens_expires_idx" ON "issued_tokens" USING btree ("expires_at");