/**
 * Where the mall keeps personal data about a customer (ADR 0049): one entry per table
 * holding rows about a customer, with how their rows are found, which columns hold personal data and what
 * an account deletion does to them. The export, the erasure and the "no personal field left" test all walk
 * this list, and tests/integration/privacy-registry.test.ts fails when a table of the schema has a
 * customer column (or a column named like personal data) that neither this list nor NOT_ABOUT_CUSTOMERS
 * names: a new table must be decided here before it ships.
 *
 * `owner` is a SQL condition on the table's rows with `$1` the customer id. Entries run in this order, so
 * children come before their parents and tracking events before the sessions they are found through.
 */
export type Erasure =
  /** The customer's rows go. */
  | { kind: 'delete' }
  /** The rows stay (accounting, fairness of a draw) with each personal column set to an expression. */
  | { kind: 'mask'; set: Readonly<Record<string, string>> }
  /** The rows stay as they are: they hold no personal column, only the (anonymised) customer's id. */
  | { kind: 'keep' };

export interface PersonalTable {
  table: string;
  /** SQL condition choosing the customer's rows; `$1` is the customer id (integer). */
  owner: string;
  /** Columns tying a row to a customer (a customer id, an owner, a scope naming the customer). */
  links: readonly string[];
  /** Columns holding personal data about the customer (names, numbers, addresses, free text, devices). */
  personal: readonly string[];
  erase: Erasure;
  /** Columns never exported: secrets and hashes that mean nothing to the customer. */
  secret?: readonly string[];
  /** Why the rows are treated so (the ADR's table is made from these). */
  why: string;
}

