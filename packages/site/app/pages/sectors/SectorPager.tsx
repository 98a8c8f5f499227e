import { Pagination } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@defne/site';

/** A sector page's place among its pages, as the loader sends it (routes/sectors.tsx). */
export interface SectorPaging {
  page: number;
  count: number;
  /** The links the pagination shows, by page number (`pageLinks`). */
  hrefs: Record<number, string>;
}

/**
 * The links to a sector's other pages (D25). A page part of its own (`data-chunk`): only a sector
 * of more than one page shows it, so a site whose sectors each fit one page never loads its code.
 */
export function SectorPager({ paging, fallback }: { paging: SectorPaging; fallback: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div data-chunk="SectorPager">
      <Pagination
        page={paging.page}
        pageCount={paging.count}
        hrefOf={(n) => paging.hrefs[n] ?? fallback}
        label={t('pagination.label')}
        previousLabel={t('pagination.previous')}
        nextLabel={t('pagination.next')}
        pageLabel={(page) => t('pagination.page', { page })}
        status={t('pagination.status', { page: paging.page, count: paging.count })}
        linkComponent={RouterLink}
      />
    </div>
  );
}
