import { publicConfigSchema } from '@adreel/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => api('/config', { schema: publicConfigSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
