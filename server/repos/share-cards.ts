import type { Queryable } from '../db/db';

/** The rows behind a share's preview card; the service decides live / expired. */
export interface ProductShareRow {
  name: string;
  imageUrl: string;
  priceCents: number;
  marketPriceCents: number;
  onSale: boolean;
}

export async function productShareRow(
  db: Queryable,
  spuNo: string,
  skuNo: string,
): Promise<ProductShareRow | null> {
  const rows = await db.query<{
    name: string;
    image_url: string;
    sale_price_cents: number;
    market_price_cents: number;
    on_sale: boolean;
  }>(
    `SELECT p.name, s.image_url, s.sale_price_cents, s.market_price_cents,
            (p.status = 1 AND s.status = 1) AS on_sale
       FROM skus s JOIN products p ON p.spu_no = s.spu_no
      WHERE s.sku_no = $1 AND s.spu_no = $2`,
    [skuNo, spuNo],
  );
  const r = rows[0];
  return r
    ? {
        name: r.name,
        imageUrl: r.image_url,
        priceCents: Number(r.sale_price_cents),
        marketPriceCents: Number(r.market_price_cents),
        onSale: r.on_sale,
      }
    : null;
}

export interface TeamShareRow {
  title: string;
  imageUrl: string;
  teamPriceCents: number;
  priceCents: number;
  teamSize: number;
  joined: number;
  status: string;
  expireAt: number | null;
}

export async function teamShareRow(db: Queryable, teamId: string): Promise<TeamShareRow | null> {
  const rows = await db.query<{
    title: string;
    image_url: string;
    team_price_cents: number;
    sale_price_cents: number;
    team_size: number;
    seats_taken: number;
    status: string;
    expire_at: number | string | null;
  }>(
    `SELECT a.title, s.image_url, a.team_price_cents, s.sale_price_cents, t.team_size, t.seats_taken,
            t.status, t.expire_at
       FROM teams t JOIN team_activities a ON a.activity_no = t.activity_no
       JOIN skus s ON s.sku_no = a.sku_no
      WHERE t.team_id = $1`,
    [teamId],
  );
  const r = rows[0];
  return r
    ? {
        title: r.title,
        imageUrl: r.image_url,
        teamPriceCents: Number(r.team_price_cents),
        priceCents: Number(r.sale_price_cents),
        teamSize: Number(r.team_size),
        joined: Number(r.seats_taken),
        status: r.status,
        expireAt: r.expire_at === null ? null : Number(r.expire_at),
      }
    : null;
}

export interface LotteryShareRow {
  title: string;
  imageUrl: string;
  joinEndAt: number;
  drawAt: number;
  state: string;
  /** The entrant holding the join code, or null when no entrant has it. */
  nickName: string | null;
}

export async function lotteryShareRow(
  db: Queryable,
  activityNo: string,
  joinCode: string,
): Promise<LotteryShareRow | null> {
  const rows = await db.query<{
    title: string;
    image_url: string;
    join_end_at: number | string;
    draw_at: number | string;
    state: string;
    nick_name: string | null;
  }>(
    `SELECT a.title, a.image_url, a.join_end_at, a.draw_at, a.state, c.nick_name
       FROM lottery_activities a
       LEFT JOIN lottery_entries e ON e.activity_no = a.activity_no AND e.join_code = $2
       LEFT JOIN customers c ON c.id = e.customer_id
      WHERE a.activity_no = $1`,
    [activityNo, joinCode],
  );
  const r = rows[0];
  return r
    ? {
        title: r.title,
        imageUrl: r.image_url,
        joinEndAt: Number(r.join_end_at),
        drawAt: Number(r.draw_at),
        state: r.state,
        nickName: r.nick_name,
      }
    : null;
}
