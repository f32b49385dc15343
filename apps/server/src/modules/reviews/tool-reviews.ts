import { sql } from 'drizzle-orm';
import { TOOL_REVIEW_LIMIT, type ToolReviews } from '@tools-bd/contract';
import { selectRows, type Database } from '../../db/client.ts';

interface ToolReviewRow {
  id: string;
  item_name: string;
  body: string;
  rating: number;
  created_at: Date | string;
  total: number | string;
  average: number | string | null;
}

/**
 * A tool's reviews: those of the orders with a line of this tool (an order of several tools is
 * reviewed once, and that review speaks for each of them). The newest come first; the count and
 * the average, computed before the limit, cover every review.
 */
export async function listToolReviews(db: Database, toolId: string): Promise<ToolReviews> {
  const rows = await selectRows<ToolReviewRow>(
    db,
    sql`select r.id, r.item_name, r.body, r.rating, r.created_at,
               count(*) over () as total, avg(r.rating) over () as average
        from reviews r
        join (select distinct order_id from order_lines where tool_id = ${toolId}) l on l.order_id = r.order_id
        order by r.created_at desc, r.id desc
        limit ${TOOL_REVIEW_LIMIT}`,
  );
  const [first] = rows;
  return {
    count: first ? Number(first.total) : 0,
    averageRating: first && first.average !== null ? Math.round(Number(first.average) * 10) / 10 : null,
    reviews: rows.map((row) => ({
      _id: row.id,
      itemName: row.item_name,
      review: row.body,
      ratings: Number(row.rating),
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