const mine = 'customer_id = $1';
/** A masked order address: the receiver's name, phone and street go; the region stays for freight and tax. */
const MASKED_ADDRESS = `(address::jsonb || '{"name":"*","phone":"*","detail":"*"}'::jsonb)::text`;
const maskedJson = (column: string) =>
  `(${column}::jsonb || '{"name":"*","phone":"*","detail":"*"}'::jsonb)::text`;

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  {
    table: 'trace_events',
    // Events carry the session's userCode as loginId; the customer's sessions are stored by its hash.
    owner: `encode(sha256(convert_to(substring(body from '"loginId":"([^"]*)"'), 'UTF8')), 'hex')
              IN (SELECT token_hash FROM sessions WHERE customer_id = $1)`,
    links: ['body'],
    personal: ['body'],
    erase: { kind: 'mask', set: { body: `regexp_replace(body, '"loginId":"[^"]*"', '"loginId":""')` } },
    why: 'tracking events stay for the counts, without the login id that ties them to the customer',
  },
  {
    table: 'im_messages',
    owner: 'thread_id IN (SELECT thread_id FROM im_threads WHERE customer_id = $1)',
    links: ['thread_id'],
    personal: ['body'],
    erase: { kind: 'delete' },
    why: 'customer-service chat',
  },
  {
    table: 'im_threads',
    owner: mine,
    links: ['customer_id'],
    personal: ['title'],
    erase: { kind: 'delete' },
    why: 'chat threads',
  },
  {
    table: 'addresses',
    owner: mine,
    links: ['customer_id'],
    personal: ['name', 'phone', 'province', 'city', 'district', 'detail'],
    erase: { kind: 'delete' },
    why: 'the address book',
  },
  {
    table: 'cart_lines',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'the cart',
  },
  {
    table: 'confirmations',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    secret: ['token'],
    why: 'checkout drafts',
  },
  {
    table: 'product_views',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'browsing history (浏览记录): what the customer looked at',
  },
  {
    table: 'favourites',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'favourites',
  },
  {
    table: 'reminders',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'on-sale reminders',
  },
  {
    table: 'store_followers',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'followed stores',
  },
  {
    table: 'messages',
    owner: mine,
    links: ['customer_id'],
    personal: ['title', 'content', 'params'],
    erase: { kind: 'delete' },
    why: 'the message center',
  },
  {
    table: 'error_reports',
    owner: mine,
    links: ['customer_id'],
    personal: ['mes', 'interface_url', 'user_agent'],
    erase: { kind: 'delete' },
    why: 'error reports from the device',
  },
  {
    table: 'customer_agreements',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'agreements agreed to',
  },
  {
    table: 'auth_license_events',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'consent history: nothing left to prove once the account is gone',
  },
  {
    table: 'auth_licenses',
    owner: mine,
    links: ['customer_id'],
    personal: ['granted_items'],
    erase: { kind: 'delete' },
    why: 'the current authorisation',
  },
  {
    table: 'edu_verifications',
    owner: mine,
    links: ['customer_id'],
    personal: ['email', 'student_no', 'name', 'school_name'],
    erase: { kind: 'delete' },
    why: 'education verification',
  },
  {
    table: 'operator_codes',
    owner: mine,
    links: ['customer_id'],
    personal: ['phone'],
    erase: { kind: 'delete' },
    secret: ['salt', 'code_hash'],
    why: 'texted codes to a phone number',
  },
  {
    table: 'operator_verifications',
    owner: mine,
    links: ['customer_id'],
    personal: ['phone'],
    erase: { kind: 'delete' },
    why: 'verified phone numbers',
  },
  {
    table: 'coupon_code_failures',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'code throttling',
  },
  {
    table: 'coupon_code_throttle',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'code throttling',
  },
  {
    table: 'reviews',
    owner: mine,
    links: ['customer_id'],
    personal: ['content', 'photo_ids', 'follow_up_content', 'follow_up_photo_ids'],
    erase: { kind: 'delete' },
    why: 'the customer’s reviews and their photos',
  },
  {
    table: 'idempotency_keys',
    owner: `scope = 'customer:' || $1::text`,
    links: ['scope'],
    personal: ['body'],
    erase: { kind: 'delete' },
    why: 'stored answers to the customer’s writes (they may repeat an address)',
  },
  {
    table: 'stored_files',
    owner: 'owner_id = $1',
    links: ['owner_id'],
    personal: ['bytes'],
    erase: { kind: 'delete' },
    secret: ['bytes'],
    why: 'uploaded pictures (FILE_STORE=db); on disk the erasure deletes the files through the store',
  },
  {
    table: 'uploads',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    why: 'the upload ledger',
  },
  {
    table: 'sso_codes',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    secret: ['code_hash'],
    why: 'sign-on codes',
  },
  {
    table: 'sessions',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'delete' },
    secret: ['token_hash'],
    why: 'sessions end',
  },
  {
    table: 'order_address_changes',
    owner: 'order_no IN (SELECT order_no FROM orders WHERE customer_id = $1)',
    links: ['order_no'],
    personal: ['previous_address', 'new_address'],
    erase: {
      kind: 'mask',
      set: { previous_address: maskedJson('previous_address'), new_address: maskedJson('new_address') },
    },
    why: 'kept with the order; receivers masked',
  },
  {
    table: 'booth_experiment_orders',
    // Before orders: found through the customer's orders.
    owner: 'order_no IN (SELECT order_no FROM orders WHERE customer_id = $1)',
    links: ['order_no'],
    personal: ['visitor_id'],
    erase: { kind: 'mask', set: { visitor_id: `''` } },
    why: "an experiment's order count stays, without the visitor id that ties the order to a device (ADR 0056)",
  },
  {
    table: 'orders',
    owner: mine,
    links: ['customer_id'],
    personal: ['address', 'remark', 'invoice'],
    erase: {
      kind: 'mask',
      set: {
        address: MASKED_ADDRESS,
        remark: `''`,
        // A personal invoice's title is a name; a company's stays (the tax record names the company).
        invoice: `CASE WHEN invoice::jsonb ->> 'type' = 'personal'
                       THEN (invoice::jsonb || '{"title":"*"}'::jsonb)::text ELSE invoice END`,
      },
    },
    secret: ['unique_code', 'confirm_token'],
    why: 'orders are accounting records (kept as the law requires); receiver, remark and personal title masked',
  },
  {
    table: 'invoices',
    owner: mine,
    links: ['customer_id'],
    personal: ['title', 'tax_no', 'email'],
    erase: {
      kind: 'mask',
      set: {
        title: `CASE WHEN title_type = 'personal' THEN '*' ELSE title END`,
        tax_no: `CASE WHEN title_type = 'personal' THEN NULL ELSE tax_no END`,
        email: `''`,
      },
    },
    secret: ['download_token'],
    why: 'tax records; a personal title and the e-mail masked',
  },
  {
    table: 'after_sales',
    owner: mine,
    links: ['customer_id'],
    personal: ['description', 'photo_ids', 'tracking_no'],
    erase: { kind: 'mask', set: { description: `''`, photo_ids: `'{}'`, tracking_no: 'NULL' } },
    secret: ['unique_code'],
    why: 'refunds are accounting records; the shopper’s words, photos and parcel number go',
  },
  {
    table: 'after_sale_refunds',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'money returned (accounting)',
  },
  {
    table: 'payments',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    secret: ['pay_token'],
    why: 'payments (accounting)',
  },
  {
    table: 'customer_coupons',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'discounts orders used (accounting)',
  },
  {
    table: 'coupon_codes',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'a code redeemed once stays redeemed',
  },
  {
    table: 'coupon_sends',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'a send happens once',
  },
  {
    table: 'trade_in_estimates',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'deductions orders used (accounting)',
  },
  {
    table: 'lottery_entries',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'a published draw must stay verifiable',
  },
  {
    table: 'lottery_codes',
    owner: 'customer_id = $1 OR helper_customer_id = $1',
    links: ['customer_id', 'helper_customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'a published draw must stay verifiable',
  },
  {
    table: 'lottery_invites',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'who could join a draw',
  },
  {
    table: 'lottery_winners',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'a published draw must stay verifiable',
  },
  {
    table: 'qualification_code_words',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'a published draw must stay verifiable',
  },
  {
    table: 'qualification_orders',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'orders (accounting)',
  },
  {
    table: 'team_members',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'group-buy orders (accounting)',
  },
  {
    table: 'teams',
    owner: 'leader_customer_id = $1',
    links: ['leader_customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'other members’ teams',
  },
  {
    table: 'privacy_requests',
    owner: mine,
    links: ['customer_id'],
    personal: [],
    erase: { kind: 'keep' },
    why: 'the record that the deletion was asked for and done',
  },
  {
    table: 'customers',
    owner: 'id = $1',
    links: ['id'],
    personal: ['customer_no', 'user_id', 'nick_name', 'mobile', 'branch_province'],
    erase: {
      kind: 'mask',
      // The row stays as an anonymous stub so the kept accounting rows still point somewhere; the bank's
      // customer number goes, so the bank's sign-on no longer finds it.
      set: {
        customer_no: `'erased-' || id`,
        user_id: `'erased-' || id`,
        nick_name: `''`,
        mobile: `''`,
        branch_province: 'NULL',
        sso_user: 'false',
      },
    },
    why: 'the profile: an anonymous stub stays for the kept records',
  },
];

/**
 * Tables whose columns look personal by name but are not about customers, with the reason. Together with
 * PERSONAL_TABLES they must cover every matching column of the schema (the registry test).
 */
export const NOT_ABOUT_CUSTOMERS: Readonly<Record<string, string>> = {
  offline_stores: 'physical shops: their own address and phone',
  store_profiles: 'stores: the service phone of a company',
  operator_accounts: 'operators (staff), not customers',
  operator_sessions: 'operators (staff), not customers',
  operator_sign_in_failures: 'operators (staff): the address is a network address',
  booth_assets: 'operator uploads',
  data_trace_clicks: 'the sharer is a code the client sent, never tied to a customer id',
  sso_requests: 'sign-on states before anyone is known',
  trace_events_default: 'a partition of trace_events (same rows)',
};

/**
 * Column names that mark a table as holding rows about a customer: every table with one must be in
 * PERSONAL_TABLES (naming the column in links or personal) or NOT_ABOUT_CUSTOMERS.
 */
export const PERSONAL_COLUMN_PATTERN =
  /(^|_)customer(_id|_no)?$|^owner_id$|^user_id$|mobile|phone|e?mail|address|nick_name|student_no$|tax_no|login|sharer/;
