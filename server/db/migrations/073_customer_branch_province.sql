-- Issue 35 item 5 (ADR 0071): the region audience. The bank's sign-on names the province of the customer's
-- branch (GB/T 2260 code, schemas/api/regions.ts); the exchange of the sign-on code writes it to the mall_region
-- cookie, which experiments' audience rule "region" reads. NULL: the bank named none.
ALTER TABLE customers ADD COLUMN branch_province text
  CHECK (branch_province IS NULL OR branch_province ~ '^[0-9]{6}$');
-- Databases seeded before this column: the seeded customers' branches (fixtures/seed/customers.json).
UPDATE customers SET branch_province = '440000' WHERE customer_no = 'C0001' AND branch_province IS NULL;
UPDATE customers SET branch_province = '110000' WHERE customer_no = 'C0002' AND branch_province IS NULL;
UPDATE customers SET branch_province = '310000' WHERE customer_no = 'C0003' AND branch_province IS NULL;
UPDATE customers SET branch_province = '510000' WHERE customer_no = 'C0004' AND branch_province IS NULL;
