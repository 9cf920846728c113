-- Decision 061: what a purchase confirmation and its invoice must state. The VAT rate of the
-- member's country when they ordered (basis points: 2100 is 21 %), and the version date of the
-- terms the order was placed under. Payments from before this migration have neither (null):
-- their invoices keep saying only that the amounts include VAT.
ALTER TABLE "payments" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "terms_version" text;--> statement-breakpoint
-- The imprint names the company's managing director (German TMG/DDG § 5, Dutch law likewise).
ALTER TABLE "sites" ADD COLUMN "company_director" text NOT NULL DEFAULT '';
