import { type BrandKitBody, type BrandKitResponse, brandKitResponseSchema } from '@adreel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';

export const brandKitKeys = { kit: ['brand-kit'] as const };

export function useBrandKitQuery() {
  return useQuery({
    queryKey: brandKitKeys.kit,
    queryFn: () => api('/account/brand-kit', { schema: brandKitResponseSchema }),
  });
}

/** Every brand-kit answer is the whole kit: it replaces the cached one. */
function useKitMutation<V>(
  request: (vars: V) => Promise<BrandKitResponse>,
  callbacks?: MutationCallbacks<BrandKitResponse, V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: request,
    onSuccess: (kit, ...rest) => {
      queryClient.setQueryData(brandKitKeys.kit, kit);
      return callbacks?.onSuccess?.(kit, ...rest);
    },
  });
}

export function useSaveBrandKitMutation(callbacks?: MutationCallbacks<BrandKitResponse, BrandKitBody>) {
  return useKitMutation(
    (body: BrandKitBody) =>
      api('/account/brand-kit', { method: 'PUT', body, schema: brandKitResponseSchema }),
    callbacks,
  );
}

export function useUploadLogoMutation(callbacks?: MutationCallbacks<BrandKitResponse, File>) {
  return useKitMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api('/account/brand-kit/logo', { method: 'POST', body: form, schema: brandKitResponseSchema });
  }, callbacks);
}

export function useRemoveLogoMutation(callbacks?: MutationCallbacks<BrandKitResponse>) {
  return useKitMutation(
    () => api('/account/brand-kit/logo', { method: 'DELETE', schema: brandKitResponseSchema }),
    callbacks,
  );
}
