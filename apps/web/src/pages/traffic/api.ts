import { type UploadKind, type UploadResponse, uploadResponseSchema } from '@adreel/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { MutationCallbacks } from '../../lib/mutation.ts';

export interface Upload {
  kind: UploadKind;
  file: File;
}

/** Uploads an image or video whose public address unlocks the traffic sources. */
export function useUploadMutation(callbacks?: MutationCallbacks<UploadResponse, Upload>) {
  return useMutation({
    ...callbacks,
    mutationFn: ({ kind, file }: Upload) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return api('/traffic/uploads', { method: 'POST', body: form, schema: uploadResponseSchema });
    },
  });
}
