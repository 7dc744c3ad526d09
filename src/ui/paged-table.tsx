import { DataTable, type DataTableProps } from './data-table';

/** What every console list query answers: one page of rows plus the totals. */
type PagedQuery<T> = {
  data?: { content: T[]; totalElements: number; totalPages?: number };
  isFetching: boolean;
  refetch: () => unknown;
};

type OwnProps = 'rows' | 'loading' | 'onRetry' | 'page' | 'pageSize' | 'totalElements' | 'totalPages';

export type PagedTableProps<T> = Omit<DataTableProps<T>, OwnProps | 'onPageChange' | 'onPageSizeChange'> & {
  query: PagedQuery<T>;
  page: number;
  size: number;
  /** Called with the new page (and the new size when the size changed). */
  onPaging: (paging: { page: number; size?: number }) => void;
};

// Every console list wires a paged query into DataTable the same way (rows, totals, retry, page/size changes).
export function PagedTable<T>({ query, page, size, onPaging, ...table }: PagedTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={query.data?.content}
      loading={query.isFetching}
      onRetry={() => void query.refetch()}
      page={page}
      pageSize={size}
      totalElements={query.data?.totalElements ?? 0}
      totalPages={query.data?.totalPages}
      onPageChange={(p) => onPaging({ page: p })}
      onPageSizeChange={(s, p) => onPaging({ size: s, page: p })}
    />
  );
}
