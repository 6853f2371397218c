-- Issue 35 item 1 (ADR 0069): operators edit coupon templates from the console, under maker-checker. Each
-- edit is pinned to the revision the maker saw; the edit that lands second on the same revision is refused
-- with who changed the template and when, instead of overwriting what its reviewer never saw.
ALTER TABLE coupons ADD COLUMN revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0);
ALTER TABLE coupons ADD COLUMN updated_by text;
ALTER TABLE coupons ADD COLUMN updated_at bigint;
