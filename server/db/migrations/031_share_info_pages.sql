-- Issue 17: sharing, informational pages and the remaining channel / mlife calls.

-- The data-trace click (POST /api/data-trace/click): one row per click on a short link or a shared link,
-- every field bounded, so a flood of clicks cannot grow a row. The short link's own counter stays on
-- short_links.clicks; this is the log the operators read per link or per shared target.
CREATE TABLE data_trace_clicks (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('short_link', 'share')),
  -- short link: its bizId; share: the target's type and key ('product:SPU1/SKU1', 'team:T1', …).
  ref text NOT NULL CHECK (char_length(ref) BETWEEN 1 AND 120),
  outcome text NOT NULL CHECK (outcome IN ('live', 'expired', 'unknown')),
  -- Who shared (a customer's share code), when the link carried one; never a customer id from the client.
  sharer text CHECK (sharer IS NULL OR char_length(sharer) <= 32),
  at bigint NOT NULL
);
CREATE INDEX data_trace_clicks_ref_idx ON data_trace_clicks (kind, ref, at DESC);

-- Informational pages (/recruitment-announcement, /agreement) are operator content kept as notices of
-- kind 'page' (ADR 0019): the same table, the same operator API, out of the /bulletin list. revision
-- counts the content's edits; an agreement's version is its revision.
ALTER TABLE notices ADD COLUMN kind text NOT NULL DEFAULT 'bulletin' CHECK (kind IN ('bulletin', 'page'));
ALTER TABLE notices ADD COLUMN revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1);
ALTER TABLE notices ADD COLUMN updated_at bigint NOT NULL DEFAULT 0;

-- Which version of an agreement page a customer agreed to (GET/POST /api/mlife/customer/agreement).
-- One row per version agreed: the history stays, the newest row is the answer.
CREATE TABLE customer_agreements (
  customer_id integer NOT NULL REFERENCES customers (id),
  agreement text NOT NULL CHECK (char_length(agreement) <= 32),
  version integer NOT NULL CHECK (version >= 1),
  agreed_at bigint NOT NULL,
  PRIMARY KEY (customer_id, agreement, version)
);

-- Channel settings the operator sets (GET /api/channel/gov/investment-show and the operator's PUT).
CREATE TABLE channel_settings (
  key text PRIMARY KEY CHECK (key IN ('gov_investment')),
  value jsonb NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL
);
INSERT INTO channel_settings (key, value, updated_by, updated_at) VALUES
  ('gov_investment', '{"show":false,"title":"","linkUrl":null}', 'seed', 0);

INSERT INTO notices (notice_no, title, content, link_url, sort, start_at, end_at, status, kind) VALUES
  ('recruitment-announcement', '商户招募公告',
   E'# 商户招募\n手机银行商城面向全国优质品牌商户开放入驻，与银行客户共享优质服务。\n\n## 招募类目\n数码家电、食品生鲜、美妆个护、家居日用、运动户外。\n\n## 入驻要求\n具备合法经营资质，品牌授权链路清晰，售后服务完善，近一年无重大违规记录。\n\n## 联系方式\n请通过客户经理提交入驻申请，我们将在五个工作日内与您联系。',
   NULL, 0, 0, NULL, 1, 'page'),
  ('agreement', '商城用户服务协议',
   E'# 商城用户服务协议\n欢迎使用手机银行商城。使用本商城服务前，请您仔细阅读本协议全部内容。\n\n## 一、服务内容\n商城为银行客户提供商品浏览、下单、支付及售后等服务，商品由入驻商户提供并负责发货。\n\n## 二、个人信息\n我们仅在您授权后获取手机号、银行用户编号及收货信息，用于订单履约，不会用于其他目的。\n\n## 三、订单与支付\n订单以支付成功为准；未在规定时间内支付的订单将自动取消。\n\n## 四、协议变更\n协议更新后，我们会在您下次使用时请您重新确认。',
   NULL, 0, 0, NULL, 1, 'page');
