import { useEffect, useState } from 'react';

/** Spec §4/§9: the poster is the frame at 0.1 s; without one, a 1080x1920 placeholder. */
export const POSTER_TIME_S = 0.1;
export const PLACEHOLDER_POSTER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920" viewBox="0 0 1080 1920"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs><rect width="1080" height="1920" fill="url(#g)"/><circle cx="540" cy="960" r="120" fill="#ffffff" fill-opacity="0.15"/><path d="M505 895v130l110-65z" fill="#ffffff" fill-opacity="0.8"/></svg>',
)}`;

const cache = new Map<string, string>();

/** Loads the video off-screen, seeks to 0.1 s and draws that frame to a canvas as a JPEG data URL. */
export function captureFrame(src: string, atS = POSTER_TIME_S, timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.playsInline = true;
    const done = (fn: () => void) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      fn();
    };
    const timer = setTimeout(() => done(() => reject(new Error('poster timeout'))), timeoutMs);
    video.addEventListener('loadeddata', () => {
      video.currentTime = Math.min(atS, Number.isFinite(video.duration) ? video.duration : atS);
    });
    video.addEventListener('seeked', () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth || 1080;
        canvas.height = video.videoHeight || 1920;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no canvas');
        ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
        const url = canvas.toDataURL('image/jpeg', 0.8);
        done(() => resolve(url));
      } catch (e) {
        done(() => reject(e));
      }
    });
    video.addEventListener('error', () => done(() => reject(new Error('video error'))));
    video.src = src;
  });
}

/**
 * The poster for a video: the server's thumbnail first (instant), then the client-captured 0.1 s frame,
 * or the 1080x1920 placeholder when neither is available. Keyed by video id (signed URLs change).
 */
export function useVideoPoster(id: string, src: string | null, serverThumb: string | null): string {
  const [poster, setPoster] = useState(() => cache.get(id) ?? serverThumb ?? PLACEHOLDER_POSTER);
  useEffect(() => {
    if (!src || cache.has(id)) return;
    let alive = true;
    captureFrame(src)
      .then((url) => {
        cache.set(id, url);
        if (alive) setPoster(url);
      })
      .catch(() => {
        if (alive && !serverThumb) setPoster(PLACEHOLDER_POSTER);
      });
    return () => {
      alive = false;
    };
  }, [id, src, serverThumb]);
  return poster;
}
