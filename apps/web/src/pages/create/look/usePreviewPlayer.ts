import { useCallback, useEffect, useRef, useState } from 'react';

export type PreviewPhase = 'loading' | 'playing';

/**
 * One preview clip at a time from one Audio element: play a voice's clip, stop it, or switch to
 * another (the previous one stops). `loading` lasts until sound starts — the first play of a voice
 * may wait while the server makes its clip.
 */
export function usePreviewPlayer(onError: () => void) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [current, setCurrent] = useState<{ id: string; phase: PreviewPhase } | null>(null);

  const detach = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.onplaying = null;
    audio.onended = null;
    audio.onerror = null;
    audio.pause();
  }, []);

  // Leaving the page stops the sound.
  useEffect(() => detach, [detach]);

  const stop = useCallback(() => {
    detach();
    setCurrent(null);
  }, [detach]);

  const toggle = useCallback(
    (id: string, url: string) => {
      if (current?.id === id) {
        stop();
        return;
      }
      detach();
      audioRef.current ??= new Audio();
      const audio = audioRef.current;
      audio.onplaying = () => setCurrent({ id, phase: 'playing' });
      audio.onended = () => setCurrent(null);
      audio.onerror = () => {
        setCurrent(null);
        onError();
      };
      audio.src = url;
      setCurrent({ id, phase: 'loading' });
      audio.play().catch((err: unknown) => {
        // Switching clips interrupts the previous play(); only a real failure is reported.
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setCurrent((c) => (c?.id === id ? null : c));
        onError();
      });
    },
    [current, detach, onError, stop],
  );

  return { current, toggle, stop };
}
