-- /comment-rule is operator content like /recruitment-announcement and /agreement (ADR 0019, issue 34): a
-- notice of kind 'page'. Seeded with the rules the client used to carry; an operator who changes how
-- reviews work edits this text with the notice API or the console.
INSERT INTO notices (notice_no, title, content, link_url, sort, start_at, end_at, status, kind) VALUES
  ('comment-rule', '评价规则',
   E'# 评价规则\n订单确认收货后，每件商品可以评价一次，评价后可追评一次。\n\n评分为 1 至 5 星，4 星及以上计为好评。\n\n评价内容最多 500 字，最多可上传 6 张 JPG、PNG 图片，单张不超过 5MB，图片中的位置等信息会被去除。\n\n勾选匿名后，商品页显示为“匿名用户”；不匿名时只显示昵称的第一个字。\n\n请勿发布广告、违法或侵犯他人权益的内容。',
   NULL, 0, 0, NULL, 1, 'page')
ON CONFLICT (notice_no) DO NOTHING;
