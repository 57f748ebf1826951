CREATE TABLE "company_seals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"svg" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_mobile" text NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_seals_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "contract_signings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signed_by" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_file" "bytea" NOT NULL,
	CONSTRAINT "contract_signings_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
ALTER TABLE "company_seals" ADD CONSTRAINT "company_seals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_seals" ADD CONSTRAINT "company_seals_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signings" ADD CONSTRAINT "contract_signings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signings" ADD CONSTRAINT "contract_signings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signings" ADD CONSTRAINT "contract_signings_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;