import { useQuery } from '@tanstack/react-query';
import { queryShownBrandsByNameQueryOptions } from '@zc/sdk/react';
import { useMemo } from 'react';

/** The brands goods may carry, as a filter's options (id → name). */
export function useBrandLabels() {
  const brands = useQuery(queryShownBrandsByNameQueryOptions());
  return useMemo(() => Object.fromEntries((brands.data ?? []).map((brand) => [brand.id, brand.name])), [brands.data]);
}
