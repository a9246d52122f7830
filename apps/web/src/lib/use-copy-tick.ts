import { COPY_CONFIRMATION_MS } from '@adreel/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text and reports a tick for 2 seconds (spec §9); resolves false when the copy failed. */
export function useCopyTick<K = true>() {
  const [copied, setCopied] = useState<K | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string, key?: K): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    clearTimeout(timer.current);
    setCopied((key ?? true) as K);
    timer.current = setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return true;
  }, []);
  return { copied, copy };
}
