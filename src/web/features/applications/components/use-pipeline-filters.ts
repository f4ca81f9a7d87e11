import { useSearchParams } from 'react-router';
import type { TReceivedApplicationsQuery } from '#contracts/applications';
import {
  APPLICATION_STATUSES,
  RECEIVED_APPLICATION_SORTS,
  type TApplicationStatus,
  type TReceivedApplicationSort,
} from '#contracts/applications-terms';

const isStatus = (value: string | null): value is TApplicationStatus => (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is TReceivedApplicationSort =>
  (RECEIVED_APPLICATION_SORTS as readonly (string | null)[]).includes(value);

/** The pipeline's filters as the dashboard's address gives them (`mission`, `status`, `sort`, `page`). */
export function pipelineQueryOf(params: URLSearchParams): TReceivedApplicationsQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    job: params.get('mission') || undefined,
    status: isStatus(status) ? status : undefined,
    sort: isSort(sort) ? sort : 'recent',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The pipeline's filters, kept in the dashboard's address. */
export function usePipelineFilters() {
  const [params, setParams] = useSearchParams();
  const query = pipelineQueryOf(params);
  /** Changes one filter; any change but the page's goes back to the first page. */
  const set = (key: 'mission' | 'status' | 'sort' | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );
  return { query, set };
}
