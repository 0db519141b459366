CREATE TABLE "job_booking_money" (
	"job_id" integer NOT NULL,
	"job_group_id" integer NOT NULL,
	"paid" numeric DEFAULT '0' NOT NULL,
	"unpaid_incentive" numeric DEFAULT '0' NOT NULL,
	"unpaid_plain" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_booking_money_job_id_job_group_id_pk" PRIMARY KEY("job_id","job_group_id")
);
