import type { ListEnvelope } from '@contract/common';

export const DEFAULT_PAGE_SIZE = 10;

type Paging = { page: number; limit: number; offset: number };

export function paging(query: { page?: number; limit?: number }): Paging {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

export function envelope<T>(data: T[], total: number | string | bigint, { page, limit }: Paging) {
  const count = Number(total);
  const answer: ListEnvelope<T> = {
    data,
    metadata: { page, limit, total: count, hasNext: page * limit < count },
  };
  return answer;
}
